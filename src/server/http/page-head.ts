// What a page's HTML tells a crawler or a chat app before any script runs: its status (404 for
// a product, post or path the store does not have, 410 for a product it unpublished), and its
// head. Decided here on the server for every page, rendered or not, from the same answers the
// page itself shows (app.inject: the same routes and answer cache as the browser's).
import type { FastifyInstance } from 'fastify';
import { pageFor, type PageName } from '../../shared/routes';
import type { StorefrontProduct } from '../../shared/schemas/catalog';

export interface PageHead {
  status: number;
}

export interface PageHeadOptions {
  /** True when a product with this handle or id exists but is unpublished; undefined when the store cannot tell (hosted catalogue). */
  productUnpublished?: (handleOrId: string) => Promise<boolean>;
}

export type PageHeads = (url: string) => Promise<PageHead>;

interface Answer<T> {
  status: number;
  body: T | undefined;
}

/** The handle a /product/<handle> path names, decoded; undefined when it does not decode. */
export function productHandle(path: string): string | undefined {
  try {
    return decodeURIComponent(path.slice('/product/'.length).replace(/\/+$/, ''));
  } catch {
    return undefined;
  }
}

export function createPageHeads(app: FastifyInstance, options: PageHeadOptions): PageHeads {
  async function read<T>(path: string): Promise<Answer<T>> {
    const answer = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    return { status: answer.statusCode, body: answer.statusCode === 200 ? (answer.json() as T) : undefined };
  }

  async function productStatus(path: string): Promise<number> {
    const handle = productHandle(path);
    if (!handle) return 404;
    const { status } = await read<{ product: StorefrontProduct }>(`/api/shopify/products/${encodeURIComponent(handle)}`);
    if (status !== 404) return 200;
    return (await options.productUnpublished?.(handle)) ? 410 : 404;
  }

  return async (url) => {
    const path = url.split('?')[0] ?? '/';
    const page: PageName = pageFor(path);
    if (page === 'NotFound') return { status: 404 };
    if (page === 'Product') return { status: await productStatus(path) };
    return { status: 200 };
  };
}
