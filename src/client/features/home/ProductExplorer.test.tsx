import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { testProduct } from '../../../shared/catalog/test-product';
import { ProductExplorer } from './ProductExplorer';

const product = (i: number) =>
  testProduct({
    id: `gid://local/Product/${i}`,
    handle: `product-${i}`,
    name: `Product ${i}`,
    priceCents: 1999,
    category: 'women',
    subcategory: 'dresses',
  });

const node = (id: number, name: string, handle: string, children: unknown[] = []) => ({
  id,
  name,
  handle,
  description: '',
  imageUrl: null,
  children,
});

function stubCatalog(total: number, taxonomy: unknown = null) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/taxonomy')) return new Response(JSON.stringify(taxonomy), { status: 200 });
    const count = new URL(url, 'http://x').searchParams.has('subcategory') ? Math.min(total, 3) : total;
    const products = Array.from({ length: Math.min(count, 8) }, (_, i) => product(i));
    const pageInfo = { hasNextPage: count > 8, hasPreviousPage: false, endCursor: null, startCursor: null };
    return new Response(JSON.stringify({ products, pageInfo, totalCount: count }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderExplorer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <ProductExplorer />
      </Router>
    </QueryClientProvider>,
  );
}

/** The last list of products asked for. */
const lastUrl = (fetchMock: ReturnType<typeof stubCatalog>) =>
  new URL(String(fetchMock.mock.calls.findLast(([url]) => !String(url).startsWith('/api/taxonomy'))?.[0]), 'http://x');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Eight full product cards make role queries slow in jsdom.
describe('Discover Collections explorer', { timeout: 30_000 }, () => {
  it('shows at most 8 products and View All Products when more match', async () => {
    const fetchMock = stubCatalog(20);
    renderExplorer();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('article')).toHaveLength(8);
    expect(lastUrl(fetchMock).searchParams.get('first')).toBe('8');
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/shop');
  });

  it('selects and deselects a subcategory, and Clear Selection resets', async () => {
    const fetchMock = stubCatalog(20);
    renderExplorer();
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.queryByRole('button', { name: 'Clear Selection' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Women' }));
    expect(screen.getByRole('button', { name: 'Women' })).toHaveAttribute('aria-pressed', 'true');
    const panel = screen.getByRole('region', { name: 'Women subcategories' });
    const dresses = within(panel).getByRole('button', { name: 'Dresses' });
    await user.click(dresses);
    expect(dresses).toHaveAttribute('aria-pressed', 'true');
    expect(lastUrl(fetchMock).searchParams.get('category')).toBe('women');
    expect(lastUrl(fetchMock).searchParams.get('subcategory')).toBe('dresses');
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View All Products' })).not.toBeInTheDocument();

    await user.click(dresses);
    expect(dresses).toHaveAttribute('aria-pressed', 'false');
    // Back to all women's products (answered from the cache).
    expect(await screen.findByText('Showing 8 of 20 products')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Jeans' }));
    await user.click(within(panel).getByRole('button', { name: 'Clear Selection' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Women subcategories' })).not.toBeInTheDocument();
  });

  it("offers the subcategories staff publish in the shop's menu, by their names and in their order", async () => {
    stubCatalog(5, {
      categories: [node(1, 'Women', 'women', [node(2, 'Evening Gowns', 'gowns'), node(3, 'Blouses', 'blouses')])],
      collections: [],
    });
    renderExplorer();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Women' }));
    const panel = screen.getByRole('region', { name: 'Women subcategories' });
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('button')
          .map((button) => button.textContent)
          .filter((name) => name !== 'Clear Selection'),
      ).toEqual(['Evening Gowns', 'Blouses']),
    );
  });

  it('groups the kids panel into Girls and Boys', async () => {
    stubCatalog(5);
    renderExplorer();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kids' }));
    const girls = screen.getByRole('group', { name: 'Girls' });
    expect(
      within(girls)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Skirts', 'Shirts', 'Shorts', 'Pants']);
    expect(
      within(screen.getByRole('group', { name: 'Boys' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['T-Shirts', 'Shorts', 'Pants', 'Button-UPs']);
  });

  it('switches between grid and list views', async () => {
    stubCatalog(4);
    renderExplorer();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(list).toHaveAttribute('data-view', 'grid');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('data-view', 'list');
  });

  it('shows the empty state when nothing matches', async () => {
    stubCatalog(0);
    renderExplorer();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filter selection...')).toBeInTheDocument();
  });
});
