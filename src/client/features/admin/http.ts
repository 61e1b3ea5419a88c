// Admin lists answer a plain array with paging in headers (X-Total-Count, Link rel="next"),
// which apiRequest does not expose; this reads both. Failures keep apiRequest's error shape.
import { ApiRequestError, toRequestError } from '../../lib/api';

export interface Page<T> {
  items: T[];
  total: number;
  /** The `after` cursor of the next page, when there is one. */
  next: string | undefined;
}

/** Reads the `after` parameter from a Link header's rel="next" URL. */
export function nextCursor(link: string | null): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return new URL(match[1], 'http://store.invalid').searchParams.get('after') ?? undefined;
  }
  return undefined;
}

/** A page whose body is not a plain array (a list with its counts beside it), with its paging headers. */
export interface PagedBody<B> {
  body: B;
  /** X-Total-Count, when the server sent it. */
  total: number | undefined;
  next: string | undefined;
}

export async function fetchPagedBody<B>(path: string, signal?: AbortSignal): Promise<PagedBody<B>> {
  const response = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw await toRequestError(response);
  const body = (await response.json()) as B;
  const total = Number(response.headers.get('x-total-count') ?? Number.NaN);
  return {
    body,
    total: Number.isFinite(total) ? total : undefined,
    next: nextCursor(response.headers.get('link')),
  };
}

export async function fetchPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const { body: items, total, next } = await fetchPagedBody<T[]>(path, signal);
  return { items, total: total ?? items.length, next };
}

/** Sends raw bytes (an image upload) with their content type; answers the JSON body. */
export async function sendBytes<T>(path: string, file: Blob): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw await toRequestError(response);
  return (await response.json()) as T;
}

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** The message to show for a failed admin call. */
export const errorText = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof ApiRequestError ? error.userMessage : fallback;

/** The server's per-field messages of a 400, by field path ("lines.0.quantity"). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries((error.body?.errors ?? []).map((field) => [field.path, field.message]));
}
