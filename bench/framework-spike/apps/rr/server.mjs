// Production server: Fastify serves the built assets and hands every page to React Router.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler } from 'react-router';

const build = await import('./build/server/index.js');
const handle = createRequestHandler(build, 'production');
const app = Fastify();
await app.register(fastifyStatic, { root: new URL('./build/client', import.meta.url).pathname, wildcard: false, index: false });

app.get('/*', async (request, reply) => {
  const nonce = randomBytes(16).toString('base64');
  const url = new URL(request.url, `http://${request.headers.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
  const controller = new AbortController();
  request.raw.on('close', () => controller.abort());
  const response = await handle(new Request(url, { method: request.method, headers, signal: controller.signal }), { nonce });
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  reply.header('content-security-policy', process.env.SPIKE_CSP === 'self' ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'`);
  return reply.send(response.body ? Readable.fromWeb(response.body) : null);
});

const port = Number(process.env.PORT ?? 4701);
await app.listen({ port, host: '127.0.0.1' });
console.log(`rr on ${port}`);
