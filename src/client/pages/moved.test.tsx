// Old addresses move to the page's own in the browser too (the server answers them with 301).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import BlogPostPage from './BlogPost';
import CollectionsPage from './Collections';
import { STARTING_TAXONOMY } from '../test/taxonomy';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an old address opened in the browser', () => {
  it("moves a post's former slug to its own address and shows the post", async () => {
    window.history.replaceState(null, '', '/blog/spring-2025-fashion-trends');
    render(<Route path="/blog/:slug" component={BlogPostPage} />);
    await waitFor(() => expect(window.location.pathname).toBe('/blog/spring-fashion-trends'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Spring 20\d\d Fashion Trends You Can Wear Every Day$/ }),
    ).toBeInTheDocument();
  });

  it("moves a collection's former slug to its own, keeping the rest of the query", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/taxonomy'
          ? Promise.resolve(new Response(JSON.stringify(STARTING_TAXONOMY), { status: 200 }))
          : new Promise(() => undefined),
      ),
    );
    window.history.replaceState(null, '', '/collections?collection=summer-25&onSale=true');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Route path="/collections" component={CollectionsPage} />
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/collections?collection=summer&onSale=true'),
    );
    expect(await screen.findByRole('tab', { name: /^Summer '\d\d Trends$/, selected: true })).toBeInTheDocument();
  });
});
