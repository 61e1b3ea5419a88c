// A client that opens connections and sends nothing, or a body a byte at a time, holds the
// server's sockets. Each address may hold a bounded number of connections at once (the
// rest are closed as they open), and a request's headers and body must arrive within the
// request timeout, checked often enough that the limit holds close to its figure (Node checks
// every 30 s by default, and holds a slow sender for 300 s).
import { createServer, type RequestListener, type Server } from 'node:http';

export function capConnectionsPerAddress(server: Server, max: number, exempt: readonly string[]): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    // An IPv4 client of a dual-stack listener shows as ::ffff:a.b.c.d.
    const address = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    if (exempt.includes(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** Fastify's own keep-alive default, which a server made here must set itself. */
const KEEP_ALIVE_MS = 72_000;

export function createHttpServer(handler: RequestListener, requestTimeoutMs: number): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 4)),
    },
    handler,
  );
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}
