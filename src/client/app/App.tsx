import { lazy, Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToasterWanted } from '../lib/toast';
import { Layout } from './Layout';
import { AppRoutes } from './routes';

const Toaster = lazy(() => import('./Toaster'));

function LazyToaster() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The whole storefront over a query cache: the browser's one, or a page render's own on the server. */
export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Layout>
        <AppRoutes />
      </Layout>
      <LazyToaster />
    </QueryClientProvider>
  );
}
