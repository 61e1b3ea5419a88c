// A lossless, smaller JSON for the answers a server-rendered page carries to the browser.
//
// A list page's answers are mostly the same objects again and again (48 products, each with
// its variants, prices, pictures and options), and their keys and repeated texts are most of
// their bytes. Inside HTML they are costly beyond their size: the browser's HTML parser reads
// a script element's text far slower than JSON.parse reads the same text (the shop page's
// 277 KB took some 40 ms of the main thread on a desktop, four times that on a phone).
// Packed, they are about half the size (146 KB).
//
// The packed form, itself JSON: { k: key lists, s: repeated strings, d: the value }, where
// - an object is an array [n, ...its values], its keys being k[n - 1] in that order;
// - an array is an array [0, ...its items];
// - a repeated string is "~" followed by its index in s (base 36). A string of the value that
//   starts with "~" always goes through s, so no string is ever mistaken for a reference;
// - null, booleans and numbers are themselves.
// What JSON.stringify would leave out (undefined, functions) is left out, and toJSON is
// honoured, so unpack(pack(x)) equals JSON.parse(JSON.stringify(x)).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Packed = null | boolean | number | string | Packed[];

export interface PackedJson {
  k: string[][];
  s: string[];
  d: Packed;
}

const REFERENCE = '~';
/** Shorter strings cost less written out than as a reference. */
const MIN_SHARED_LENGTH = 6;

/** The value as JSON.stringify sees it: toJSON applied; undefined where JSON omits it. */
function jsonView(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON: () => unknown }).toJSON();
  }
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return undefined;
  return value;
}

function entriesOf(object: object): Array<[string, unknown]> {
  const entries: Array<[string, unknown]> = [];
  for (const key of Object.keys(object)) {
    const value = jsonView((object as Record<string, unknown>)[key]);
    if (value !== undefined) entries.push([key, value]);
  }
  return entries;
}

function countStrings(value: unknown, counts: Map<string, number>): void {
  const seen = jsonView(value);
  if (typeof seen === 'string') counts.set(seen, (counts.get(seen) ?? 0) + 1);
  else if (Array.isArray(seen)) for (const item of seen) countStrings(item, counts);
  else if (seen !== null && typeof seen === 'object')
    for (const [, item] of entriesOf(seen)) countStrings(item, counts);
}

export function pack(value: unknown): PackedJson {
  const counts = new Map<string, number>();
  countStrings(value, counts);
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  for (const [text, count] of counts) {
    if (text.startsWith(REFERENCE) || (count > 1 && text.length >= MIN_SHARED_LENGTH)) {
      stringIndex.set(text, strings.length);
      strings.push(text);
    }
  }
  const shapes: string[][] = [];
  const shapeIndex = new Map<string, number>();

  function packValue(raw: unknown): Packed {
    const seen = jsonView(raw);
    if (seen === undefined || seen === null) return null;
    if (typeof seen === 'string') {
      const index = stringIndex.get(seen);
      return index === undefined ? seen : REFERENCE + index.toString(36);
    }
    if (typeof seen === 'number') return Number.isFinite(seen) ? seen : null;
    if (typeof seen === 'boolean') return seen;
    // An array's undefined items become null, as in JSON.
    if (Array.isArray(seen)) return [0, ...seen.map(packValue)];
    const entries = entriesOf(seen as object);
    const keys = entries.map(([key]) => key);
    const signature = JSON.stringify(keys);
    let shape = shapeIndex.get(signature);
    if (shape === undefined) {
      shape = shapes.length;
      shapeIndex.set(signature, shape);
      shapes.push(keys);
    }
    return [shape + 1, ...entries.map(([, item]) => packValue(item))];
  }

  return { k: shapes, s: strings, d: packValue(value) };
}

export function unpack(packed: PackedJson): Json {
  const { k: shapes, s: strings } = packed;
  // Index loops and objects built key by key: this runs while the page starts, on a phone.
  function unpackValue(value: Packed): Json {
    if (typeof value === 'string') {
      if (value.charAt(0) !== REFERENCE) return value;
      const text = strings[parseInt(value.slice(1), 36)];
      if (text === undefined) throw new Error(`Packed JSON refers to a missing string: ${value}`);
      return text;
    }
    if (!Array.isArray(value)) return value;
    const tag = value[0];
    if (tag === 0) {
      const items: Json[] = new Array<Json>(value.length - 1);
      for (let i = 1; i < value.length; i++) items[i - 1] = unpackValue(value[i]!);
      return items;
    }
    const keys = typeof tag === 'number' ? shapes[tag - 1] : undefined;
    if (!keys || keys.length !== value.length - 1)
      throw new Error(`Packed JSON has an object of unknown shape: ${String(tag)}`);
    const object: { [key: string]: Json } = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const item = unpackValue(value[i + 1]!);
      // An own property, as JSON.parse makes, even for a key named "__proto__".
      if (key === '__proto__')
        Object.defineProperty(object, key, { value: item, enumerable: true, writable: true, configurable: true });
      else object[key] = item;
    }
    return object;
  }
  return unpackValue(packed.d);
}
