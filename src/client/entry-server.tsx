// The server's render of a storefront page (built by `vite build --ssr`, used by
// src/server/pages/server-render.ts): the page's HTML with the catalogue answers it shows, so
// the shopper sees the page before any script has run and the browser's first render reuses
// both (main.tsx). Queries are found by rendering: each round fetches what the last render
// asked for, then renders again.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from './app/App';
import type { RenderedPage } from '../shared/page-render';
import { pack } from '../shared/packed-json';
import { CLIENT_ONLY_DIGEST, ClientOnlyPage } from './app/server-render';
import { setApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';

/**
 * Answers the server may put in a page: the catalogue, the same for every shopper. Who is signed in, an order or a
 * tracking number the browser asks for itself.
 */
const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set(['products', 'product', 'product-facets', 'taxonomy']);
/** A page's queries depend on each other at most this deep (a product, then its related products). */
const MAX_ROUNDS = 3;

let reportError: (error: unknown) => void = (error) => console.error(error);

/** Where the page's API requests go (the server answers them in process) and where errors are logged. */
export function configureServerRender(options: {
  transport: (path: string) => Promise<Response>;
  reportError: (error: unknown) => void;
}) {
  setApiTransport((path) => options.transport(path));
  reportError = options.reportError;
}

async function renderOnce(client: QueryClient, path: string, search: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router ssrPath={path} ssrSearch={search}>
          <App />
        </Router>
      </QueryClientProvider>
    </StrictMode>,
    {
      // Every part inline, in order: a large part would otherwise be sent after the rest with
      // an inline script to move it into place, which the CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        if (error instanceof ClientOnlyPage) return CLIENT_ONLY_DIGEST;
        // The part that failed is rendered by the browser instead.
        reportError(error);
        return undefined;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

const wanted = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) &&
        isEnabled(query),
    );

export async function renderPage(url: string): Promise<RenderedPage> {
  const client = createQueryClient();
  const [path = '/', search = ''] = url.split('?', 2);
  let html = await renderOnce(client, path, search);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const queries = wanted(client);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    // A failed answer is left to the browser, which shows it pending until it asks again.
    for (const query of queries) if (query.state.status !== 'success') client.getQueryCache().remove(query);
    html = await renderOnce(client, path, search);
  }
  const state = JSON.stringify(pack(dehydrate(client)));
  client.clear();
  return { html, state };
}
