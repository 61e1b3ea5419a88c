import { lazy, Suspense } from 'react';
import { useToasterWanted } from '../lib/toast';
import { Layout } from './Layout';
import { ShownOrExplained } from './PageErrorBoundary';
import { AppRoutes } from './routes';

const Toaster = lazy(() => import('./Toaster'));

function LazyToaster() {
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The whole storefront. Its query cache is provided by the parts that ask for data
 * (lib/query-scope.tsx) in the browser, and around it by a page render on the server.
 */
export function App() {
  return (
    // The pages have a boundary of their own, inside the header and footer; this one is for those.
    <ShownOrExplained>
      <Layout>
        <AppRoutes />
      </Layout>
      <LazyToaster />
    </ShownOrExplained>
  );
}
