// Builds the security scan's targets from a running server (scripts/security-scan.sh starts it):
// signs in as staff, makes the records the scan needs (a product with plenty of stock, an order,
// a gift card, a message, a staff account), reads /api/openapi.json and writes, for every
// operation and parameter, a sqlmap target with real example values, plus wapiti's start URLs.
//
//   node scripts/security-scan/targets.mjs <base-url> <out-dir>
//   (SCAN_ADMIN_USERNAME / SCAN_ADMIN_PASSWORD: the staff account the server was started with)
//
// Writes <out-dir>/sqlmap/P-NNN.args (the target's own sqlmap arguments, NUL-separated; P is 1 for
// reads, 2 for writes) and P-NNN.name (label, tab, the parameters it tests),
// <out-dir>/wapiti/urls.txt and cookies.json, <out-dir>/eval-context.json (read by sqlmap_eval.py)
// and prints what it made. Only Node's own modules: nothing to install.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [base, outDir] = process.argv.slice(2);
if (!base || !outDir) {
  console.error('usage: node scripts/security-scan/targets.mjs <base-url> <out-dir>');
  process.exit(2);
}
const ADMIN = { username: process.env.SCAN_ADMIN_USERNAME, password: process.env.SCAN_ADMIN_PASSWORD };
const HERE = fileURLToPath(new URL('.', import.meta.url));
mkdirSync(outDir, { recursive: true });
const JSON_TYPE = 'application/json';

// ---------- HTTP ----------

async function call(method, path, { body, cookie, headers = {}, expect } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': JSON_TYPE } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  if (expect && !expect.includes(res.status))
    throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json };
}

async function signIn() {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': JSON_TYPE },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`Staff sign-in failed: HTTP ${res.status} ${await res.text()}`);
  const setCookie = res.headers.getSetCookie().find((c) => c.includes('='));
  if (!setCookie) throw new Error('Staff sign-in set no cookie');
  const [pair] = setCookie.split(';');
  const [name, value] = pair.split('=');
  return { name: name.trim(), value: value.trim(), header: `${name.trim()}=${value.trim()}` };
}

/** The `after` value of a Link: <...?after=X>; rel="next" header, if any. */
function nextCursor(headers) {
  const match = /[?&]after=([^&>]+)/.exec(headers.get('link') ?? '');
  return match ? decodeURIComponent(match[1]) : undefined;
}

// ---------- The records the scan uses ----------

const admin = await signIn();
const logoutSession = await signIn(); // another signed-in session, for POST /api/auth/logout to end
const spec = (await call('GET', '/api/openapi.json', { expect: [200] })).json;

const listing = await call('GET', '/api/products?first=2', { expect: [200] });
const realProduct = listing.json[0];
const productCursor = nextCursor(listing.headers);
const facets = (await call('GET', '/api/products/facets', { expect: [200] })).json;
const facet = (key, fallback) => facets?.[key]?.[0]?.value ?? fallback;

const run = Date.now().toString(36);
const NEW_PRODUCT_HANDLE = `scan-new-tee-${run}`;
const productInput = (handle, name) => ({
  handle,
  name,
  description: '<p>A plain tee the security scan orders and edits.</p>',
  category: 'women',
  subcategory: 't-shirts',
  productType: 'T-Shirts',
  collection: 'summer',
  vendor: 'Scan Supply',
  originalPrice: '29.99',
  materials: ['Cotton'],
  tags: ['scan'],
  featured: false,
  trending: false,
  active: true,
  variants: [{ size: 'M', color: 'Black', price: '1.00', stock: 1_000_000 }],
  images: [{ url: realProduct?.imageUrl ?? '/media/1', alt: 'Scan tee', color: 'Black', width: 800, height: 1000 }],
});
// Orders take stock: this product has a million, so the scan never sells out and every
// order it places answers the same way.
const orderProduct = (
  await call('POST', '/api/admin/products', {
    cookie: admin.header,
    body: productInput(`scan-order-tee-${run}`, 'Scan Order Tee'),
    expect: [201],
  })
).json;
// The one PUT /api/admin/products/{id} rewrites (so the orders' product keeps its variant).
const editProduct = (
  await call('POST', '/api/admin/products', {
    cookie: admin.header,
    body: productInput(`scan-edit-tee-${run}`, 'Scan Edit Tee'),
    expect: [201],
  })
).json;
const variantId = `gid://local/ProductVariant/${orderProduct.variants[0].id}`;

