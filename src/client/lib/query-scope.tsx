// The query cache, loaded with the first part of the page that asks for data, not with the
// shell: the home page's first screen asks for none, so TanStack Query is not part of its
// first load. Every scope in the browser shares one client, filled from the server's answers.
import { useContext, type ComponentType, type ReactNode } from 'react';
import {
  hydrate,
  QueryClientContext,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { unpack, type PackedJson } from '../../shared/packed-json';
import { SSR_STATE_ID } from '../../shared/page-render';
import { createQueryClient } from './query-client';

let browserClient: QueryClient | undefined;

/** The browser's one client; the first call adopts the answers the server rendered the page with. */
export function browserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createQueryClient();
    const serverState = document.getElementById(SSR_STATE_ID)?.textContent;
    if (serverState)
      hydrate(browserClient, unpack(JSON.parse(serverState) as PackedJson) as unknown as DehydratedState);
  }
  return browserClient;
}

/** Provides the browser's client, unless a client is already provided (a server render's own, a test's). */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={browserQueryClient()}>{children}</QueryClientProvider>;
}

export function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <QueryScope>
        <Component {...props} />
      </QueryScope>
    );
  }
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
  return Scoped;
}
