// One arbitrary per operation: requests the document says are well formed (steered to real
// records by hints), and requests broken on purpose in one way each, named by `mutation`.
import fc from 'fast-check';
import {
  invalidUnicode,
  nastyNumber,
  nastyString,
  nastyValue,
  pathsOf,
  replaceAt,
  valueFor,
  type Hints,
} from './arbitraries';
import { stringFields, type Operation, type Parameter } from './openapi';

export interface FuzzRequest {
  op: string;
  /** True when built from the document's schemas alone; false when broken on purpose. */
  valid: boolean;
  /** 'valid' or what was broken. */
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The client address, when not inject's default. */
  remoteAddress?: string;
}

export interface RequestContext {
  hints: Hints;
  /** The Cookie header of a signed-in staff member, sent to `staffOnly` operations. */
  staffCookie: string;
  staffOnly: (op: Operation) => boolean;
  /** The Cookie header of a signed-in shopper, sent to `shopperOnly` operations. */
  shopperCookie?: string;
  shopperOnly?: (op: Operation) => boolean;
  /** Bodies for operations that take something other than JSON (image uploads), by op key. */
  rawBodies?: Record<string, fc.Arbitrary<{ contentType: string; payload: Buffer }>>;
}

interface Parts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
  raw?: { contentType: string; payload: Buffer };
}

interface BuildOptions {
  rawPath?: Record<string, string>;
  rawQuery?: string;
  headers?: Record<string, string>;
  /** Replaces the JSON body with these bytes (and this content type, '' for none). */
  payload?: { contentType: string; body: string | Buffer };
  cookie?: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Header values a real HTTP client can send: visible ASCII and spaces. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '').slice(0, 4000);

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

function build(op: Operation, parts: Parts, valid: boolean, mutation: string, options: BuildOptions): FuzzRequest {
  const path = op.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => options.rawPath?.[name] ?? encodeSegment(String(parts.path[name])),
  );
  const search = [queryString(parts.query), options.rawQuery].filter(Boolean).join('&');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts.headers))
    if (value !== undefined) headers[name] = headerSafe(String(value));
  if (options.cookie) headers.cookie = options.cookie;
  Object.assign(headers, options.headers);

  let payload: string | Buffer | undefined;
  if (options.payload) {
    payload = options.payload.body;
    if (options.payload.contentType) headers['content-type'] = options.payload.contentType;
  } else if (parts.raw) {
    payload = parts.raw.payload;
    headers['content-type'] = parts.raw.contentType;
  } else if (parts.body !== undefined) {
    payload = JSON.stringify(parts.body);
    headers['content-type'] = 'application/json';
  }
  return {
    op: op.key,
    valid,
    mutation,
    method: op.method,
    url: search ? `${path}?${search}` : path,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/**
 * encodeURIComponent, with lone surrogates sent as the UTF-8 bytes Node would put on the wire
 * (a replacement character), or with `loose`, as the three bytes a lax encoder writes for half
 * a pair as if it were a character (which no UTF-8 decoder accepts).
 */
function encodeSegment(value: string, { loose = false } = {}): string {
  const bytes = loose ? looseUtf8(value) : [...Buffer.from(value, 'utf8')];
  return bytes
    .map((byte) =>
      /[A-Za-z0-9\-_.!~*'()]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function looseUtf8(value: string): number[] {
  return [...value].flatMap((char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return [...Buffer.from(char, 'utf8')];
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  });
}

const byLocation = (op: Operation, location: Parameter['in']) => op.parameters.filter((p) => p.in === location);

function paramsArbitrary(
  op: Operation,
  hints: Hints,
  location: 'path' | 'query' | 'header',
): fc.Arbitrary<Record<string, unknown>> {
  const params = byLocation(op, location);
  const model = Object.fromEntries(
    params.map((p) => [p.name, valueFor(p.schema, hints, { op: op.key, location, name: p.name })]),
  );
  const requiredKeys = params.filter((p) => p.required || location === 'path').map((p) => p.name);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

// ---------- Broken pieces ----------

const nastyPathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString.map((s) => encodeSegment(s.slice(0, 400)) || '%20') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'a/b',
      '..',
      '.',
      '%2F',
      '%2e%2e',
      '%2e%2e%2f%2e%2e',
      '%zz',
      '%',
      '%00',
      '%E0%A4%A',
      '1%2F2',
      '%C0%AF',
      '-1',
      '0',
      '00',
      '1.5',
      '1e3',
      '0x1F',
      '2147483647',
      '2147483648',
      '4294967296',
      '9007199254740993',
      '99999999999999999999',
      '%20',
      '+',
      '%2B1',
      'null',
      '%FF%FE',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 250, max: 3_000 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 40, max: 120 }).map((n) => '9'.repeat(n)) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).map(encodeSegment) },
);

