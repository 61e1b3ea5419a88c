// fast-check arbitraries from the OpenAPI document's JSON Schemas: values the schema
// accepts (steered to real records by hints, since refinements such as "a known variant"
// or "a valid email" are not in the document) and values made to break it.
import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/** Where a value goes, so a hint can answer for one field of one operation. */
export interface HintContext {
  /** "POST /api/orders/" */
  op: string;
  location: 'path' | 'query' | 'header' | 'body';
  /** The parameter or property name ('' for a whole body). */
  name: string;
  schema: JsonSchema;
}
export type Hints = (context: HintContext) => fc.Arbitrary<unknown> | undefined;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TEXT_CHARS = `${LETTERS}0123456789 -.,'éüñ`;

/** Readable text that survives trim and fits the length bounds. */
function text(minLength = 0, maxLength = 40): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, minLength + 40));
  if (max === 0) return fc.constant('');
  return fc
    .tuple(fc.constantFrom(...LETTERS), fc.string({ unit: fc.constantFrom(...TEXT_CHARS), maxLength: max - 1 }))
    .map(([first, rest]) => {
      const value = `${first}${rest}`.trimEnd();
      return value.length >= minLength ? value : value.padEnd(minLength, 'x');
    });
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 40 } = schema;
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern) {
      return fc
        .stringMatching(pattern, { size: 'small' })
        .filter((s) => s.length >= minLength && s.length <= maxLength);
    }
  }
  return text(minLength, maxLength);
}

/** Values of the shape `schema` describes; `hints` replace any field they know better. */
export function valueFor(
  schema: JsonSchema,
  hints: Hints,
  context: Omit<HintContext, 'schema'>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const hinted = hints({ ...context, schema });
  if (hinted) return hinted;
  const base = baseValueFor(schema, hints, context, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

function baseValueFor(
  schema: JsonSchema,
  hints: Hints,
  context: Omit<HintContext, 'schema'>,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => valueFor({ ...branch }, hints, context, depth)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, hints, context, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
      // Mostly small numbers (where real rows and limits are), sometimes the whole range.
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 20) }) },
        { weight: 1, arbitrary: fc.integer({ min, max: Math.min(max, Number.MAX_SAFE_INTEGER) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
      );
    }
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 500)) }),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? valueFor(schema.items, hints, context, depth + 1) : fc.string();
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          valueFor(property, hints, { ...context, name }, depth + 1),
        ]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------- Values made to break things ----------

const NASTY_CONSTANTS = [
  '',
  ' ',
  '   ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  'x\u0000'.repeat(20),
  '\ud800',
  'a\udfffb',
  '\u202eevil',
  '\ufeff',
  '\u200b',
  '🤖👩‍👩‍👧‍👦',
  'ｆｕｌｌｗｉｄｔｈ',
  'İstanbul',
  'ß',
  'null',
  'undefined',
  'true',
  'false',
  '0',
  '-1',
  '-0',
  '1.5',
  'NaN',
  'Infinity',
  '1e309',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '0x10',
  ' 1',
  '1 ',
  '01',
  "' OR '1'='1",
  "'; drop table orders; --",
  '%',
  '_',
  '%_%',
  '\\',
  '\\u0000',
  '../../etc/passwd',
  '..',
  '.',
  '/',
  '//',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  '%00',
  '%zz',
  '%2F',
  '%E0%A4%A',
  'gid://local/ProductVariant/99999999999',
  'gid://local/ProductVariant/-1',
  'gid://shopify/ProductVariant/1',
  'TJ-AAAA-BBBB-CCCC',
  'tj-aaaa-bbbb-cccc',
  '2024-02-30T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
];

/**
 * Text that is not valid Unicode: halves of UTF-16 surrogate pairs alone, reversed or cut off,
 * bare or inside ordinary text (JSON's "\ud800" escape carries them; UTF-8 cannot).
 */
export const invalidUnicode: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\ud800',
      '\udc00',
      '\udc00\ud800',
      '\udbff',
      '\udfff',
      '\ud83d',
      '\ude00\ud83d',
      '🤖\ud83d',
    ),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        text(0, 12),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
        text(0, 12),
      )
      .map(([before, half, after]) => `${before}${half}${after}`),
  },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
      minLength: 1,
      maxLength: 8,
    }),
  },
);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_CONSTANTS) },
  { weight: 1, arbitrary: invalidUnicode },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 1_000, 5_001, 20_000).map((n) => 'é'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(text(1, 10), fc.constantFrom('\u0000', '\ud83d', '\u0085', '\r\n'))
      .map(([a, b]) => `${a}${b}${a}`),
  },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    0.1,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
    1e-7,
    99,
    100,
    101,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

// Deeper nesting goes as raw JSON text (body-deep in requests.ts): JSON.stringify recurses.
const deepArray = fc
  .integer({ min: 50, max: 800 })
  .map((n) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`) as unknown);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepArray },
  { weight: 1, arbitrary: fc.array(nastyString, { minLength: 31, maxLength: 300 }) },
);

/** Every path to a value inside `value` (the root is []). */
export function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

/**
 * A deep copy of `value` with `replace(old)` at `path` (undefined deletes it). Missing objects
 * and arrays on the way are created, so an optional field the sample left out can be set.
 */
export function replaceAt(
  value: unknown,
  path: ReadonlyArray<string | number>,
  replace: (old: unknown) => unknown,
): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  const container = value ?? (typeof head === 'number' ? [] : {});
  if (Array.isArray(container)) {
    const copy = [...container];
    const next = replaceAt(copy[head as number], rest, replace);
    if (next === undefined && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  if (container && typeof container === 'object') {
    const copy: Record<string, unknown> = { ...(container as Record<string, unknown>) };
    const next = replaceAt(copy[head as string], rest, replace);
    if (next === undefined && rest.length === 0) delete copy[head as string];
    else copy[head as string] = next;
    return copy;
  }
  return container;
}
