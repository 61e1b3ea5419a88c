// Shopper story for the hosted storefront: a second store server runs in hosted mode
// (production build, fresh data dir) against a fake Shopify Storefront API on loopback.
// The slide-out cart's Checkout creates a Shopify cart and the browser lands on its
// checkout page, moved onto CHECKOUT_DOMAIN, with the cart emptied behind it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_ACCESS_TOKEN, startFakeShopify, type FakeShopify } from '../src/server/test/fake-shopify';
import { test, expect } from './fixtures';
import { CART_KEY } from './support/store';

const SERVER_ENTRY = process.env.HOSTED_SERVER_ENTRY ?? 'dist/server/main.js';
const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';

interface Variant {
  id: string;
  price: { amount: string };
  selectedOptions: { name: string; value: string }[];
}
interface ProductNode {
  id: string;
  handle: string;
  title: string;
  variants: { edges: { node: Variant }[] };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`Hosted store server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Hosted store server did not become healthy');
}

test.describe('Hosted checkout', () => {
  let fake: FakeShopify;
  let server: ChildProcess;
  let dataDir: string;
  let storeUrl: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    fake = await startFakeShopify();
    dataDir = mkdtempSync(join(tmpdir(), 'tj-hosted-e2e-'));
    const port = await freePort();
    storeUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: storeUrl,
        DATA_DIR: dataDir,
        CLIENT_DIR,
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'false',
        SHOPIFY_STORE_DOMAIN: fake.url,
        SHOPIFY_STOREFRONT_ACCESS_TOKEN: FAKE_ACCESS_TOKEN,
        CHECKOUT_DOMAIN: fake.url,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(storeUrl, server);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a shopper checks out on the hosted store from the slide-out cart', async ({ page, request }) => {
    let product: ProductNode;
    let variant: Variant;

    await test.step('the store lists the hosted product', async () => {
      const res = await request.get(`${storeUrl}/api/shopify/products/linen-wrap-dress`);
      expect(res.ok()).toBe(true);
      product = (await res.json()).product;
      const first = product.variants.edges[0]?.node;
      if (!first) throw new Error('The hosted product has no variant');
      variant = first;
      expect(variant.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    });

    await test.step('the cart holds one line of it', async () => {
      const option = (name: string) => variant.selectedOptions.find((o) => o.name === name)?.value ?? '';
      const line = {
        id: `${product.id}-${option('Size')}-${option('Color')}`,
        productId: product.id,
        name: product.title,
        price: Number(variant.price.amount).toFixed(2),
        imageUrl: '',
        size: option('Size'),
        color: option('Color'),
        quantity: 2,
        shopifyId: variant.id,
        handle: product.handle,
      };
      await page.goto(storeUrl);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        CART_KEY,
        JSON.stringify([line]),
      ] as const);
      await page.reload();
      await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 2 items');
    });

    await test.step("Checkout leads to the hosted checkout page on the store's checkout domain", async () => {
      await page.getByRole('button', { name: /^Cart, / }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Checkout', exact: true }).click();
      await page.waitForURL(new RegExp(`^${fake.url.replaceAll('.', '\\.')}/cart/c/fake-cart-\\d+\\?key=abc123$`));
      await expect(page.getByRole('heading', { name: 'Hosted checkout' })).toBeVisible();
      expect(fake.cartInputs.at(-1)).toEqual({ lines: [{ merchandiseId: variant.id, quantity: 2 }] });
    });

    await test.step('the cart is empty when the shopper comes back', async () => {
      await page.goto(storeUrl);
      await expect(page.getByRole('button', { name: /^Cart, / })).toHaveAccessibleName('Cart, 0 items');
    });
  });
});
