/* global window, document */
// Measures the page-framework spike: a bare React page, React Router 7 (framework mode) and
// Vike, each built for production and served by Fastify 5 (README.md beside this file). For `/`:
// the script files a browser loads and their bytes at brotli 11, the inline scripts in the
// HTML and whether each carries the response's CSP nonce; then, in Chromium under a
// `script-src 'self' 'nonce-…'` policy, whether the page hydrates with no CSP violation,
// whether a part below the fold loads its code only when scrolled to, client navigation,
// scroll restoration on Back, a page's own header, a browser-only page and 404 statuses.
// Usage: node bench/framework-spike/measure.mjs [spikes-dir, default /work]
import { spawn } from 'node:child_process';
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = process.argv[2] ?? '/work';
const APPS = [
  { name: 'bare React', dir: 'spike-bare', port: 4703, routed: false },
  { name: 'React Router 7', dir: 'spike-rr', port: 4701, routed: true },
  { name: 'Vike', dir: 'spike-vike', port: 4702, routed: true },
  // The same pages with `clientRouting: false`: each navigation loads a page, Vike only hydrates.
  { name: 'Vike, server routing', dir: 'spike-vike-sr', port: 4704, routed: true },
  // React, ReactDOM and the framework in one file (codeSplitting groups), as the store builds its entry.
  { name: 'React Router 7, one file', dir: 'spike-rr-1', port: 4705, routed: true },
  { name: 'Vike, one file', dir: 'spike-vike-1', port: 4706, routed: true },
  // Its entry and preloads taken out of the HTML and started after the first paint by one
  // inline module script allowed by its hash (as the store's boot script); no nonce.
  { name: 'Vike, after paint', dir: 'spike-vike-1', port: 4707, routed: true, env: { SPIKE_BOOT: '1' } },
];

const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const servers = new Set();
process.on('exit', () => servers.forEach((server) => server.kill()));

function start(app, csp = 'nonce') {
  const env = { ...process.env, PORT: String(app.port), NODE_ENV: 'production', SPIKE_CSP: csp, ...app.env };
  const server = spawn('node', ['server.mjs'], { cwd: join(root, app.dir), env });
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes(' on ') && resolve(server));
    servers.add(server);
    server.stderr.on('data', (chunk) => process.stderr.write(chunk));
    server.on('exit', (code) => reject(new Error(`${app.name} exited with ${code}`)));
  });
}

/** Inline scripts in the HTML: code or data, their bytes, and whether each has the nonce. */
function inlineScripts(html, nonce) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes))
    .map(([, attributes, body]) => ({
      kind: /type="application\/json"/.test(attributes) ? 'data' : /type="module"/.test(attributes) ? 'module' : 'code',
      bytes: Buffer.byteLength(body),
      nonce: nonce !== undefined && attributes.includes(`nonce="${nonce}"`),
    }));
}