const RAW_QUERIES = [
  '%',
  '%zz',
  'a=%00',
  '&&&',
  '=',
  '==',
  '=1',
  'first=%',
  'first[]=1',
  'first=1&first=2',
  'page=1&page=x',
  '__proto__=1',
  '__proto__[admin]=1',
  'constructor[prototype][x]=1',
  'sort=price-asc&sort=newest',
  'limit=10&limit=20',
  'a'.repeat(5_000),
  `q=${'%F0%9F%A4%96'.repeat(200)}`,
  'trackingNumber=%00',
  'query=%ED%A0%80',
  'after=%FF',
  'minPrice=1e400',
  'maxPrice=-0',
  'first=1.0',
  'first=0x10',
  'first=%201',
  'page=2147483648',
  'inStock=TRUE',
  'category=WOMEN',
  'colors=,,,,',
  'sizes[]=M',
];

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":',
  '[1,]',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '\ufeff{}',
  ' ',
  'undefined',
  '{"a":"\\ud800"}',
  '{"a":1,"a":2}',
  '"string"',
  '123',
  'null',
  'true',
  '[]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":"\\u0000"}',
  '{"a":1e999}',
  '{"a":-}',
  '\u0000',
  '{"a":"\u0000"}',
  '{\n"a"\n:\n1\n',
  '[[[[[[[[[[',
  '{"email":"a@b.c" "x":1}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  '*/*',
  'application/json, text/plain',
  'image/png',
  'application/octet-stream',
  ';',
  'application/',
];

const crossSiteHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constantFrom<Record<string, string>>(
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.test' },
    { origin: 'null' },
  ),
  fc.constantFrom<Record<string, string>>(
    { origin: 'not a url' },
    { origin: 'http://' },
    { origin: 'http://localhost:80' },
    { 'sec-fetch-site': 'CROSS-SITE' },
  ),
  nastyString.map((s) => ({ origin: headerSafe(s) || 'x' })),
);

const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constantFrom<Record<string, string>>(
    { accept: 'text/html' },
    { accept: 'application/xml' },
    { accept: '*/*;q=0' },
    { 'accept-language': 'x'.repeat(3_000) },
    { 'if-none-match': '*' },
    { 'if-modified-since': 'yesterday' },
    { 'x-forwarded-for': '1.2.3.4, ::1, garbage' },
    { 'x-forwarded-proto': 'gopher' },
    { range: 'bytes=0-1' },
    { 'x-http-method-override': 'DELETE' },
    { 'transfer-encoding': 'identity' },
  ),
  fc.dictionary(fc.stringMatching(/^x-[a-z]{1,12}$/), nastyString.map(headerSafe), { maxKeys: 3 }),
);

const garbageCookie: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'tj_staff_session=',
    'tj_staff_session',
    '=;;',
    'tj_staff_session=%zz',
    'tj_staff_session=a; tj_staff_session=b',
    `tj_staff_session=${'a'.repeat(5_000)}`,
    ';;;',
  ),
  nastyString.map((s) => `tj_staff_session=${headerSafe(s)}`),
  fc.stringMatching(/^tj_staff_session=[A-Za-z0-9_-]{43}$/),
);

