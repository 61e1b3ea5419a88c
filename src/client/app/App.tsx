import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Layout>
        <AppRoutes />
      </Layout>
      <LazyToaster />
    </QueryClientProvider>
  );
}
