// A fake Shopify Storefront API on loopback, answering in the documented response shapes:
// products(first, after, last, before, query, sortKey, reverse), product(handle), node(id) and
// cartCreate. It records every cartCreate input, can be told to answer userErrors or
// fail, and serves a small page at /cart/c/<token> so a browser has somewhere to land.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Option {
  name: string;
  value: string;
}

interface FixtureVariant {
  id: number;
  size: string;
  color: string;
  price: string;
  available: boolean;
  quantity: number;
}

interface Fixture {
  id: number;
  handle: string;
  title: string;
  descriptionHtml: string;
  productType: string;
  tags: string[];
  compareAt: string;
  createdAt: string;
  variants: FixtureVariant[];
}

export const FAKE_STORE_HOST = 'tj-fake.myshopify.com';
export const FAKE_ACCESS_TOKEN = 'fake-storefront-token';

const variant = (id: number, size: string, color: string, price: string, quantity = 5): FixtureVariant => ({
  id,
  size,
  color,
  price,
  available: quantity > 0,
  quantity,
});

export const FAKE_PRODUCTS: readonly Fixture[] = [
  {
    id: 1001,
    handle: 'linen-wrap-dress',
    title: 'Linen Wrap Dress',
    descriptionHtml:
      '<p onclick="steal()">Breezy <strong>linen</strong> for summer.</p><script>alert(1)</script><a href="javascript:alert(1)">more</a>',
    productType: 'Dresses',
    // Tagged with the summer collection's former slug, as a hosted store may still be.
    tags: ['featured', 'collection:summer-25', 'material:linen'],
    compareAt: '59.0',
    createdAt: '2026-03-01T00:00:00Z',
    variants: [variant(2001, 'S', 'Blue', '49.0'), variant(2002, 'M', 'Blue', '49.0')],
  },
  {
    id: 1002,
    handle: 'mens-oxford-shirt',
    title: "Men's Oxford Shirt",
    descriptionHtml: '<p>Crisp cotton oxford.</p>',
    productType: 'Shirts',
    tags: ['trending', 'material:cotton'],
    compareAt: '0.0',
    createdAt: '2026-04-01T00:00:00Z',
    variants: [variant(2003, 'M', 'White', '39.5'), variant(2004, 'L', 'White', '42.0')],
  },
  {
    id: 1003,
    handle: 'kids-dino-tee',
    title: 'Kids Dino T-Shirt',
    descriptionHtml: '<p>Roar.</p>',
    productType: 'T-Shirts',
    tags: [],
    compareAt: '0.0',
    createdAt: '2026-05-01T00:00:00Z',
    variants: [variant(2005, '4T', 'Green', '15.0', 0)],
  },
  {
    id: 1004,
    handle: 'pearl-necklace',
    title: 'Pearl Necklace',
    descriptionHtml: '<p>Freshwater pearls.</p>',
    productType: 'Jewelry',
    tags: ['featured', 'collection:summer'],
    compareAt: '0.0',
    createdAt: '2026-06-01T00:00:00Z',
    variants: [variant(2006, 'One Size', 'White', '89.99')],
  },
  {
    id: 1005,
    handle: 'canvas-tote',
    title: 'Canvas Tote',
    descriptionHtml: '<p>Carries everything.</p>',
    productType: 'Bags',
    tags: [],
    compareAt: '0.0',
    createdAt: '2026-07-01T00:00:00Z',
    variants: [variant(2007, 'One Size', 'Beige', '25.0')],
  },
];

export const productGid = (id: number) => `gid://shopify/Product/${id}`;
export const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;

const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const byPrice = (a: FixtureVariant, b: FixtureVariant) => Number(a.price) - Number(b.price);

function toNode(p: Fixture) {
  const prices = [...p.variants].sort(byPrice);
  const image = (id: number) => ({
    url: `https://cdn.shopify.com/s/files/${id}.jpg`,
    altText: p.title,
    width: 800,
    height: 1000,
  });
  return {
    id: productGid(p.id),
    handle: p.handle,
    title: p.title,
    description: p.descriptionHtml.replace(/<[^>]*>/g, ''),
    descriptionHtml: p.descriptionHtml,
    productType: p.productType,
    vendor: 'TJ Fake Supplier',
    totalInventory: p.variants.reduce((sum, v) => sum + v.quantity, 0),
    availableForSale: p.variants.some((v) => v.available),
    tags: p.tags,
    priceRange: {
      minVariantPrice: money(prices[0]?.price ?? '0.0'),
      maxVariantPrice: money(prices.at(-1)?.price ?? '0.0'),
    },
    compareAtPriceRange: { minVariantPrice: money(p.compareAt) },
    images: { edges: [{ node: image(p.id) }] },
    variants: {
      edges: p.variants.map((v) => ({
        node: {
          id: variantGid(v.id),
          title: `${v.size} / ${v.color}`,
          sku: '',
          availableForSale: v.available,
          quantityAvailable: v.quantity,
          price: money(v.price),
          compareAtPrice: Number(p.compareAt) > 0 ? money(p.compareAt) : null,
          image: { url: image(p.id).url, altText: null },
          selectedOptions: [
            { name: 'Size', value: v.size },
            { name: 'Color', value: v.color },
          ] satisfies Option[],
        },
      })),
    },
  };
}

/**
 * The few terms of Shopify's search syntax the store sends, joined with AND; a term may be a group of terms joined with
 * OR.
 */
function matchesSearch(p: Fixture, query: string | null | undefined): boolean {
  if (!query) return true;
  return query.split(' AND ').every((group) => {
    const either = /^\((.*)\)$/.exec(group);
    return either ? either[1]!.split(' OR ').some((term) => matchesTerm(p, term)) : matchesTerm(p, group);
  });
}

