// Every page is its own chunk (src/client/pages/<Page>.tsx, named in shared/pages.ts with its
// addresses), loaded when its route is first visited. The server renders each page too
// (entry-server.tsx), except those whose content lives in this browser's storage or session.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PAGE_NAMES, pageDefinition, pageIs, type PageName } from '../../shared/pages';
import { withQueries } from '../lib/with-queries';
import { announceLive } from '../lib/live';
import { ShownOrExplained } from './PageErrorBoundary';
import { PageFallback } from './PageFallback';
import { ClientOnlyPage } from './server-render';

const modules = import.meta.glob<{ default: ComponentType }>('../pages/*.tsx');

function page(name: PageName): ComponentType {
  const load = modules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module for ${name}`);
  if (import.meta.env.SSR && pageIs(name, 'browserOnly')) {
    return function BrowserOnly(): never {
      throw new ClientOnlyPage(name);
    };
  }
  return lazy(pageIs(name, 'withoutQueries') ? load : withQueries(load));
}

/** Marks the document once the page itself is live (its boundary hydrated or rendered). */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    announceLive();
  }, []);
  return null;
}

interface PageRoute {
  path: string;
  nested: boolean;
  component: ComponentType;
}

/**
 * Each page at its address and its other addresses, in the registry's order; the old addresses move to the page's own.
 */
const COMPONENTS = new Map(PAGE_NAMES.map((name) => [name, page(name)]));
const ROUTES: PageRoute[] = PAGE_NAMES.flatMap((name) => {
  const entry = pageDefinition(name);
  if (!entry.path) return [];
  return [entry.path, ...(entry.also ?? [])].map((path) => ({
    path,
    nested: entry.nested === true,
    component: COMPONENTS.get(name)!,
  }));
});
const MOVED = PAGE_NAMES.flatMap((name) => {
  const entry = pageDefinition(name);
  return (entry.formerly ?? []).map((from) => ({ from, to: entry.path! }));
});
const NotFound = COMPONENTS.get('NotFound')!;

export function AppRoutes() {
  return (
    <ShownOrExplained>
      <Suspense fallback={<PageFallback />}>
        <PageReady />
        <Switch>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path} component={route.component} nest={route.nested} />
          ))}
          {MOVED.map(({ from, to }) => (
            <Route key={from} path={from}>
              <Redirect to={to} replace />
            </Route>
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </ShownOrExplained>
  );
}