async function measure(browser, app) {
  const base = `http://127.0.0.1:${app.port}`;
  const home = await fetch(`${base}/`);
  const html = await home.text();
  const csp = home.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  // The part below the fold must be in the server's HTML (it hydrates later; it is not drawn later).
  const result = {
    app: app.name,
    csp,
    inline: inlineScripts(html, nonce),
    islandInHtml: html.includes('id="far-button"'),
  };

  const page = await browser.newPage();
  const violations = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.log(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    // A page loaded again later gets its scripts from the browser's cache (304): not a first load.
    if (response.status() >= 300) return;
    scripts.set(response.url(), await response.body());
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () => Object.keys(document.querySelector('h1')).some((key) => key.startsWith('__reactFiber')),
    null,
    { timeout: 5000 },
  );
  const firstLoad = [...scripts.entries()];
  result.scriptRequests = firstLoad.length;
  result.jsRaw = firstLoad.reduce((sum, [, body]) => sum + body.length, 0);
  result.jsBrotli = firstLoad.reduce((sum, [, body]) => sum + brotli(body), 0);
  result.scriptFiles = firstLoad.map(([url]) => new URL(url).pathname);
  result.islandLoadedEarly = result.scriptFiles.some((path) => path.includes('FarButton'));

  // The part below the fold: its code loads once scrolled to, and its button then works.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForSelector('[data-island="far-button"][data-live]', { timeout: 5000 });
  await page.click('#far-button');
  result.islandWorks = (await page.textContent('#far-button')) === 'Pressed 1';

  if (app.routed) {
    // Client navigation from the bottom of `/`, then Back: is the shopper where they were?
    // (Half a second after the scroll: Vike notes the position on scroll events, at most
    // every 300 ms, so a link pressed sooner than that after a scroll comes back at the top.)
    await page.waitForTimeout(500);
    const left = await page.evaluate(() => ((window.spaMark = 1), window.scrollY));
    await page.click('#far');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Lace blouse');
    result.clientNavigation = await page.evaluate(() => window.spaMark === 1);
    result.productTitle = await page.title();
    result.scrollAfterNavigation = await page.evaluate(() => window.scrollY);
    await page.click('button:text-is("S")');
    await page.click('button:text-is("Add to Cart")');
    result.productButtons = await page.textContent('#status');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'TJ Fashion');
    await page.waitForTimeout(300);
    result.scrollRestored = `${await page.evaluate(() => window.scrollY)} of ${left}`;

    // A product loaded directly: server data, head, its own header, and its buttons once hydrated.
    const product = await page.goto(`${base}/product/linen-shirt`, { waitUntil: 'networkidle' });
    result.productHeader = product.headers()['x-page'] ?? null;
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1')).some((key) => key.startsWith('__reactFiber')),
    );
    await page.click('button:text-is("M")');
    await page.click('button:text-is("Add to Cart")');
    result.productDirect = `${await page.title()} / ${await page.textContent('#status')}`;

    // A plain link to an address no route matches (a page not yet moved): loaded from the server?
    // React Router leaves plain links to the browser; Vike's client router takes every link.
    await page.evaluate(() => {
      window.spaMark = 2;
      document.body.prepend(
        Object.assign(document.createElement('a'), { href: '/old-page', id: 'old-page', textContent: 'An old page' }),
      );
    });
    await page.click('#old-page');
    await page.waitForURL('**/old-page');
    await page.waitForLoadState('networkidle');
    result.unknownAddressLoadsPage = await page.evaluate(() => window.spaMark !== 2);

    const account = await fetch(`${base}/account`).then((answer) => answer.text());
    result.accountServerHtml = /Loading your account/.test(account)
      ? 'fallback'
      : /<div id="root"><\/div>|<div id="root">\s*<\/div>/.test(account)
        ? 'empty root'
        : 'other';
    await page.goto(`${base}/account`, { waitUntil: 'networkidle' });
    result.accountBrowser = await page.textContent('#account');
    result.missingProductStatus = (await fetch(`${base}/product/missing`)).status;
    result.unknownPathStatus = (await fetch(`${base}/no-such-page`)).status;
  }
  result.cspViolations = violations;
  await page.close();
  return result;
}

/** Under `script-src 'self'` alone (the store's policy: no nonce, inline scripts by hash): does `/` hydrate? */
async function hydratesWithoutNonce(browser, app) {
  const page = await browser.newPage();
  const violations = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  await page.goto(`http://127.0.0.1:${app.port}/`, { waitUntil: 'networkidle' });
  const hydrated = await page
    .waitForFunction(
      () => Object.keys(document.querySelector('h1')).some((key) => key.startsWith('__reactFiber')),
      null,
      { timeout: 3000 },
    )
    .then(
      () => true,
      () => false,
    );
  await page.close();
  return { hydrated, violations: violations.length };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const results = [];
try {
  // One server at a time: the machine's cores are shared.
  for (const app of APPS) {
    const server = await start(app);
    try {
      results.push(await measure(browser, app));
    } finally {
      server.kill();
    }
    const selfOnly = await start(app, 'self');
    try {
      results.at(-1).withoutNonce = await hydratesWithoutNonce(browser, app);
    } finally {
      selfOnly.kill();
    }
  }
} finally {
  await browser.close();
}

const bare = results[0];
console.log('\nfirst load of / (script files, brotli 11)');
for (const r of results) {
  const inline = r.inline.map((s) => `${s.kind} ${s.bytes} B${s.nonce ? ' +nonce' : ''}`).join(', ') || 'none';
  console.log(
    `${r.app.padEnd(25)} ${(r.jsBrotli / 1024).toFixed(1).padStart(6)} KB (${(r.jsBrotli / bare.jsBrotli).toFixed(2)}x bare), ` +
      `${r.scriptRequests} script requests (${(r.scriptRequests / bare.scriptRequests).toFixed(2)}x), raw ${(r.jsRaw / 1024).toFixed(1)} KB; inline: ${inline}`,
  );
}
const FIELDS = [
  'cspViolations',
  'withoutNonce',
  'islandInHtml',
  'islandLoadedEarly',
  'islandWorks',
  'clientNavigation',
  'productTitle',
  'productButtons',
  'scrollAfterNavigation',
  'scrollRestored',
  'productHeader',
  'productDirect',
  'unknownAddressLoadsPage',
  'accountServerHtml',
  'accountBrowser',
  'missingProductStatus',
  'unknownPathStatus',
];
console.log('\nbehaviour (under the CSP above)');
for (const field of FIELDS)
  console.log(`${field.padEnd(22)} ${results.map((r) => JSON.stringify(r[field] ?? '-').padEnd(28)).join(' ')}`);
console.log('\nscript files of /');
for (const r of results) console.log(`${r.app}: ${r.scriptFiles.join(' ')}`);
