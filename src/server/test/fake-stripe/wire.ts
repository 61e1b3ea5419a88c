// Stripe's wire format, as the official SDK speaks it: form-encoded bodies with bracket
// notation (`line_items[0][price_data][unit_amount]=500`), and errors as
// `{ error: { type, code, message, param } }` with a 4xx status the SDK turns into its
// typed errors (400 invalid request, 401 authentication, 404 missing resource).
import { randomBytes } from 'node:crypto';

export type Param = string | Params | Param[];
export interface Params {
  [key: string]: Param;
}

/** Decodes a form body or query string into nested objects; bracket keys that are all indexes become arrays. */
export function decodeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1] as string, ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] as string)];
    let node: Params = root;
    path.forEach((segment, i) => {
      // `expand[]=a&expand[]=b` appends, as Stripe reads it.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      node = next !== undefined && typeof next === 'object' && !Array.isArray(next) ? next : (node[name] = {});
    });
  }
  return toArrays(root) as Params;
}

function toArrays(value: Param): Param {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, toArrays(value[k] as Param)] as const);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** Stable text of a parsed body, so an idempotent retry with the same parameters in another order still matches. */
export function fingerprint(value: Param | undefined): string {
  if (value === undefined || typeof value === 'string') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${fingerprint(value[k])}`)
    .join(',')}}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An id in Stripe's style: a type prefix and random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  return prefix + [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface ErrorFields {
  type?: 'invalid_request_error' | 'idempotency_error';
  code?: string;
  param?: string;
}

/** A refusal with the status and body Stripe would answer. */
export class StripeFault extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: ErrorFields = {},
  ) {
    super(message);
  }

  /** Parameter errors stop a request before it runs, so Stripe keeps no idempotent result for them. */
  get beforeExecution(): boolean {
    return this.fields.code?.startsWith('parameter_') === true;
  }

  body() {
    const { type = 'invalid_request_error', code, param } = this.fields;
    const docUrl = code ? `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` : undefined;
    return { error: { type, code, doc_url: docUrl, message: this.message, param } };
  }
}

export const missingParam = (param: string) =>
  new StripeFault(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });

export const invalidParam = (param: string, message: string, code = 'parameter_invalid_string') =>
  new StripeFault(400, message, { code, param });

export const noSuch = (object: string, id: string, param: string) =>
  new StripeFault(404, `No such ${object}: '${id}'`, { code: 'resource_missing', param });

/**
 * A real Stripe parameter this fake does not model: refused loudly rather than ignored, so amounts never silently
 * differ.
 */
export const notModelled = (param: string) =>
  new StripeFault(400, `The fake Stripe does not model \`${param}\`; extend src/server/test/fake-stripe to use it.`, {
    code: 'parameter_not_modelled',
    param,
  });