function matchesTerm(p: Fixture, term: string): boolean {
  const unquote = (t: string) => t.replace(/^"|"$/g, '').replace(/\\(.)/g, '$1');
  if (term.startsWith('tag:')) return p.tags.includes(unquote(term.slice(4)));
  if (term === 'available_for_sale:true') return p.variants.some((v) => v.available);
  const price = /^variants\.price:(>=|<=)(\d+(?:\.\d+)?)$/.exec(term);
  if (price)
    return p.variants.some((v) =>
      price[1] === '>=' ? Number(v.price) >= Number(price[2]) : Number(v.price) <= Number(price[2]),
    );
  const created = /^created_at:>=(\d{4}-\d{2}-\d{2})$/.exec(term);
  if (created) return p.createdAt.slice(0, 10) >= created[1]!;
  return p.title.toLowerCase().includes(unquote(term).toLowerCase());
}

const SORTS: Record<string, (a: Fixture, b: Fixture) => number> = {
  TITLE: (a, b) => a.title.localeCompare(b.title),
  PRICE: (a, b) => Number([...a.variants].sort(byPrice)[0]?.price) - Number([...b.variants].sort(byPrice)[0]?.price),
  CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
};

const cursorOf = (p: Fixture) => Buffer.from(JSON.stringify({ last_id: p.id })).toString('base64');

interface Variables {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  query?: string | null;
  sortKey?: string | null;
  reverse?: boolean | null;
  handle?: string;
  id?: string;
  input?: { lines?: { merchandiseId: string; quantity: number }[] };
}

/** A connection as the Storefront API pages it: first/after forwards, last/before backwards. */
function productsAnswer(v: Variables) {
  const sorted = FAKE_PRODUCTS.filter((p) => matchesSearch(p, v.query));
  const compare = v.sortKey ? SORTS[v.sortKey] : undefined;
  if (compare) sorted.sort(compare);
  if (v.reverse) sorted.reverse();
  const position = (cursor: string) => sorted.findIndex((p) => cursorOf(p) === cursor);
  const from = v.after ? position(v.after) + 1 : 0;
  const to = v.before ? position(v.before) : sorted.length;
  const start = typeof v.last === 'number' ? Math.max(from, to - v.last) : from;
  const end = typeof v.last === 'number' ? to : Math.min(to, from + (v.first ?? 10));
  const page = sorted.slice(start, end);
  return {
    products: {
      edges: page.map((p) => ({ cursor: cursorOf(p), node: toNode(p) })),
      pageInfo: {
        hasNextPage: end < sorted.length,
        hasPreviousPage: start > 0,
        startCursor: page[0] ? cursorOf(page[0]) : null,
        endCursor: page.at(-1) ? cursorOf(page.at(-1) as Fixture) : null,
      },
    },
  };
}

export type CartMode = 'ok' | 'user-errors' | 'no-checkout-url' | 'http-error';

export interface FakeShopify {
  /** http://127.0.0.1:<port>: use as SHOPIFY_STORE_DOMAIN. */
  url: string;
  port: number;
  /** Every cartCreate input received, oldest first. */
  cartInputs: NonNullable<Variables['input']>[];
  /** Access tokens seen on requests. */
  tokens: string[];
  setCartMode(mode: CartMode): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeShopify(): Promise<FakeShopify> {
  const cartInputs: FakeShopify['cartInputs'] = [];
  const tokens: string[] = [];
  let cartMode: CartMode = 'ok';
  let carts = 0;

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'GET' && path.startsWith('/cart/c/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Hosted checkout</title><h1>Hosted checkout</h1>');
      return;
    }
    if (req.method !== 'POST' || !/^\/api\/[\w-]+\/graphql\.json$/.test(path))
      return send(res, 404, { errors: 'Not Found' });
    const token = req.headers['shopify-storefront-private-token'];
    if (typeof token === 'string') tokens.push(token);
    const { query, variables = {} } = JSON.parse(await readBody(req)) as { query: string; variables?: Variables };

    if (query.includes('cartCreate(')) {
      cartInputs.push(variables.input ?? {});
      if (cartMode === 'http-error') return send(res, 500, { errors: [{ message: 'Internal error' }] });
      if (cartMode === 'user-errors') {
        return send(res, 200, {
          data: {
            cartCreate: {
              cart: null,
              userErrors: [
                {
                  field: ['input', 'lines', '0', 'merchandiseId'],
                  message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.',
                  code: 'INVALID',
                },
              ],
            },
          },
        });
      }
      carts += 1;
      const checkoutUrl =
        cartMode === 'no-checkout-url' ? null : `https://${FAKE_STORE_HOST}/cart/c/fake-cart-${carts}?key=abc123`;
      return send(res, 200, {
        data: { cartCreate: { cart: { id: `gid://shopify/Cart/fake-cart-${carts}`, checkoutUrl }, userErrors: [] } },
      });
    }
    if (query.includes('product(handle')) {
      const found = FAKE_PRODUCTS.find((p) => p.handle === variables.handle);
      return send(res, 200, { data: { product: found ? toNode(found) : null } });
    }
    if (query.includes('node(id')) {
      const found = FAKE_PRODUCTS.find((p) => productGid(p.id) === variables.id);
      return send(res, 200, { data: { node: found ? toNode(found) : null } });
    }
    if (query.includes('products(')) return send(res, 200, { data: productsAnswer(variables) });
    return send(res, 200, { errors: [{ message: 'Unknown operation' }] });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    cartInputs,
    tokens,
    setCartMode: (mode) => {
      cartMode = mode;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