const customer = {
  email: 'scan.shopper@example.com',
  firstName: 'Sam',
  lastName: 'Scanner',
  address: '1 Main Street',
  city: 'Springfield',
  state: 'CA',
  zipCode: '94103',
  country: 'US',
  phone: '5550100',
  notes: 'Leave it at the door',
  newsletter: true,
};
// A code every order the scan places may use: WELCOME10 is for a customer's first order only.
const SCAN_CODE = 'SCANSAVE5';
await call('POST', '/api/admin/discounts', {
  cookie: admin.header,
  body: { title: '5% off for the scan', code: SCAN_CODE, rule: { kind: 'order-percent', percent: 5 } },
  expect: [201],
});
const orderBody = { customer, items: [{ variantId, quantity: 1 }], promoCode: SCAN_CODE };
const placeOrder = async (key) =>
  (
    await call('POST', '/api/orders', {
      body: orderBody,
      headers: { 'idempotency-key': `scan-setup-${run}-${key}` },
      expect: [201],
    })
  ).json.order;
const order = await placeOrder('000001');
await placeOrder('000002'); // two, so the staff order list has a second page (a real cursor)

const giftCardBody = {
  title: 'Happy birthday',
  amount: '1000',
  message: 'Enjoy something new!',
  senderName: 'Sam Scanner',
  senderEmail: 'scan.sender@example.com',
  recipientName: 'Ria Recipient',
  recipientEmail: 'scan.recipient@example.com',
  design: 'purple-elegance',
  expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
};
// A gift card is paid before it exists: pay its demo page, then read the card the payment issued.
// Only the buying browser reads the card by its payment link: its buyer cookie goes along.
const bought = await call('POST', '/api/gift-cards', { body: giftCardBody, expect: [201] });
const boughtCard = bought.json;
if (!boughtCard.paymentToken)
  throw new Error(`POST /api/gift-cards answered no payment to pay: ${JSON.stringify(boughtCard)}`);
const buyer = bought.headers
  .getSetCookie()
  .find((c) => c.startsWith('tj_buyer='))
  ?.split(';')[0];
await call('POST', `/api/payments/demo/${boughtCard.paymentToken}/pay`, { body: {}, cookie: buyer, expect: [200] });
const giftCard = (await call('GET', `/api/payments/${boughtCard.paymentToken}`, { cookie: buyer, expect: [200] })).json
  .giftCard?.issued;
if (!giftCard?.code) throw new Error('The paid gift card was not issued');

const contactBody = {
  name: 'Sam Scanner',
  email: 'scan.contact@example.com',
  category: 'sizing-help',
  subject: 'Sizing question',
  message: 'Do you have the linen dress in a size 14?',
};
// Two messages, so the staff inbox has a second page (a real cursor for ?after).
await call('POST', '/api/contact', { body: contactBody, expect: [200, 201] });
await call('POST', '/api/contact', {
  body: { ...contactBody, subject: 'Another sizing question' },
  expect: [200, 201],
});
await call('POST', '/api/newsletter', { body: { email: 'scan.reader@example.com' }, expect: [200, 201] });

const staffBody = {
  username: `scan-staff-${run}`,
  email: `scan-staff-${run}@example.com`,
  password: 'scan-password-456',
  role: 'support',
};
// Deactivated and reactivated by the scan: never the account the scan is signed in with.
const staff = (await call('POST', '/api/admin/staff', { cookie: admin.header, body: staffBody, expect: [201] })).json;