/** The parts of a request the document says is well formed. */
function partsArbitrary(op: Operation, context: RequestContext): fc.Arbitrary<Parts> {
  const { hints } = context;
  const rawBody = context.rawBodies?.[op.key];
  const bodyArb: fc.Arbitrary<unknown> = op.body
    ? op.body.required
      ? valueFor(op.body.schema, hints, { op: op.key, location: 'body', name: '' })
      : fc.option(valueFor(op.body.schema, hints, { op: op.key, location: 'body', name: '' }), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .record({
      path: paramsArbitrary(op, hints, 'path'),
      query: paramsArbitrary(op, hints, 'query'),
      headers: paramsArbitrary(op, hints, 'header'),
      body: bodyArb,
      raw: rawBody ?? fc.constant(undefined),
    })
    .map(({ raw, body, ...rest }) => ({ ...rest, ...(body !== undefined ? { body } : {}), ...(raw ? { raw } : {}) }));
}

/** A place of an operation that takes text; `path` is the parameter name or the body field's keys. */
export interface TextField {
  location: 'path' | 'query' | 'header' | 'body';
  path: Array<string | number>;
}

/** Every parameter of `op` and every string field of its JSON body (each branch of a union). */
export function textFields(op: Operation): TextField[] {
  const parameters = op.parameters.flatMap((p) => (p.in === 'cookie' ? [] : [{ location: p.in, path: [p.name] }]));
  const body = op.body ? stringFields(op.body.schema).map((path) => ({ location: 'body' as const, path })) : [];
  return [...parameters, ...body];
}

/**
 * `parts` with `text` in one field, as a client can send it: raw in a header (only inject can
 * carry half a pair there), as a lax encoder's bytes in the path or query, JSON-escaped in a body.
 */
function withText(
  op: Operation,
  parts: Parts,
  field: TextField,
  text: string,
  cookie: string | undefined,
): FuzzRequest {
  const options: BuildOptions = cookie ? { cookie } : {};
  const name = String(field.path[0]);
  switch (field.location) {
    case 'header':
      return build(op, parts, false, 'invalid-unicode', { ...options, headers: { [name]: text } });
    case 'path':
      return build(op, parts, false, 'invalid-unicode', {
        ...options,
        rawPath: { [name]: encodeSegment(text, { loose: true }) },
      });
    case 'query': {
      const { [name]: _replaced, ...query } = parts.query;
      return build(op, { ...parts, query }, false, 'invalid-unicode', {
        ...options,
        rawQuery: `${encodeSegment(name)}=${encodeSegment(text, { loose: true })}`,
      });
    }
    case 'body':
      return build(
        op,
        { ...parts, body: replaceAt(parts.body, field.path, () => text) },
        false,
        'invalid-unicode',
        options,
      );
  }
}

const cookieFor = (op: Operation, context: RequestContext) =>
  context.staffOnly(op) ? context.staffCookie : context.shopperOnly?.(op) ? context.shopperCookie : undefined;

/** For every text field of `op` and every one of `texts`: a well-formed request with just that field replaced. */
export function fieldProbes(
  op: Operation,
  context: RequestContext,
  texts: readonly string[],
  seed: number,
): Array<{ field: TextField; text: string; request: FuzzRequest }> {
  const [parts] = fc.sample(partsArbitrary(op, context), { seed, numRuns: 1 });
  return textFields(op).flatMap((field) =>
    texts.map((text) => ({ field, text, request: withText(op, parts!, field, text, cookieFor(op, context)) })),
  );
}

/** Requests for one operation: well formed with weight 2, broken (one way each) with weight 3. */
export function requestArbitrary(op: Operation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  const staff = context.staffOnly(op);
  const cookie = cookieFor(op, context);
  const rawBody = context.rawBodies?.[op.key];
  const partsArb = partsArbitrary(op, context);

  const valid = partsArb.map((parts) => build(op, parts, true, 'valid', { ...(cookie ? { cookie } : {}) }));
  const broken = (mutation: string, arb: fc.Arbitrary<BuildOptions & { parts: Parts }>) =>
    arb.map(({ parts, ...options }) =>
      build(op, parts, false, mutation, { ...(cookie ? { cookie } : {}), ...options }),
    );
  const mutations: Array<fc.Arbitrary<FuzzRequest>> = [];

  const pathNames = byLocation(op, 'path').map((p) => p.name);
  if (pathNames.length) {
    mutations.push(
      broken(
        'path-param',
        fc
          .record({ parts: partsArb, name: fc.constantFrom(...pathNames), segment: nastyPathSegment })
          .map(({ parts, name, segment }) => ({ parts, rawPath: { [name]: segment } })),
      ),
    );
  }

  const query = byLocation(op, 'query');
  if (query.length) {
    const names = query.map((p) => p.name);
    mutations.push(
      broken(
        'query-value',
        fc
          .record({
            parts: partsArb,
            name: fc.constantFrom(...names),
            value: fc.oneof(nastyString, nastyNumber, fc.array(nastyString, { minLength: 2, maxLength: 40 })),
          })
          .map(({ parts, name, value }) => ({ parts: { ...parts, query: { ...parts.query, [name]: value } } })),
      ),
      broken(
        'query-unknown',
        fc
          .record({
            parts: partsArb,
            extra: fc.dictionary(
              nastyString.filter((k) => k.length > 0 && k.length < 200),
              nastyString,
              { minKeys: 1, maxKeys: 5 },
            ),
          })
          .map(({ parts, extra }) => ({ parts: { ...parts, query: { ...extra, ...parts.query } } })),
      ),
      broken('query-raw', fc.record({ parts: partsArb, rawQuery: fc.constantFrom(...RAW_QUERIES) })),
    );
    const required = query.filter((p) => p.required).map((p) => p.name);
    if (required.length) {
      mutations.push(
        broken(
          'query-missing',
          fc.record({ parts: partsArb, name: fc.constantFrom(...required) }).map(({ parts, name }) => {
            const { [name]: _dropped, ...rest } = parts.query;
            return { parts: { ...parts, query: rest } };
          }),
        ),
      );
    }
  } else {
    mutations.push(
      broken('query-unexpected', fc.record({ parts: partsArb, rawQuery: fc.constantFrom(...RAW_QUERIES) })),
    );
  }

  const headerParams = byLocation(op, 'header');
  if (headerParams.length) {
    mutations.push(
      broken(
        'header-param',
        fc
          .record({
            parts: partsArb,
            name: fc.constantFrom(...headerParams.map((p) => p.name)),
            value: fc.option(fc.oneof(nastyString, nastyNumber.map(String)), { nil: undefined }),
          })
          .map(({ parts, name, value }) => ({ parts: { ...parts, headers: { ...parts.headers, [name]: value } } })),
      ),
    );
  }

  if (op.body) {
    const withBody = partsArb.filter((parts) => parts.body !== undefined);
    const reshape = (mutation: string, change: (body: unknown) => fc.Arbitrary<unknown>) =>
      broken(
        mutation,
        withBody.chain((parts) => change(parts.body).map((body) => ({ parts: { ...parts, body } }))),
      );
    mutations.push(
      reshape('body-replace', (body) => {
        const paths = pathsOf(body);
        return fc
          .tuple(fc.constantFrom(...paths), nastyValue)
          .map(([path, value]) => replaceAt(body, path, () => value));
      }),
      reshape('body-drop', (body) => {
        const paths = pathsOf(body).filter((p) => p.length > 0);
        return paths.length
          ? fc.constantFrom(...paths).map((path) => replaceAt(body, path, () => undefined))
          : fc.constant({});
      }),
      reshape('body-extra', (body) =>
        fc
          .dictionary(
            fc.oneof(nastyString, fc.constantFrom('id', 'status', 'total', 'price', 'isAdmin', 'role', 'prototype')),
            nastyValue,
            { minKeys: 1, maxKeys: 4 },
          )
          .map((extra) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...extra, ...body } : extra)),
      ),
      reshape('body-strings', (body) => {
        const strings = pathsOf(body).filter(
          (p) => typeof p.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], body) === 'string',
        );
        return fc
          .array(nastyString, { minLength: strings.length, maxLength: strings.length })
          .map((values) => strings.reduce<unknown>((b, p, i) => replaceAt(b, p, () => values[i]), body));
      }),
      reshape('body-numbers', (body) => {
        const numbers = pathsOf(body).filter(
          (p) => typeof p.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], body) === 'number',
        );
        return fc
          .array(nastyNumber, { minLength: numbers.length, maxLength: numbers.length })
          .map((values) => numbers.reduce<unknown>((b, p, i) => replaceAt(b, p, () => values[i]), body));
      }),
      broken(
        'body-random',
        fc
          .record({ parts: partsArb, body: fc.oneof(fc.jsonValue(), nastyValue) })
          .map(({ parts, body }) => ({ parts: { ...parts, body } })),
      ),
    );
  }

  if (op.body || STATE_CHANGING.has(op.method)) {
    const json = (parts: Parts) => (parts.body === undefined ? '{}' : JSON.stringify(parts.body));
    mutations.push(
      broken(
        'body-malformed',
        fc
          .record({ parts: partsArb, text: fc.constantFrom(...MALFORMED_JSON), cut: fc.nat() })
          .map(({ parts, text, cut }) => {
            const whole = json(parts);
            return {
              parts,
              payload: {
                contentType: 'application/json',
                body: cut % 3 === 0 ? whole.slice(0, cut % whole.length) : text,
              },
            };
          }),
      ),
      broken(
        'body-deep',
        fc
          .record({
            parts: partsArb,
            depth: fc.integer({ min: 100, max: 30_000 }),
            shape: fc.constantFrom('array', 'object', 'proto'),
          })
          .map(({ parts, depth, shape }) => {
            const body =
              shape === 'array'
                ? `${'['.repeat(depth)}${']'.repeat(depth)}`
                : shape === 'object'
                  ? `${'{"a":'.repeat(Math.min(depth, 15_000))}1${'}'.repeat(Math.min(depth, 15_000))}`
                  : `{"x":${'{"a":'.repeat(Math.min(depth, 15_000))}{"__proto__":{"admin":true}}${'}'.repeat(Math.min(depth, 15_000))}}`;
            return { parts, payload: { contentType: 'application/json', body } };
          }),
      ),
      broken(
        'body-huge',
        // Just under and over the 100 KB JSON limit; over the 5 MB image limit for uploads.
        fc
          .record({ parts: partsArb, size: fc.constantFrom(...(rawBody ? [5_300_000] : [99_000, 102_500, 150_000])) })
          .map(({ parts, size }) => ({
            parts,
            payload: {
              contentType: rawBody ? 'image/png' : 'application/json',
              body: JSON.stringify({ ...(typeof parts.body === 'object' ? parts.body : {}), pad: 'x'.repeat(size) }),
            },
          })),
      ),
      broken(
        'content-type',
        fc
          .record({ parts: partsArb, contentType: fc.constantFrom(...CONTENT_TYPES, '') })
          .map(({ parts, contentType }) => ({ parts, payload: { contentType, body: json(parts) } })),
      ),
      broken(
        'empty-body',
        fc
          .record({ parts: partsArb, contentType: fc.constantFrom('application/json', '') })
          .map(({ parts, contentType }) => ({ parts, payload: { contentType, body: '' } })),
      ),
      broken('cross-site', fc.record({ parts: partsArb, headers: crossSiteHeaders })),
    );
  }

  const fields = textFields(op);
  if (fields.length) {
    mutations.push(
      fc
        .tuple(partsArb, fc.constantFrom(...fields), invalidUnicode)
        .map(([parts, field, text]) => withText(op, parts, field, text, cookie)),
    );
  }

  mutations.push(
    broken('odd-headers', fc.record({ parts: partsArb, headers: oddHeaders })),
    broken('cookie', fc.record({ parts: partsArb, cookie: garbageCookie })),
  );
  if (staff) {
    mutations.push(
      broken(
        'no-session',
        partsArb.map((parts) => ({ parts, cookie: '' })),
      ),
    );
  }

  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: fc.oneof(...mutations) });
}

/** A short, readable account of a request for failure messages. */
export function describeRequest(request: FuzzRequest): string {
  const { cookie, ...headers } = request.headers;
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes>`
        : request.payload;
  const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  return [
    `${request.method} ${clip(request.url, 300)}  [${request.mutation}]${request.remoteAddress ? ` from ${request.remoteAddress}` : ''}`,
    `headers ${clip(JSON.stringify(headers), 300)}${cookie ? ` cookie ${clip(cookie, 60)}` : ''}`,
    payload ? `payload ${clip(JSON.stringify(payload), 400)}` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}
