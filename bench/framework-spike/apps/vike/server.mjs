// Production server: Fastify serves the built assets and hands every page to Vike. With
// SPIKE_BOOT=1, Vike's entry script and preloads are taken out of the HTML and started after
// the first paint by one inline module script, allowed by its hash (the store's boot script).
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { renderPage } from 'vike/server';

const BOOT = [
  'const [entry, ...chunks] = document.querySelector("script[data-modules]").dataset.modules.split(" ");',
  'requestAnimationFrame(() => setTimeout(() => {',
  '  for (const href of chunks) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
  '  import(entry);',
  '}));',
].join('\n');
const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;

/** Vike's script and preload tags out, the boot script in, naming them. */
function bootAfterPaint(html) {
  const modules = [];
  html = html.replace(/<script src="([^"]+)" type="module" async[^>]*><\/script>/, (_, src) => (modules.unshift(src), ''));
  html = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g, (_, href) => (modules.push(href), ''));
  return html.replace('</body>', () => `<script type="module" data-modules="${modules.join(' ')}">${BOOT}</script></body>`);
}

const app = Fastify();
await app.register(fastifyStatic, { root: new URL('./dist/client', import.meta.url).pathname, wildcard: false, index: false });

app.get('/*', async (request, reply) => {
  const nonce = randomBytes(16).toString('base64');
  const pageContext = await renderPage({ urlOriginal: request.url, headersOriginal: request.headers, nonce });
  const { httpResponse } = pageContext;
  if (!httpResponse) return reply.callNotFound();
  reply.code(httpResponse.statusCode);
  for (const [name, value] of httpResponse.headers) reply.header(name, value);
  const boot = process.env.SPIKE_BOOT === '1' && httpResponse.headers.some(([name, value]) => name === 'Content-Type' && value.includes('html'));
  const policy = process.env.SPIKE_CSP === 'self' || boot ? `script-src 'self'${boot ? ` ${BOOT_HASH}` : ''}` : `script-src 'self' 'nonce-${nonce}'`;
  reply.header('content-security-policy', policy);
  // The whole page as one string (also what a page cache keeps).
  const body = await httpResponse.getBody();
  return reply.send(boot ? bootAfterPaint(body) : body);
});

const port = Number(process.env.PORT ?? 4702);
await app.listen({ port, host: '127.0.0.1' });
console.log(`vike on ${port}`);
