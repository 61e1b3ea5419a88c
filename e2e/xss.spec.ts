// Stored XSS: the corpus in e2e/support/xss-payloads.ts (300+ payloads) is saved
// through the admin into products (description, name, vendor, tags, materials, sizes,
// colours, alt texts) and through every public form (contact, live chat, newsletter,
// checkout, gift cards), then the pages that show them are opened in Chromium.
//
// The render checks run with the Content-Security-Policy bypassed, so they judge the
// sanitiser and the renderers on their own; the last stories check the policy itself.
// A payload that runs calls __xss(ID) (exposed in every frame) or alert(ID) (a dialog);
// after each page has rendered its real content, no call and no dialog may have happened,
// and the DOM may hold no event attribute, script URL, script, frame, object or base.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { AdminOrderDetail, AdminProductDetail } from '../src/shared/schemas/admin';
import type { CartItem } from '../src/shared/schemas/cart';
import { CONTACT_TOPICS } from '../src/shared/store';
import { BOOT_SCRIPT, HEAD_SCRIPT, SSR_STATE_ID } from '../src/shared/page-render';
import { expect, markSplashSeen, test, waitForLivePages } from './fixtures';
import { CART_KEY, buyGiftCard, cartLine, listProducts, payOrder } from './support/store';
import { XSS_FAMILIES, XSS_MARKER, XSS_PAYLOADS, packPayloads, type XssPayload } from './support/xss-payloads';

const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };
/** A token in every record this run makes, to find them in lists and searches. */
const TAG = `xss${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DESCRIPTION_MAX = 20_000;
/** Marks where each payload starts in a packed description, to see which ones a neighbour swallowed. */
const sentinel = (id: number) => `⟦${id}⟧`;

// ---------- Watching for script ----------

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Every marker call and dialog, with where it happened. */
  hits: string[];
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let staffStorage: StorageState | undefined;

/** One sign-in per worker (sign-in is rate limited per account). */
async function staffState(browser: Browser): Promise<StorageState> {
  if (!staffStorage) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const res = await context.request.post('/api/auth/login', { data: ADMIN });
    expect(res.ok(), await res.text()).toBe(true);
    staffStorage = await context.storageState();
    await context.close();
  }
  return staffStorage;
}

/** A browser context, CSP bypassed, that records every payload that runs. */
async function watched(browser: Browser, as: 'shopper' | 'staff' = 'shopper'): Promise<Watched> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    bypassCSP: true,
    ...(as === 'staff' ? { storageState: await staffState(browser) } : {}),
  });
  const hits: string[] = [];
  // Exposed in every frame (srcdoc and data: frames included), before any page script.
  await context.exposeBinding(XSS_MARKER, ({ frame }, id: unknown) => {
    hits.push(`${XSS_MARKER}(${String(id)}) ran in ${frame.url().slice(0, 120)}`);
  });
  context.on('dialog', (dialog) => {
    hits.push(`${dialog.type()}(${dialog.message()}) opened on ${dialog.page()?.url() ?? '?'}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await markSplashSeen(context);
  return { context, page: waitForLivePages(await context.newPage()), hits };
}

/**
 * Everything on the page that could run script, now or on a click: event attributes,
 * script-like URLs, inline or foreign scripts, frames (but the admin's sandboxed email
 * preview), objects, base and meta refresh, SVG animation that can rewrite a link. The
 * store's own three inline elements are known exactly: the splash line in the head and the
 * script that starts the app at the end of the body (each allowed by its hash in the CSP), and
 * the server render's answers (JSON, never run), also at the end of the body. Structured data
 * for search engines (application/ld+json in the head) never runs either, and must stay JSON:
 * a payload that broke out of it would no longer parse.
 */
