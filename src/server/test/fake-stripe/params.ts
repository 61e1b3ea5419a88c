// Reading request parameters the way Stripe validates them: each refusal names the
// parameter in Stripe's bracket form (`line_items[0][quantity]`).
import type Stripe from 'stripe';
import { invalidParam, missingParam, notModelled, StripeFault, type Param, type Params } from './wire';

export const at = (path: string, key: string | number) => (path ? `${path}[${key}]` : String(key));

/**
 * Keys outside `modelled` are refused: real Stripe parameters the fake does not model with
 * a clear message, anything else as Stripe refuses a typo.
 */
export function checkKeys(
  params: Params,
  path: string,
  modelled: readonly string[],
  otherReal: readonly string[] = [],
) {
  for (const key of Object.keys(params)) {
    if (modelled.includes(key)) continue;
    if (otherReal.includes(key)) throw notModelled(at(path, key));
    throw new StripeFault(400, `Received unknown parameter: ${at(path, key)}`, {
      code: 'parameter_unknown',
      param: at(path, key),
    });
  }
}

export function object(value: Param | undefined, path: string): Params | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) return value;
  throw invalidParam(path, `Invalid object`, 'parameter_invalid_object');
}

export function list(value: Param | undefined, path: string): Param[] | undefined {
  if (value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value;
  throw invalidParam(path, `Invalid array`, 'parameter_invalid_array');
}

export function text(value: Param | undefined, path: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  throw invalidParam(path, `Invalid string: ${JSON.stringify(value)}`);
}

export function required<T>(value: T | undefined, path: string): T {
  if (value === undefined || value === '') throw missingParam(path);
  return value;
}

export function integer(value: Param | undefined, path: string, min: number): number | undefined {
  const raw = text(value, path);
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d+$/.test(raw)) throw invalidParam(path, `Invalid integer: ${raw}`, 'parameter_invalid_integer');
  const parsed = Number(raw);
  if (parsed < min)
    throw invalidParam(path, `This value must be greater than or equal to ${min}.`, 'parameter_invalid_integer');
  return parsed;
}

export function oneOf<T extends string>(value: Param | undefined, path: string, allowed: readonly T[]): T | undefined {
  const raw = text(value, path);
  if (raw === undefined || raw === '') return undefined;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw invalidParam(path, `Invalid ${path}: must be one of ${allowed.join(', ')}`);
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500, all strings. */
export function metadata(value: Param | undefined, path: string): Stripe.Metadata {
  const entries = Object.entries(object(value, path) ?? {});
  if (entries.length > 50)
    throw invalidParam(path, `Metadata can have up to 50 keys, but you passed in ${entries.length} keys.`);
  const result: Stripe.Metadata = {};
  for (const [key, raw] of entries) {
    const param = at(path, key);
    const val = text(raw, param) ?? '';
    if (key.length > 40) throw invalidParam(param, 'Metadata keys can have up to 40 characters.');
    if (val.length > 500) throw invalidParam(param, 'Metadata values can have up to 500 characters.');
    if (val !== '') result[key] = val;
  }
  return result;
}

export function expandPaths(params: Params): string[] {
  return (list(params.expand, 'expand') ?? []).map((p, i) => required(text(p, at('expand', i)), at('expand', i)));
}

export function url(value: Param | undefined, path: string): string | undefined {
  const raw = text(value, path);
  if (raw === undefined || raw === '') return undefined;
  // Stripe keeps the `{CHECKOUT_SESSION_ID}` template literally, so it is checked with a stand-in.
  const candidate = raw.replaceAll('{CHECKOUT_SESSION_ID}', 'x');
  if (!URL.canParse(candidate) || !['http:', 'https:'].includes(new URL(candidate).protocol)) {
    throw invalidParam(path, 'Not a valid URL', 'url_invalid');
  }
  return raw;
}