async function firstOf(path) {
  const res = await call('GET', `${path}?limit=1`, { cookie: admin.header, expect: [200] });
  return { row: res.json[0], cursor: nextCursor(res.headers) };
}
const adminLists = {};
for (const list of ['orders', 'messages', 'newsletter', 'outbox', 'products'])
  adminLists[list] = await firstOf(`/api/admin/${list}`);

// sqlmap_eval.py places and confirms a fresh order before each request to the status route.
writeFileSync(
  join(outDir, 'eval-context.json'),
  JSON.stringify({
    base,
    adminCookie: admin.header,
    orderBody,
    uniqueExamples: [staffBody.username, staffBody.email, NEW_PRODUCT_HANDLE],
  }),
);

// ---------- Example values ----------

/** Real values for path parameters, by route. */
function pathExample(path, name, schema) {
  if (name === 'handleOrId') return realProduct.handle;
  if (name === 'code') return giftCard.code;
  if (name === 'trackingNumber') return order.trackingNumber;
  if (name === 'id') {
    if (path.startsWith('/api/admin/messages/')) return adminLists.messages.row.id;
    if (path.startsWith('/api/admin/outbox/')) return adminLists.outbox.row.id;
    if (path.startsWith('/api/admin/orders/')) return order.id;
    if (path.startsWith('/api/admin/products/')) return editProduct.product.id;
    if (path.startsWith('/api/admin/staff/')) return staff.id;
  }
  return fallbackExample(schema ?? {}, name);
}

/** Real values for query parameters (each is scanned on its own, so each finds rows). */
function queryExample(path, name, schema) {
  const staffList = path.startsWith('/api/admin/');
  const list = path.split('/')[3]?.replace(/\.csv$/, '');
  switch (name) {
    case 'first':
    case 'limit':
      return 12;
    case 'page':
      return 1;
    case 'after':
    case 'before':
      return staffList ? (adminLists[list]?.cursor ?? 'x') : productCursor;
    case 'query':
      return realProduct.name.split(' ').at(-1).toLowerCase();
    case 'q':
      return (
        { orders: 'scan.shopper', messages: 'linen', newsletter: 'scan.reader', outbox: 'order', products: 'scan' }[
          list
        ] ?? 'scan'
      );
    case 'category':
      return 'women';
    case 'subcategory':
      return facet('subcategories', 'dresses');
    case 'sizes':
      return facet('sizes', 'M');
    case 'colors':
      return facet('colors', 'Black');
    case 'materials':
      return facet('materials', 'Cotton');
    case 'minPrice':
      return 10;
    case 'maxPrice':
      return 500;
    case 'trackingNumber':
      return order.trackingNumber;
    default:
      return fallbackExample(schema ?? {}, name);
  }
}

/** Known request bodies: values the server accepts, so each request gets as far as the database. */
function knownBody(method, path) {
  switch (`${method} ${path.replace(/\/$/, '')}`) {
    case 'POST /api/newsletter':
      return { email: 'scan.reader@example.com' };
    case 'POST /api/contact':
      return contactBody;
    case 'POST /api/contact/chat':
      return { email: 'scan.chat@example.com', message: 'Is the linen dress back in stock?' };
    case 'POST /api/gift-cards':
      return giftCardBody;
    case 'POST /api/orders': {
      return orderBody;
    }
    case 'POST /api/shopify/checkout':
      return {
        items: [{ variantId, quantity: 1 }],
        cartItems: [
          {
            id: `${orderProduct.product.id}-M-Black`,
            productId: `gid://local/Product/${orderProduct.product.id}`,
            name: 'Scan Order Tee',
            price: '1.00',
            imageUrl: '/media/1',
            size: 'M',
            color: 'Black',
            quantity: 1,
            shopifyId: variantId,
            handle: orderProduct.product.handle,
            custom: {
              productHandle: CUSTOM_ITEM.productHandle,
              designId: CUSTOM_ITEM.designId,
              colorId: CUSTOM_ITEM.colorId,
            },
          },
        ],
        customerInfo: {
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          shippingAddress: '1 Main Street, Springfield CA 94103',
          phone: customer.phone,
          notes: customer.notes,
        },
        total: '10.96',
      };
    case 'POST /api/auth/login':
      return ADMIN;
    case 'PATCH /api/admin/messages/{id}':
      return { read: true };
    case 'POST /api/admin/orders/{id}/status':
      return {
        status: 'shipped',
        note: 'Packed by the scan',
        carrier: 'UPS',
        carrierTrackingNumber: '1Z999AA10123456784',
      };
    case 'POST /api/admin/products':
      return productInput(NEW_PRODUCT_HANDLE, 'Scan New Tee');
    case 'PUT /api/admin/products/{id}': {
      const input = productInput(editProduct.product.handle, 'Scan Edit Tee');
      // The product's own SKU (SKUs are unique, so POST above leaves it to the server).
      input.variants = [{ ...input.variants[0], sku: editProduct.variants[0].sku }];
      // A save carries the version it was read at; later replays of it answer 409, which is no finding.
      return { ...input, version: editProduct.product.version };
    }
    case 'POST /api/admin/staff':
      return staffBody;
    default:
      return undefined;
  }
}