async function dangerousMarkup(page: Page, html: string | null = null): Promise<string[]> {
  return page.evaluate(
    ([html, headScript, bootScript, stateId]) => {
      const parsesAsJson = (text: string) => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      };
      // The page itself, or an HTML string parsed inertly (DOMParser runs nothing).
      const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
      const problems: string[] = [];
      const describe = (el: Element) => el.outerHTML.slice(0, 160);
      const URL_ATTRIBUTES = new Set([
        'href',
        'src',
        'action',
        'formaction',
        'xlink:href',
        'data',
        'poster',
        'background',
        'codebase',
        'srcset',
        'to',
        'values',
        'from',
        'by',
      ]);
      const FORBIDDEN = new Set([
        'object',
        'embed',
        'applet',
        'frame',
        'frameset',
        'base',
        'portal',
        'param',
        'animate',
        'set',
        'animatetransform',
        'animatemotion',
        'discard',
        'handler',
        'foreignobject',
        'use',
        'isindex',
        'xmp',
        'noembed',
        'noframes',
        'plaintext',
        'listing',
        'marquee',
      ]);
      for (const el of doc.querySelectorAll('*')) {
        const tag = el.localName.toLowerCase();
        if (FORBIDDEN.has(tag)) problems.push(`<${tag}>: ${describe(el)}`);
        if (tag === 'iframe' && el.getAttribute('sandbox') !== '') problems.push(`unsandboxed iframe: ${describe(el)}`);
        const script = el as HTMLScriptElement;
        const storeOwn =
          (script.parentElement === doc.head && !script.src && script.textContent === headScript) ||
          (script.parentElement === doc.body &&
            !script.src &&
            script.type === 'module' &&
            script.textContent === bootScript) ||
          (script.parentElement === doc.body &&
            script.id === stateId &&
            script.type === 'application/json' &&
            doc.querySelectorAll(`#${stateId}`).length === 1) ||
          (script.parentElement === doc.head &&
            !script.src &&
            script.type === 'application/ld+json' &&
            parsesAsJson(script.textContent ?? ''));
        if (tag === 'script' && !storeOwn && !(script.src && new URL(script.src).origin === location.origin)) {
          problems.push(`inline or foreign script: ${describe(el)}`);
        }
        if (tag === 'meta' && (el.hasAttribute('http-equiv') || !doc.head.contains(el)))
          problems.push(`meta: ${describe(el)}`);
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) problems.push(`event attribute ${name}: ${describe(el)}`);
          if (name === 'srcdoc' && el.getAttribute('sandbox') !== '')
            problems.push(`srcdoc outside a sandbox: ${describe(el)}`);
          if (
            name === 'style' &&
            /expression|javascript:|url\(\s*['"]?\s*(javascript|vbscript|data):/i.test(attr.value)
          )
            problems.push(`style: ${describe(el)}`);
          if (URL_ATTRIBUTES.has(name)) {
            // What a browser would see: ASCII whitespace and controls stripped, any case.
            const url = [...attr.value]
              .filter((c) => c.charCodeAt(0) > 0x20)
              .join('')
              .toLowerCase();
            // A picture's data URL is drawn, never run: an <img>'s, and the store's icon in the head.
            const picture =
              (tag === 'img' && name === 'src') ||
              (tag === 'link' && name === 'href' && el.getAttribute('rel') === 'icon' && doc.head.contains(el));
            const image = picture && url.startsWith('data:image/');
            if (/^(javascript|vbscript|livescript):/.test(url) || (url.startsWith('data:') && !image))
              problems.push(`script URL in ${name}: ${describe(el)}`);
          }
        }
      }
      // Descriptions may only hold the sanitiser's allow-list.
      const ALLOWED = new Set([
        'p',
        'br',
        'strong',
        'em',
        'b',
        'i',
        'u',
        'ul',
        'ol',
        'li',
        'h3',
        'h4',
        'blockquote',
        'a',
      ]);
      for (const el of doc.querySelectorAll('.rich-text *')) {
        if (!ALLOWED.has(el.localName)) problems.push(`<${el.localName}> in a description: ${describe(el)}`);
      }
      return problems;
    },
    [html, HEAD_SCRIPT, BOOT_SCRIPT, SSR_STATE_ID] as const,
  );
}

