// Half of a UTF-16 surrogate pair has no UTF-8 form, so PostgreSQL refuses it in text and
// jsonb (a 500 after validation passed). JSON's "\ud800" escape carries one into any body, so
// every route's input is checked here, before its schema, rather than field by field.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const LONE_SURROGATE_MESSAGE = 'Text cannot contain unpaired surrogate characters';

/** With the u flag a well-formed pair is one code point, so only an unpaired half matches. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;
/** Enough to point at the problem; a body full of them does not get a huge answer. */
const MAX_REPORTED = 10;

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Parsed JSON and query strings; not a Buffer (an uploaded image).
  return prototype === Object.prototype || prototype === null;
};

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The dotted paths (as in validation errors: customer.firstName, items.0.size) of the strings
 * and keys in `input` that hold an unpaired surrogate, in document order. Iterative, and each
 * path is built only when reported: a body may nest thousands of levels deep.
 */
export function pathsWithLoneSurrogates(input: unknown): string[] {
  const found: string[] = [];
  const pending: Visit[] = [{ value: input }];
  while (pending.length && found.length < MAX_REPORTED) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (LONE_SURROGATE.test(visit.value)) found.push(pathOf(visit));
      continue;
    }
    if (!isContainer(visit.value)) continue;
    const children: Visit[] = Object.entries(visit.value).map(([key, value]) =>
      // A bad key is reported with its halves replaced, so the answer itself is valid text.
      LONE_SURROGATE.test(key)
        ? { value: key, key: key.replace(LONE_SURROGATES, '\ufffd'), parent: visit }
        : { value, key, parent: visit },
    );
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return found;
}

/** Every route, present and future: path parameters, query string, headers and body. */
export function refuseLoneSurrogates(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [request.params, request.query, request.headers, request.body]
      .flatMap(pathsWithLoneSurrogates)
      .slice(0, MAX_REPORTED);
    if (paths.length)
      throw new HttpError(
        400,
        LONE_SURROGATE_MESSAGE,
        paths.map((path) => ({ path, message: LONE_SURROGATE_MESSAGE })),
      );
  });
}
