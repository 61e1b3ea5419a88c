// Production server: the home page rendered with react-dom/server, hydrated with hydrateRoot.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const { default: Home } = await import('./dist/server/Home.js');
const template = readFileSync(new URL('./dist/client/index.html', import.meta.url), 'utf8');
const app = Fastify();
await app.register(fastifyStatic, { root: new URL('./dist/client', import.meta.url).pathname, wildcard: false, index: false });
app.get('/', async (request, reply) => {
  const { prelude } = await prerenderToNodeStream(createElement(Home));
  let html = '';
  for await (const chunk of prelude) html += chunk;
  reply.header('content-security-policy', "script-src 'self'");
  reply.type('text/html; charset=utf-8').send(template.replace('<!--page-->', () => html));
});
const port = Number(process.env.PORT ?? 4703);
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare on ${port}`);