/** After the page shows its real content: let pending image errors and a frame pass, then judge. */
async function expectNoScriptRan({ page, hits }: Watched, where: string) {
  await page.waitForFunction(() =>
    [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(hits, `script ran on ${where}`).toEqual([]);
  expect(await dangerousMarkup(page), `dangerous markup on ${where}`).toEqual([]);
}

const squash = (text: string) => text.replace(/\s+/g, '');
/** An input's value, whitespace aside (a text input drops the newlines a payload had). */
async function expectValue(locator: Locator, expected: string) {
  await expect.poll(async () => squash(await locator.inputValue())).toBe(squash(expected));
}
/** The locator's text holds `expected` literally (whitespace aside: inputs and layout fold it). */
async function expectLiteral(locator: Locator, expected: string) {
  await expect.poll(async () => squash((await locator.first().textContent()) ?? '')).toContain(squash(expected));
}

/**
 * The emails this run stored (found by `q`): each one's HTML, parsed inertly, holds nothing
 * that could run (mail clients render it without our CSP); then `open` of them are opened in
 * the admin outbox, where the HTML shows in a sandboxed frame and the text as text.
 */
async function expectSafeOutbox(staff: Watched, q: string, open: readonly string[]) {
  const found: { id: number; to: string; subject: string }[] = [];
  for (let after: string | undefined; ;) {
    const res = await staff.context.request.get('/api/admin/outbox', {
      params: { q, limit: 100, ...(after ? { after } : {}) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    found.push(...((await res.json()) as typeof found));
    after = /[?&]after=([^&>]+)[^>]*>;\s*rel="next"/.exec(res.headers()['link'] ?? '')?.[1];
    if (!after) break;
    after = decodeURIComponent(after);
  }
  expect(found.length).toBeGreaterThan(0);
  for (const email of found) {
    const detail = (await (await staff.context.request.get(`/api/admin/outbox/${email.id}`)).json()) as {
      html: string | null;
    };
    expect(await dangerousMarkup(staff.page, detail.html ?? ''), `email ${email.id} to ${email.to}`).toEqual([]);
  }
  const { page } = staff;
  await page.goto('/admin/outbox');
  await page.getByRole('searchbox', { name: 'Search by recipient or subject' }).fill(q);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: q }).first()).toBeVisible();
  await expectNoScriptRan(staff, '/admin/outbox');
  for (const text of open) {
    await page
      .getByRole('row')
      .filter({ hasText: text })
      .first()
      .getByRole('button', { name: /^View email/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Plain text')).toBeVisible();
    await expect(dialog.locator('iframe[sandbox=""]')).toBeAttached();
    await expectNoScriptRan(staff, `the outbox email to ${text}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

// ---------- Spreading the corpus over a form's fields ----------

/**
 * Shares every payload that fits out over records of text fields, longest field first, each
 * payload once; a field left empty gets `filler` (the forms require most of them).
 */
/**
 * One-line fields (names, subjects, titles, address lines) refuse line breaks and control
 * characters with a 400 (input-lines.test.ts): payloads go in them as one line, joined by spaces.
 */
const asOneLine = (text: string) => text.replace(/[\n\r\t\f\v]+/g, ' ');
/** Longer text keeps its line breaks and tabs but refuses other control characters. */
const asText = (text: string) => text.replace(/[\f\v]/g, ' ');

function spread<K extends string>(
  payloads: readonly XssPayload[],
  limits: Record<K, number>,
  filler: (key: K, n: number) => string,
  multiLine: readonly NoInfer<K>[] = [],
) {
  const keys = (Object.keys(limits) as K[]).sort((a, b) => limits[b] - limits[a]);
  const largest = limits[keys[0]!];
  const left = payloads.filter((p) => p.text.trim().length > 0 && p.text.length <= largest);
  const records: { fields: Record<K, string>; ids: number[] }[] = [];
  while (left.length > 0) {
    const fields = {} as Record<K, string>;
    const ids: number[] = [];
    for (const key of keys) {
      let value = '';
      for (let i = 0; i < left.length;) {
        const payload = left[i]!;
        const text = multiLine.includes(key) ? asText(payload.text) : asOneLine(payload.text);
        const next = value ? `${value}${multiLine.includes(key) ? '\n' : ' '}${text}` : text;
        if (next.length <= limits[key]) {
          value = next;
          ids.push(payload.id);
          left.splice(i, 1);
        } else {
          i += 1;
        }
      }
      fields[key] = value.trim() ? value : filler(key, records.length);
    }
    records.push({ fields, ids });
  }
  return records;
}

const fitting = (max: number) => XSS_PAYLOADS.filter((p) => p.text.trim().length > 0 && p.text.length <= max);
/** The n-th payload of at most `max` characters, cycling. */
const short = (max: number, n: number) => {
  const pool = fitting(max);
  return pool[n % pool.length]!.text;
};
/** The same, for a one-line field. */
const shortLine = (max: number, n: number) => asOneLine(short(max, n));

// ---------- The catalogue under attack, made once per worker ----------

interface SavedProduct {
  id: number;
  handle: string;
  name: string;
  /** The description as stored (sanitised). */
  description: string;
  tags: string[];
  variantId: number;
  /** Payloads that reached the sanitiser in this description at their own position. */
  payloadIds: number[];
}

let catalogue: Promise<SavedProduct[]> | undefined;
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

async function saveCatalogue(api: APIRequestContext): Promise<SavedProduct[]> {
  const upload = await api.post('/api/admin/media', { headers: { 'content-type': 'image/png' }, data: ONE_PIXEL_PNG });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url: imageUrl } = (await upload.json()) as { url: string };

  const saved: SavedProduct[] = [];
  let queue = [...XSS_PAYLOADS];
  for (let k = 0; queue.length > 0; k += 1) {
    // Pack what is left, each payload after its sentinel.
    const batch: XssPayload[] = [];
    let description = '';
    for (const payload of queue) {
      const piece = `${sentinel(payload.id)} ${payload.text}\n`;
      if (description.length + piece.length > DESCRIPTION_MAX) continue;
      description += piece;
      batch.push(payload);
    }
    const prefix = `${TAG} #${k} `;
    const body = {
      handle: `${TAG}-${k}`,
      name: prefix + short(255 - prefix.length, k * 7),
      description,
      category: 'women',
      // A subcategory is one the shop has (any other is refused), so payloads go in the free-text fields.
      subcategory: 'dresses',
      productType: short(64, k * 5 + 2),
      vendor: short(128, k * 5 + 3),
      tags: Array.from({ length: 50 }, (_, i) => short(64, k * 50 + i)),
      materials: Array.from({ length: 50 }, (_, i) => short(64, k * 50 + i + 25)),
      variants: [
        { size: short(32, k * 3), color: short(32, k * 3 + 1), price: '19.99', stock: 1000 },
        { size: 'M', color: short(32, k * 3 + 1), price: '21.99', stock: 1000 },
        { size: 'M', color: short(32, k * 3 + 2), price: '21.99', stock: 1000 },
      ],
      images: [0, 1, 2].map((i) => ({ url: imageUrl, alt: short(255, k * 3 + i + 11) })),
    };
    const res = await api.post('/api/admin/products', { data: body });
    expect(res.status(), await res.text()).toBe(201);
    const detail = (await res.json()) as AdminProductDetail;
    // A payload whose sentinel survived was sanitised where it stands; the rest go round again.
    const covered = batch.filter((p) => detail.product.description.includes(sentinel(p.id)));
    expect(covered.length, 'the first payload of a description is always covered').toBeGreaterThan(0);
    const coveredIds = new Set(covered.map((p) => p.id));
    queue = queue.filter((p) => !coveredIds.has(p.id));
    saved.push({
      id: detail.product.id,
      handle: detail.product.handle,
      name: detail.product.name,
      description: detail.product.description,
      tags: detail.product.tags,
      variantId: detail.variants[0]!.id,
      payloadIds: [...coveredIds],
    });
  }
  return saved;
}

function savedCatalogue(browser: Browser): Promise<SavedProduct[]> {
  catalogue ??= (async () => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: await staffState(browser),
    });
    try {
      return await saveCatalogue(context.request);
    } finally {
      await context.close();
    }
  })();
  return catalogue;
}

// ---------- Stories ----------

// Independent stories, spread over both workers (each worker makes its own catalogue and TAG).
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

test('the corpus holds at least 200 distinct payloads from every family, and the watchers see a payload that runs', async ({
  browser,
}) => {
  await test.step('200+ distinct payloads, every family represented', async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(XSS_PAYLOADS.map((p) => p.text)).size).toBe(XSS_PAYLOADS.length);
    for (const family of XSS_FAMILIES)
      expect(XSS_PAYLOADS.filter((p) => p.family === family).length, family).toBeGreaterThanOrEqual(10);
  });

  await test.step('an unsanitised payload put in the page is caught (the checks are not blind)', async () => {
    const watch = await watched(browser);
    await watch.page.goto('/');
    await expect(watch.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await watch.page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src=x onerror=__xss(0)><a href="jav&#x09;ascript:__xss(0)">x</a>',
      );
    });
    await expect.poll(() => watch.hits).toContainEqual(expect.stringContaining('__xss(0) ran'));
    expect(await dangerousMarkup(watch.page)).toEqual([
      expect.stringContaining('event attribute onerror'),
      expect.stringContaining('script URL in href'),
    ]);
    await watch.page.evaluate(() => setTimeout(() => alert(0)));
    await expect.poll(() => watch.hits).toContainEqual(expect.stringContaining('alert(0) opened'));
    await watch.context.close();
  });
});

