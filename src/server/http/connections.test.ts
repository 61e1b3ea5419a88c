// A client holding the server's sockets: an address gets a bounded number of connections,
// and a request whose body never finishes arriving is ended by the server, not held.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

interface Client {
  socket: Socket;
  /** Everything the server sent, once it has closed the connection. */
  closed: Promise<string>;
}

/** A connection with its listeners attached from the start, so a close right after connecting is seen. */
const connectTo = (port: number) =>
  new Promise<Client>((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('connect', () => resolve({ socket, closed }));
  });

describe('connections', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '3', REQUEST_TIMEOUT_MS: '1000' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes an address’s connections beyond its share, and takes new ones once it has let go', async () => {
    const held = await Promise.all([connectTo(port), connectTo(port), connectTo(port)]);
    const extra = await connectTo(port);
    expect(await extra.closed).toBe('');
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((client) => client.closed));
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(answer.status).toBe(200);
  });

  it('ends a request whose body stops arriving, answering 408', async () => {
    const { socket, closed } = await connectTo(port);
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });
});