/** A design wizard line: a base garment, design and colour from src/shared/store.ts. */
const CUSTOM_ITEM = {
  productHandle: 'custom-premium-t-shirt',
  designId: 'tj-biker-classic',
  colorId: 'black',
  size: 'M',
};

const NAMED = {
  email: 'scan.person@example.com',
  name: 'Sam Scanner',
  firstName: 'Sam',
  lastName: 'Scanner',
  title: 'Scan title',
  subject: 'Scan subject',
  message: 'A message from the security scan.',
  notes: 'Leave it at the door',
  address: '1 Main Street',
  city: 'Springfield',
  state: 'CA',
  zipCode: '94103',
  country: 'US',
  phone: '5550100',
  price: '19.99',
  amount: '50',
  url: '/media/1',
  imageUrl: '/media/1',
  handle: 'scan-item',
  variantId,
  code: SCAN_CODE,
  promoCode: SCAN_CODE,
  password: 'scan-password-789',
  username: 'scan-user',
};

/** A valid value from a JSON schema alone, for operations this file does not know yet. */
function fallbackExample(schema, name = '') {
  if (schema.anyOf) return fallbackExample(schema.anyOf.find((s) => s.type === 'string') ?? schema.anyOf[0], name);
  if (schema.enum) return schema.enum[0];
  if (name in NAMED && (schema.type === 'string' || !schema.type)) return NAMED[name];
  if (/email$/i.test(name)) return 'scan.person@example.com';
  switch (schema.type) {
    case 'object': {
      const out = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = fallbackExample(child, key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => fallbackExample(schema.items ?? {}, name));
    case 'integer':
    case 'number': {
      if (typeof schema.default === 'number') return schema.default;
      const min = schema.minimum ?? 1;
      const max = schema.maximum ?? min + 10;
      return Math.min(Math.max(1, min), max);
    }
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : true;
    default: {
      if (schema.format === 'date-time') return new Date(Date.now() + 30 * 86_400_000).toISOString();
      if (typeof schema.default === 'string' && schema.default) return schema.default;
      let text = `scan-${name || 'value'}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
      while (text.length < (schema.minLength ?? 0)) text += '-x';
      return schema.maxLength ? text.slice(0, schema.maxLength) : text;
    }
  }
}

/** Dotted names of every field in a JSON value, in the order JSON.stringify writes them. */
function fieldNames(value, prefix = '') {
  if (Array.isArray(value)) return value.flatMap((v, i) => fieldNames(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => fieldNames(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

/**
 * The JSON with sqlmap's injection marker (*) after every value (or only those at the given
 * paths): sqlmap then tries each one, named #1*, #2*, ... in fieldNames() order. Its own JSON
 * detection names them by key instead, and tests a key that appears twice (variants[0].color,
 * images[0].color) only once.
 */
function markedJson(value, only, path = '') {
  if (Array.isArray(value)) return `[${value.map((v, i) => markedJson(v, only, `${path}[${i}]`)).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${markedJson(v, only, path ? `${path}.${k}` : k)}`)
      .join(',')}}`;
  }
  const text = JSON.stringify(value);
  if (text.includes('*')) throw new Error(`An example value holds sqlmap's marker: ${path}`);
  if (only && !only.includes(path)) return text;
  return typeof value === 'string' ? `${text.slice(0, -1)}*"` : `${text}*`;
}

// ---------- Targets ----------

const sqlmapDir = join(outDir, 'sqlmap');
const wapitiDir = join(outDir, 'wapiti');
mkdirSync(sqlmapDir, { recursive: true });
mkdirSync(wapitiDir, { recursive: true });

const targets = [];
/** args: this target's own sqlmap arguments (the script adds the common ones); skip: parameters not to test. */
function target(label, args, parameters, skip = []) {
  targets.push({ label, args, parameters, skip });
}
const evalCode = (code) => [
  '--eval',
  `import sys; sys.path.insert(0, ${JSON.stringify(HERE)}); import sqlmap_eval; ${code}`,
];

const wapitiUrls = new Set([`${base}/`]);
const operations = [];
let parameterCount = 0;

for (const [rawPath, methods] of Object.entries(spec.paths ?? {})) {
  for (const [lower, op] of Object.entries(methods)) {
    const method = lower.toUpperCase();
    const opName = `${method} ${rawPath}`;
    const route = opName.replace(/\/$/, ''); // 'POST /api/orders/' -> 'POST /api/orders'
    const params = op.parameters ?? [];
    const jsonSchema = op.requestBody?.content?.[JSON_TYPE]?.schema;
    const body = jsonSchema ? (knownBody(method, rawPath) ?? fallbackExample(jsonSchema)) : undefined;
    const fields = body === undefined ? [] : fieldNames(body);
    const opParams = params.map((p) => `${p.in}:${p.name}`).concat(fields.map((f) => `body:${f}`));
    const operation = { op: opName, parameters: opParams };
    operations.push(operation);

    // The concrete path with real values; `*` marks where sqlmap injects.
    const pathParams = params.filter((p) => p.in === 'path');
    const concrete = (mark) =>
      rawPath.replace(/\{([^}]+)\}/g, (_, name) => {
        const param = pathParams.find((p) => p.name === name);
        return encodeURIComponent(String(pathExample(rawPath, name, param?.schema))) + (mark === name ? '*' : '');
      });
    const query = params.filter((p) => p.in === 'query');
    const requiredQuery = query.filter((p) => p.required);
    const queryString = (list) =>
      list.length
        ? '?' +
          list
            .map(
              (p) =>
                `${encodeURIComponent(p.name)}=${encodeURIComponent(String(queryExample(rawPath, p.name, p.schema)))}`,
            )
            .join('&')
        : '';
    const url = (mark, list = requiredQuery) => ['-u', base + concrete(mark) + queryString(list)];
    const headerParams = params.filter((p) => p.in === 'header');
    const headerValues = headerParams.map((p) => [
      p.name,
      p.name === 'idempotency-key' ? `scan-${run}-header-key-0001` : String(fallbackExample(p.schema ?? {}, p.name)),
    ]);
    const headerArgs = (marked) =>
      headerValues.flatMap(([name, value]) => ['-H', `${name}: ${value}${marked === name ? '*' : ''}`]);

    const common = [];
    const skip = [];
    if (method !== 'GET') common.push('--method', method);
    // Writes answer with new ids and timestamps each time: sqlmap compares their status codes
    // (the one 2xx the route documents) rather than their bodies.
    const success = Object.keys(op.responses ?? {}).filter((code) => /^2\d\d$/.test(code));
    const code = method === 'GET' ? [] : ['--code', success.includes('201') ? '201' : (success[0] ?? '200')];
    if (rawPath.startsWith('/api/admin/')) {
      common.push('--cookie', admin.header);
      // The session cookie is tested once, on GET /api/auth/me (the route that only reads it).
      skip.push(admin.name);
    }
    // The logout route ends the session it is sent: its own, never the scan's.
    if (rawPath === '/api/auth/logout') common.push('--cookie', logoutSession.header);
    if (rawPath === '/api/auth/me') common.push('--cookie', admin.header);
    const data = (value) => ['--data', JSON.stringify(value), '-H', `Content-Type: ${JSON_TYPE}`];
    const markedData = (value, only) => ['--data', markedJson(value, only), '-H', `Content-Type: ${JSON_TYPE}`];
    // The body as it is, not scanned (the target is a header parameter): these answers replace
    // the script's --answers.
    const plainBody = (value) => [...data(value), '--answers=skip those kind=N,keep testing=Y,JSON data found=N'];
    // A write without a body (logout, deactivate): an empty JSON object, as the storefront sends
    // (without one sqlmap sends an empty form body, which the server refuses with 415).
    if (method !== 'GET' && body === undefined && opName !== 'POST /api/admin/media') common.push(...data({}));

    // Per-request --eval, so each request the scanner sends is one the server can accept:
    let bodyEval = [];
    // a fresh Idempotency-Key (a repeated key only replays the first order);
    if (headerParams.some((p) => p.name === 'idempotency-key'))
      bodyEval = evalCode("_locals['auxHeaders']['Idempotency-Key'] = sqlmap_eval.idempotency_key()");
    // a fresh confirmed order for each status change (an order moves to "shipped" once);
    else if (opName === 'POST /api/admin/orders/{id}/status')
      bodyEval = evalCode('uri = sqlmap_eval.confirmed_order_uri(uri)');
    // a new username and email, or handle, whenever sqlmap sends the example one (they are unique).
    else if (opName === 'POST /api/admin/staff')
      bodyEval = evalCode("sqlmap_eval.unique(globals(), 'username', 'email')");
    else if (opName === 'POST /api/admin/products') bodyEval = evalCode("sqlmap_eval.unique(globals(), 'handle')");

    // 1. Each query parameter on its own (with any required ones), so its example finds rows.
    for (const p of query) {
      target(
        `${opName} ?${p.name}`,
        [...common, ...url(undefined, [p, ...requiredQuery.filter((r) => r !== p)]), '-p', p.name, ...headerArgs()],
        [`query:${p.name}`],
        skip,
      );
    }
    // 2. Each path parameter, marked.
    for (const p of pathParams) {
      // A body goes as it is: -p names the marked path as the only parameter to test. (A status
      // change gets its fresh order only while the id is a plain number, i.e. not a payload; the
      // --eval that does it also adds "uri" to the JSON, which the server ignores.)
      const pathEval = opName === 'POST /api/admin/orders/{id}/status' ? bodyEval : [];
      const bodyAsIs = body !== undefined ? [...data(body), '-p', '#1*'] : [];
      target(
        `${opName} {${p.name}}`,
        [...common, ...code, ...url(p.name), ...headerArgs(), ...bodyAsIs, ...pathEval],
        [`path:${p.name}`],
        skip,
      );
    }
    // 3. Each header parameter, marked (the marked value is the one under test: no --eval; a
    //    repeated Idempotency-Key replays the same order, so the bodies are compared).
    for (const p of headerParams) {
      target(
        `${opName} header ${p.name}`,
        [...common, ...url(), ...headerArgs(p.name), ...(body !== undefined ? plainBody(body) : [])],
        [`header:${p.name}`],
        skip,
      );
    }
    // 4. The JSON body: sqlmap tries every field, nested ones included.
    if (body !== undefined) {
      target(
        `${opName} body`,
        [...common, ...code, ...url(), ...headerArgs(), ...markedData(body), ...bodyEval],
        fields.map((f) => `body:${f}`),
        skip,
      );
      if (route === 'POST /api/orders') {
        // The gift card code on its own: each accepted order spends from the card, so the other
        // fields are scanned without one (the card would run dry mid-scan and change the answers).
        const withCard = { ...body, giftCardCode: giftCard.code };
        target(
          `${opName} body giftCardCode`,
          [...common, ...code, ...url(), ...headerArgs(), ...markedData(withCard, ['giftCardCode']), ...bodyEval],
          ['body:giftCardCode'],
          skip,
        );
        // The other kind of line, a custom design (a base garment with 250 in stock): its fields
        // on their own too, since only the unchanged example places an order and takes stock.
        const withCustom = { ...body, items: [{ custom: CUSTOM_ITEM, quantity: 1 }] };
        const customPaths = Object.keys(CUSTOM_ITEM).map((k) => `items[0].custom.${k}`);
        const customFields = customPaths.map((f) => `body:${f}`);
        target(
          `${opName} body custom design line`,
          [...common, ...code, ...url(), ...headerArgs(), ...markedData(withCustom, customPaths), ...bodyEval],
          customFields,
          skip,
        );
        operation.parameters.push('body:giftCardCode', ...customFields);
      }
    }
    // 5. Operations without parameters still get scanned (cookies; the session cookie on /me).
    if (!query.length && !pathParams.length && !headerParams.length && body === undefined) {
      if (opName === 'POST /api/admin/media') {
        // Uploads are raw image bytes; the Content-Type header is what the server reads and stores.
        target(
          `${opName} header content-type`,
          [
            ...common,
            ...code,
            ...url(),
            '--data',
            '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
            '-H',
            'Content-Type: image/svg+xml*',
          ],
          ['header:content-type'],
          skip,
        );
        operation.parameters.push('header:content-type');
      } else {
        target(`${opName} (no parameters: its cookies)`, [...common, ...code, ...url()], [], skip);
      }
    }
    parameterCount += operation.parameters.length;

    // wapiti: GET operations with every query parameter filled in (it attacks each in turn).
    if (method === 'GET') wapitiUrls.add(base + concrete() + queryString(query));
  }
}

// Routes the document leaves out (hidden): the images and the health check.
target('GET /media/{id} (not in the OpenAPI document)', ['-u', `${base}/media/1*`], ['path:id']);
target('GET /healthz (not in the OpenAPI document)', ['-u', `${base}/healthz`], []);
// The storefront pages (one HTML file for all, from src/shared/routes.ts) and their shop filters.
for (const page of [
  '/shop?category=women&sort=price-asc&query=dress',
  '/women',
  '/cart',
  '/checkout',
  `/track?number=${order.trackingNumber}`,
  '/gift-cards/balance',
  '/contact',
  `/product/${realProduct.handle}`,
  '/admin',
]) {
  wapitiUrls.add(base + page);
}
wapitiUrls.add(`${base}/media/1`);

// User-Agent and Referer are tested once, on the first target: the server never reads them.
// Reads run first (phase 1), writes after (phase 2): orders, products and messages the writes
// add would otherwise change the lists and pages the reads compare while they run.
const isRead = (t) => t.label.startsWith('GET ');
targets.sort((a, b) => Number(!isRead(a)) - Number(!isRead(b)));
targets.forEach((t, i) => {
  const name = `${isRead(t) ? 1 : 2}-${String(i + 1).padStart(3, '0')}`;
  const skip = i === 0 ? t.skip : [...t.skip, 'user-agent', 'referer'];
  const args = skip.length ? [...t.args, `--skip=${skip.join(',')}`] : t.args;
  writeFileSync(join(sqlmapDir, `${name}.args`), args.join('\0') + '\0');
  writeFileSync(join(sqlmapDir, `${name}.name`), `${t.label}\t${t.parameters.join(' ')}\n`);
});

writeFileSync(join(wapitiDir, 'urls.txt'), [...wapitiUrls].join('\n') + '\n');
const host = new URL(base).hostname;
writeFileSync(
  join(wapitiDir, 'cookies.json'),
  JSON.stringify({
    [host]: { '/': { [admin.name]: { version: 0, value: admin.value, secure: false, expires: null, port: null } } },
  }),
);
writeFileSync(join(outDir, 'operations.json'), JSON.stringify(operations, null, 2));

console.log(
  `targets: ${operations.length} operations in the OpenAPI document, ${parameterCount} parameters and body fields; ` +
    `${targets.length} sqlmap targets, ${wapitiUrls.size} wapiti start URLs`,
);