test('payloads saved by staff in products run nowhere: product pages, quick view, shop search, admin list and editor', async ({
  browser,
  request,
}) => {
  const products = await savedCatalogue(browser);

  await test.step('every payload reached the sanitiser at its own position in some description', async () => {
    const covered = new Set(products.flatMap((p) => p.payloadIds));
    expect(XSS_PAYLOADS.filter((p) => !covered.has(p.id)).map((p) => p.id)).toEqual([]);
  });

  const storefront = new Map((await listProducts(request, `first=50&query=${TAG}`)).map((p) => [p.handle, p]));
  const shopper = await watched(browser);
  for (const product of products) {
    await test.step(`the product page for ${product.handle} shows names as text and runs nothing`, async () => {
      const { page } = shopper;
      await page.goto(`/product/${product.handle}`);
      await expectLiteral(page.getByRole('heading', { level: 1 }), product.name);
      await expectLiteral(page.getByRole('list', { name: 'Tags' }).getByRole('listitem'), product.tags[0]!);
      // What shows is the text the server extracted from the sanitised HTML: entities stay text.
      const text = storefront.get(product.handle)?.description ?? '';
      expect(squash((await page.locator('.rich-text').textContent()) ?? '')).toBe(squash(text));
      await expectNoScriptRan(shopper, `/product/${product.handle}`);
    });
  }

  await test.step('the shop search lists them, and each quick view renders its description safely', async () => {
    const { page } = shopper;
    await page.goto(`/shop?query=${TAG}`);
    const quickViews = page.getByRole('button', { name: /^Quick view / });
    await expect(quickViews).toHaveCount(products.length);
    for (let i = 0; i < products.length; i += 1) {
      await quickViews.nth(i).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('region', { name: 'Description' })).toBeVisible();
      await expectLiteral(dialog.getByRole('heading').first(), TAG);
      await expectNoScriptRan(shopper, `quick view ${i + 1}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await expectNoScriptRan(shopper, `/shop?query=${TAG}`);
  });
  await shopper.context.close();

  const staff = await watched(browser, 'staff');
  await test.step('the admin product list shows the names as text', async () => {
    const { page } = staff;
    await page.goto('/admin/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(TAG);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByRole('row').filter({ hasText: TAG });
    await expect(rows).toHaveCount(products.length);
    for (const product of products)
      await expectLiteral(rows.filter({ hasText: `${TAG} #${products.indexOf(product)} ` }), product.name);
    await expectNoScriptRan(staff, '/admin/products');
  });

  for (const product of products) {
    await test.step(`the admin editor for ${product.handle} holds the stored values in its fields`, async () => {
      const { page } = staff;
      await page.goto(`/admin/products/${product.id}`);
      await expectValue(page.getByLabel('Name', { exact: true }), product.name);
      // The rich-text editor holds the stored (sanitised) description: the same text the shop shows.
      const text = storefront.get(product.handle)?.description ?? '';
      await expect
        .poll(async () => squash((await page.getByRole('textbox', { name: 'Description' }).textContent()) ?? ''))
        .toBe(squash(text));
      await expectNoScriptRan(staff, `/admin/products/${product.id}`);
    });
  }

  await test.step('a description typed into the admin editor is saved sanitised and shows safely', async () => {
    const { page } = staff;
    const [first] = products;
    // Typed text becomes HTML (a paragraph a line, < and > escaped), several times its length:
    // a quarter of the limit stays within it once stored.
    const typed = packPayloads(XSS_PAYLOADS, DESCRIPTION_MAX / 4)[0]!;
    await page.goto(`/admin/products/${first!.id}`);
    await page.getByLabel('Description').fill(typed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product saved')).toBeVisible();
    await expectNoScriptRan(staff, 'the admin editor after saving');
    await page.goto(`/product/${first!.handle}`);
    await expectLiteral(page.getByRole('heading', { level: 1 }), first!.name);
    await expect(page.locator('.rich-text')).toBeAttached();
    await expectNoScriptRan(staff, `/product/${first!.handle} after the editor saved`);
  });

  await test.step('an SVG (which can carry script) is refused as an upload: staff upload photos only', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="__xss(9001)"><script>__xss(9002)</script><text y="20">svg ${TAG}</text></svg>`;
    const upload = await staff.context.request.post('/api/admin/media', {
      headers: { 'content-type': 'image/svg+xml' },
      data: Buffer.from(svg),
    });
    expect(upload.status()).toBe(400);
    expect(((await upload.json()) as { message: string }).message).toBe(
      'image: this file is not a JPEG, PNG, WebP or AVIF image',
    );
  });
  await staff.context.close();
});

test('payloads sent through the contact form and live chat run nowhere in the admin inbox', async ({
  browser,
  request,
}) => {
  const topic = CONTACT_TOPICS[0].id;
  const contacts = spread(XSS_PAYLOADS, { message: 4_900, subject: 280, name: 200 }, (key, n) => `${key} ${n}`, [
    'message',
  ]);
  const chats = spread(XSS_PAYLOADS, { message: 4_900 }, () => 'filler', ['message']);
  const sent: { email: string; subject?: string; message: string }[] = [];

  await test.step(`the API takes ${contacts.length} contact messages and ${chats.length} chat messages holding every payload`, async () => {
    for (const [i, { fields }] of contacts.entries()) {
      const email = `${TAG}-contact${i}@example.com`;
      const data = {
        name: fields.name,
        email,
        category: topic,
        subject: `${TAG} ${fields.subject}`,
        message: `${TAG} ${fields.message}`,
      };
      const res = await request.post('/api/contact', { data });
      expect(res.status(), await res.text()).toBe(201);
      sent.push({ email, subject: data.subject.trim(), message: data.message.trim() });
    }
    for (const [i, { fields }] of chats.entries()) {
      const email = `${TAG}-chat${i}@example.com`;
      const res = await request.post('/api/contact/chat', { data: { email, message: `${TAG} ${fields.message}` } });
      expect(res.status(), await res.text()).toBe(201);
      sent.push({ email, message: `${TAG} ${fields.message}`.trim() });
    }
  });

  const shopper = await watched(browser);
  await test.step('a shopper types payloads into the real contact form', async () => {
    const { page } = shopper;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Name').fill(shortLine(200, 3));
    await form.getByLabel('Email').fill(`${TAG}-form@example.com`);
    await form.getByLabel('Topic').selectOption({ index: 1 });
    await form.getByLabel('Subject').fill(`${TAG} ${shortLine(250, 4)}`);
    await form.getByLabel('Message').fill(`${TAG} ${asText(packPayloads(XSS_PAYLOADS, 4_900)[0]!)}`);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText('Message sent!')).toBeVisible();
    await expectNoScriptRan(shopper, '/contact after sending');
  });

  await test.step('and into the live chat', async () => {
    const { page } = shopper;
    await page.getByRole('button', { name: /live chat/ }).click();
    const panel = page.getByRole('dialog', { name: /^Chat with/ });
    await panel.getByLabel('Your email').fill(`${TAG}-livechat@example.com`);
    await panel.getByLabel('Message', { exact: true }).fill(packPayloads(XSS_PAYLOADS.slice(40), 4_900)[0]!);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact/chat'));
    await panel.getByRole('button', { name: 'Send' }).click();
    expect((await posted).status()).toBe(201);
    await expect(panel.getByText(/Thanks! Your message is with our team\./)).toBeVisible();
    await expectNoScriptRan(shopper, '/contact after chatting');
  });
  await shopper.context.close();

  const staff = await watched(browser, 'staff');
  await test.step('the admin dashboard lists the newest messages', async () => {
    const { page } = staff;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Messages' }).click();
    await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
    await expectNoScriptRan(staff, '/admin messages tab');
  });

  await test.step('the inbox lists every message, and viewing each shows its text as text', async () => {
    const { page } = staff;
    await page.goto('/admin/messages');
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(TAG);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByRole('row').filter({ hasText: TAG });
    await expect(rows).toHaveCount(sent.length + 2);
    for (const message of sent) {
      const row = page.getByRole('row').filter({ hasText: message.email });
      if (message.subject) await expectLiteral(row, message.subject);
      await row.getByRole('button', { name: /^View message from/ }).click();
      await expectLiteral(page.locator('[data-sonner-toast][data-front="true"]'), message.message);
    }
    await expectNoScriptRan(staff, '/admin/messages');
  });

  await test.step('the emails the messages sent to staff', async () => {
    await expectSafeOutbox(staff, TAG, [`] ${TAG}`]);
  });
  await staff.context.close();
});

test('payloads in newsletter emails (what email validation lets through) run nowhere', async ({ browser, request }) => {
  // The shared email rule allows letters, digits and . _ ' + - only: quotes are the payload here.
  const emails = [`${TAG}'onmouseover'x@example.com`, `'${TAG}'-'y@example.com`, `${TAG}+'--'z@example.com`];
  for (const email of emails) {
    const res = await request.post('/api/newsletter', { data: { email } });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const watch = await watched(browser);
  await test.step('one through the real home page form', async () => {
    const { page } = watch;
    await page.goto('/');
    await page.locator('[data-home-section="newsletter"]').scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: /Newsletter/ });
    // A breakout the browser's own email check refuses before anything is sent.
    const field = section.getByLabel('Email address');
    await field.fill(`${TAG}'"><svg onload=__xss(1)>@example.com`);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await expectNoScriptRan(watch, '/ after a refused subscription');
    await field.fill(`${TAG}'form'x@example.com`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await section.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Welcome Aboard!' })).toBeVisible();
    await expectNoScriptRan(watch, '/ after subscribing');
  });
  await watch.context.close();

  const staff = await watched(browser, 'staff');
  await staff.page.goto('/admin/newsletter');
  await staff.page.getByRole('searchbox', { name: 'Search by email' }).fill(TAG);
  await staff.page.getByRole('button', { name: 'Search', exact: true }).click();
  for (const email of [...emails, `${TAG}'form'x@example.com`])
    await expect(staff.page.getByRole('cell', { name: email.toLowerCase(), exact: true })).toBeVisible();
  await expectNoScriptRan(staff, '/admin/newsletter');
  await staff.context.close();
});

test('payloads in checkout fields and product names run nowhere: payment page, confirmation, tracking, admin orders', async ({
  browser,
  request,
}) => {
  // Every payload through a dozen pages and the admin's outbox: on a busy machine this takes
  // longer than one test usually may.
  test.slow();
  const products = await savedCatalogue(browser);
  // Every free text field; the phone takes only digits and phone punctuation, so no payload gets in there.
  const limits = { notes: 1000, address: 200, firstName: 100, lastName: 100, city: 100, state: 100, zipCode: 20 };
  const records = spread(XSS_PAYLOADS, limits, (key) => `${key} filler`, ['notes']);
  const orders: { id: number; trackingNumber: string; name: string }[] = [];

  await test.step(`the API places and pays ${records.length} orders holding every payload`, async () => {
    for (const [i, { fields }] of records.entries()) {
      const product = products[i % products.length]!;
      const res = await request.post('/api/orders', {
        headers: { 'Idempotency-Key': `xss-${TAG}-order-${i}` },
        data: {
          customer: { ...fields, email: `${TAG}-order${i}@example.com`, country: 'GB' },
          items: [{ variantId: `gid://local/ProductVariant/${product.variantId}`, quantity: 1 }],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const { order, paymentToken } = (await res.json()) as {
        order: { id: number; trackingNumber: string };
        paymentToken: string | null;
      };
      // Paid, so each order is confirmed and its confirmation email written.
      if (paymentToken) await payOrder(request, paymentToken);
      orders.push({ ...order, name: product.name });
    }
  });

  await test.step('a shopper checks out through the real form with payloads in every free field', async () => {
    const watch = await watched(browser);
    const { page } = watch;
    const [node] = await listProducts(request, `first=1&query=${TAG}`);
    const line: CartItem = cartLine(node!, node!.variants.edges[0]!.node);
    await page.goto('/');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      CART_KEY,
      JSON.stringify([line]),
    ] as const);
    await page.goto('/checkout');
    await page.getByLabel('Email', { exact: true }).fill(`${TAG}-ui@example.com`);
    await page.getByLabel('Country').selectOption('GB');
    const typed = {
      'First name': shortLine(100, 1),
      'Last name': shortLine(100, 2),
      Address: shortLine(200, 3),
      City: shortLine(100, 4),
      'State / region': shortLine(100, 5),
      'Postal code': shortLine(20, 6),
      'Order notes (optional)': packPayloads(XSS_PAYLOADS.slice(100), 1000)[0]!,
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
    await expectNoScriptRan(watch, '/checkout/pay');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    const trackingNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    await expectNoScriptRan(watch, '/checkout/success');
    await page.getByRole('link', { name: 'Track Your Order' }).click();
    await expect(page.getByRole('heading', { name: `Order ${trackingNumber}` })).toBeVisible();
    await expectNoScriptRan(watch, `/track for the form's order`);
    await watch.context.close();
  });

  const shopper = await watched(browser);
  const staff = await watched(browser, 'staff');
  for (const order of orders) {
    await test.step(`order ${order.trackingNumber}: tracking and the admin order page show the fields as text`, async () => {
      const detail = (await (
        await staff.context.request.get(`/api/admin/orders/${order.id}`)
      ).json()) as AdminOrderDetail;
      await shopper.page.goto(`/track?number=${order.trackingNumber}`);
      await expect(shopper.page.getByRole('heading', { name: `Order ${order.trackingNumber}` })).toBeVisible();
      // A tracking number alone shows the city and state of the address, as the tracking answer has them.
      const tracked = (await (
        await shopper.context.request.get(`/api/orders/track/${order.trackingNumber}`)
      ).json()) as { order: { shippingAddress: string } };
      await expectLiteral(
        shopper.page.getByRole('region', { name: /Shipping address/ }),
        tracked.order.shippingAddress,
      );
      await expectLiteral(shopper.page.getByRole('region', { name: /Items/ }), order.name);
      await expectNoScriptRan(shopper, `/track?number=${order.trackingNumber}`);

      await staff.page.goto(`/admin/orders/${order.id}`);
      await expect(staff.page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
      const main = staff.page.getByRole('main');
      await expectLiteral(main, detail.order.shippingAddress);
      if (detail.order.notes) await expectLiteral(main, detail.order.notes);
      await expectLiteral(main, order.name);
      await expectNoScriptRan(staff, `/admin/orders/${order.id}`);
    });
  }

  await test.step('the admin orders list', async () => {
    await staff.page.goto('/admin/orders');
    await staff.page
      .getByRole('searchbox', { name: 'Search by order number, name, email, product, SKU or tracking number' })
      .fill(TAG);
    await staff.page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(staff.page.getByRole('link', { name: `#${orders[0]!.id}`, exact: true })).toBeVisible();
    await expectNoScriptRan(staff, '/admin/orders');
  });

  await test.step('the order confirmation emails', async () => {
    await expectSafeOutbox(staff, TAG, [`${TAG}-order0@`]);
  });
  await shopper.context.close();
  await staff.context.close();
});

test('payloads in gift cards run nowhere: the payment page, the card bought and the admin email outbox', async ({
  browser,
  request,
}) => {
  const cards = spread(
    XSS_PAYLOADS,
    { message: 1000, title: 200, senderName: 200, recipientName: 200 },
    (key) => `${key} filler`,
    ['message'],
  );

  await test.step(`the API buys and pays for ${cards.length} gift cards holding every payload`, async () => {
    // Paid, so each card is issued and its email written.
    for (const [i, { fields }] of cards.entries()) {
      await buyGiftCard(request, {
        ...fields,
        amount: '10',
        senderEmail: `${TAG}-sender${i}@example.com`,
        recipientEmail: `${TAG}-gift${i}@example.com`,
      });
    }
  });

  await test.step('a shopper buys one on the gift page: the payment page and the card show the names as text', async () => {
    const watch = await watched(browser);
    const { page } = watch;
    await page.goto('/gift-cards');
    const title = shortLine(200, 8);
    const recipient = shortLine(200, 9);
    const sender = shortLine(200, 10);
    await page.getByLabel('Gift card title').fill(title);
    await page.getByLabel('Amount ($)').fill('10');
    await page.getByLabel('Personal message').fill(packPayloads(XSS_PAYLOADS.slice(200), 1000)[0]!);
    await page.getByLabel('Your name').fill(sender);
    await page.getByLabel('Your email').fill(`${TAG}-giver@example.com`);
    await page.getByLabel("Recipient's name").fill(recipient);
    await page.getByLabel("Recipient's email").fill(`${TAG}-giftform@example.com`);
    await page.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByRole('heading', { name: 'Pay for your gift card' })).toBeVisible();
    const paidFor = page.locator('section[aria-labelledby="payment-items"]');
    await expectLiteral(paidFor, recipient);
    await expectLiteral(paidFor, title);
    await expectLiteral(paidFor, sender);
    await expectNoScriptRan(watch, '/checkout/pay for a gift card');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByTestId('gift-card-code')).toBeVisible();
    await expectLiteral(page.locator('#created-title'), recipient);
    await expectNoScriptRan(watch, '/checkout/success for a gift card');
    await watch.context.close();
  });

  await test.step('the gift card emails in the admin outbox', async () => {
    const staff = await watched(browser, 'staff');
    await expectSafeOutbox(staff, `${TAG}-gift`, [`${TAG}-gift0@`]);
    await staff.context.close();
  });
});

test('payloads typed into the shop search, or put in confirmation and product addresses, are shown as text', async ({
  browser,
}) => {
  const watch = await watched(browser);
  const { page } = watch;
  const samples = XSS_FAMILIES.map((family) =>
    XSS_PAYLOADS.find((p) => p.family === family && p.text.length <= 100 && !/[\n\t\f]/.test(p.text))!,
  );
  await page.goto('/shop');
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search the shop' });
  for (const payload of samples) {
    await search.fill(payload.text);
    await expect(page).toHaveURL((url) => squash(url.searchParams.get('query') ?? '') === squash(payload.text));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'No products found' }).or(main.getByText(/^Showing \d/)),
    ).toBeVisible();
    await expect(search).toHaveValue(payload.text);
  }
  await expectNoScriptRan(watch, '/shop search');
  for (const payload of samples.slice(0, 4)) {
    // A confirmation this tab kept, whose number, address and line carry the payload.
    const kept = {
      id: 1,
      trackingNumber: payload.text,
      status: 'pending',
      email: 'ada@example.com',
      subtotal: '10.00',
      discount: '0.00',
      shipping: '9.99',
      tax: '0.00',
      giftCardAmount: '19.99',
      total: '0.00',
      shippingMethod: 'standard',
      shippingAddress: payload.text,
      giftCardLast4: 'AB12',
      createdAt: new Date().toISOString(),
      emailSent: false,
      items: [{ name: payload.text, size: 'M', color: 'Red', quantity: 1, price: '10.00', imageUrl: null }],
    };
    await page.evaluate((order) => window.sessionStorage.setItem('tj-confirmed-order', JSON.stringify(order)), kept);
    await page.goto(`/checkout/success?order=${encodeURIComponent(payload.text)}`);
    await expect(page.getByTestId('order-number')).toHaveText(payload.text.trim());
    await expectNoScriptRan(watch, '/checkout/success?order=…');
    // The server writes page hints for product paths into the HTML: a payload as the handle.
    await page.goto(`/product/${encodeURIComponent(payload.text)}`);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expectNoScriptRan(watch, '/product/<payload>');
  }
  await watch.context.close();
});

