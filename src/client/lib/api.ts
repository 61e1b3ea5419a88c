// Every call includes credentials; JSON bodies go with a JSON content type. A failure is
// an ApiRequestError whose message is "<status>: <body text or status text>",
// carrying the parsed error body when the server sent the store's error shape.
import type { ApiError } from '../../shared/schemas/errors';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiError | undefined,
  ) {
    super(message);
  }
  /** The server's own message when it sent one, else the generic text. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }
}

/** The error for a failed response, with the store's error body when it sent one. */
export async function toRequestError(response: Response): Promise<ApiRequestError> {
  const text = await response.text();
  let body: ApiError | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiError).message === 'string')
      body = parsed as ApiError;
  } catch {
    body = undefined;
  }
  return new ApiRequestError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/** While the server renders a page (entry-server.tsx), the page's requests go to the server itself. */
export function setApiTransport(next: Transport) {
  transport = next;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await transport(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) throw await toRequestError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Builds "?a=1&b=x,y" from defined values only. */
export function toQueryString(
  params: Record<string, string | number | boolean | readonly string[] | undefined | null>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','));
    } else {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