test.describe('Content-Security-Policy', () => {
  test("pages carry object-src 'none', base-uri 'none' and a script-src without inline script", async ({ request }) => {
    for (const path of ['/', '/shop', '/product/anything', '/admin', '/checkout', '/healthz', '/no-such-page']) {
      const res = await request.get(path);
      const header = res.headers()['content-security-policy'] ?? '';
      const directives = new Map(
        header
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((parts) => parts[0])
          .map(([name, ...values]) => [name!, values]),
      );
      expect(directives.get('object-src'), `${path}: ${header}`).toEqual(["'none'"]);
      expect(directives.get('base-uri'), `${path}: ${header}`).toEqual(["'none'"]);
      const script = directives.get('script-src') ?? directives.get('default-src');
      expect(script, `${path}: ${header}`).toBeDefined();
      for (const unsafe of [
        "'unsafe-inline'",
        "'unsafe-eval'",
        "'unsafe-hashes'",
        '*',
        'data:',
        'http:',
        'https:',
        'blob:',
      ]) {
        expect(script, `${path}: script-src allows ${unsafe}`).not.toContain(unsafe);
      }
      expect(
        directives.has('script-src-attr') || directives.has('script-src-elem'),
        'no looser script-src-attr/elem',
      ).toBe(false);
    }
  });

  test('the browser enforces it: an injected inline handler is refused and reported', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const hits: string[] = [];
    await context.exposeBinding(XSS_MARKER, (_source, id: unknown) => void hits.push(String(id)));
    const page = waitForLivePages(await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const violation = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true });
          document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=__xss(0)>');
        }),
    );
    expect(violation).toBe('script-src-attr');
    expect(hits).toEqual([]);
    await context.close();
  });
});
