import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionsView } from './collections/CollectionsView';
import { FeaturedView } from './featured/FeaturedView';
import { KidsView } from './kids/KidsView';
import { NewArrivalsView } from './new-arrivals/NewArrivalsView';
import { SaleView } from './sale/SaleView';
import { SectionView } from './sections/SectionView';
import { testProduct, testVariant } from '../../../shared/catalog/test-product';
import { ShopView } from './shop/ShopView';
import { collection, STARTING_TAXONOMY } from '../../test/taxonomy';

function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const product = (n: number) =>
  testProduct({
    id: `gid://local/Product/${n}`,
    handle: `product-${n}`,
    name: `Product ${n}`,
    category: 'women',
    subcategory: 'dresses',
    variants: [testVariant('M', 'Blue', { priceCents: 2000 })].map((v) => ({
      ...v,
      id: `gid://local/ProductVariant/${n}`,
    })),
  });

/** A page of the store's list (GET /api/catalog/products): `count` products out of `total`. */
function answer(count: number, total: number) {
  return {
    products: Array.from({ length: count }, (_, i) => product(i + 1)),
    pageInfo: { hasNextPage: count < total, hasPreviousPage: false, endCursor: 'c', startCursor: 'c' },
    totalCount: total,
  };
}

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('while the catalogue loads', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    ),
  );

  it.each([
    ['Featured', <FeaturedView />],
    ['Kids', <KidsView />],
    ['Collections', <CollectionsView />],
    ['Sale', <SaleView />],
    ['New Arrivals', <NewArrivalsView />],
  ])('%s shows 12 skeleton cards', (_name, view) => {
    renderWithClient(view);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(12);
  });

  it('the shop and the section pages say what they are loading', () => {
    renderWithClient(<ShopView />);
    expect(screen.getByRole('status', { name: 'Loading shop products' })).toBeInTheDocument();
    cleanup();
    renderWithClient(<SectionView section="men" />);
    expect(screen.getByRole('status', { name: "Loading men's collection" })).toBeInTheDocument();
  });
});

describe('the shop', () => {
  it('asks the server for 48 a page and pages through the answer by cursor', async () => {
    const fetch = vi.fn((url: string) => (url.startsWith('/api/products/facets') ? json(null) : json(answer(6, 180))));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/shop');
    renderWithClient(<ShopView />);
    expect(await screen.findByText('Showing 1–48 of 180 products')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/catalog/products?first=48', expect.anything());

    fireEvent.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(await screen.findByText('Showing 145–180 of 180 products')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/catalog/products?last=36', expect.anything());

    fireEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(window.location.search).toBe('?page=2');
    expect(await screen.findByText('Showing 49–96 of 180 products')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/catalog/products?first=48&after=c', expect.anything());
  }, 20_000);

  it('opens a shared link to a numbered page by skipping from the start', async () => {
    const fetch = vi.fn((url: string) => (url.startsWith('/api/products/facets') ? json(null) : json(answer(6, 300))));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/shop?category=women&page=3');
    renderWithClient(<ShopView />);
    expect(await screen.findByText('Showing 97–144 of 300 products')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/catalog/products?first=48&skip=96&category=women', expect.anything());

    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop?category=women&page=2');
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(window.location.search).toBe('?category=women&page=2');
    expect(await screen.findByText('Showing 49–96 of 300 products')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/catalog/products?last=48&before=c&category=women', expect.anything());
    expect(window.scrollTo).toHaveBeenCalled();
  }, 20_000);

  it('walks to a deep shared link in bounded jumps and lands on its page', async () => {
    const fetch = vi.fn((url: string) => (url.startsWith('/api/products/facets') ? json(null) : json(answer(6, 480))));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/shop?page=7');
    renderWithClient(<ShopView />);
    expect(await screen.findByText('Showing 289–336 of 480 products')).toBeInTheDocument();
    expect(screen.getByText('Page 7 of 10')).toBeInTheDocument();
    const lists = fetch.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/catalog/products'));
    expect(lists.slice(0, 2)).toEqual([
      '/api/catalog/products?first=48&skip=192',
      '/api/catalog/products?first=48&after=c&skip=48',
    ]);
  }, 20_000);

  it('shows the empty state when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(answer(0, 0))),
    );
    window.history.replaceState(null, '', '/shop?query=zzz');
    renderWithClient(<ShopView />);
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('zzz');
  });
});

describe('the collections page', () => {
  it('says how many products the collection and filters find', async () => {
    const fetch = vi.fn((url: string) =>
      url.startsWith('/api/products/facets') ? json(null) : json(answer(6, url.includes('colors=Red') ? 1 : 1234)),
    );
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/collections?collection=streetwear');
    renderWithClient(<CollectionsView />);
    expect(await screen.findByText('1,234 Products Found')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: 'Red' }),
    );
    expect(await screen.findByText('1 Product Found')).toBeInTheDocument();
  });

  it('names the summer collection for the season now or next, in its tab and its banner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url === '/api/taxonomy' ? json(STARTING_TAXONOMY) : new Promise(() => undefined))),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      window.history.replaceState(null, '', '/collections?collection=summer');
      for (const [today, name] of [
        ['2026-11-30T12:00:00Z', "Summer '27 Trends"],
        ['2027-09-01T12:00:00Z', "Summer '28 Trends"],
      ]) {
        vi.setSystemTime(new Date(today!));
        renderWithClient(<CollectionsView />);
        expect(await screen.findByRole('tab', { name: name! })).toHaveAttribute('aria-selected', 'true');
        expect(screen.getByRole('heading', { level: 2, name: name! })).toBeInTheDocument();
        cleanup();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('says 0 Products Found when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(answer(0, 0))),
    );
    window.history.replaceState(null, '', '/collections');
    renderWithClient(<CollectionsView />);
    expect(await screen.findByText('0 Products Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  });

  it('has a tab, banner and list for a collection staff add and publish', async () => {
    const capsule = collection('Capsule Wardrobe', 'capsule-wardrobe', 'Ten pieces that go with everything.');
    const fetch = vi.fn((url: string) =>
      url === '/api/taxonomy'
        ? json({ ...STARTING_TAXONOMY, collections: [...STARTING_TAXONOMY.collections, capsule] })
        : url.startsWith('/api/products/facets')
          ? json(null)
          : json(answer(3, 3)),
    );
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/collections?collection=capsule-wardrobe');
    renderWithClient(<CollectionsView />);
    expect(await screen.findByRole('tab', { name: 'Capsule Wardrobe' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Capsule Wardrobe' })).toBeInTheDocument();
    expect(screen.getByText('Ten pieces that go with everything.')).toBeInTheDocument();
    expect(await screen.findByText('3 Products Found')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContainEqual(expect.stringContaining('collection=capsule-wardrobe'));
  });
});

describe('the section pages', () => {
  it('choose the tab from ?category= and show the worded empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(answer(0, 0))),
    );
    window.history.replaceState(null, '', '/women?category=dresses');
    renderWithClient(<SectionView section="women" />);
    expect(screen.getByRole('tab', { name: 'Dresses' })).toHaveAttribute('aria-selected', 'true');
    const empty = await screen.findByRole('heading', { name: 'No Products Found' });
    const box = empty.parentElement as HTMLElement;
    expect(within(box).getByText(/adding more products to our women's collection/)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/shop');
  });
  it("has a tab for each subcategory the shop's menu lists, by its name and in its order, and none for a hidden one", async () => {
    const women = STARTING_TAXONOMY.categories[0]!;
    const [blouses, , , dresses] = women.children;
    const taxonomy = {
      ...STARTING_TAXONOMY,
      categories: [
        { ...women, children: [dresses!, { ...blouses!, name: 'Silk Blouses' }] },
        ...STARTING_TAXONOMY.categories.slice(1),
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url === '/api/taxonomy' ? json(taxonomy) : json(answer(0, 0)))),
    );
    window.history.replaceState(null, '', '/women?category=blouses');
    renderWithClient(<SectionView section="women" />);
    expect(await screen.findByRole('tab', { name: 'Silk Blouses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Dresses',
      'Silk Blouses',
      'Jewelry',
      'Wigs',
      'Accessories',
    ]);
  });
});

describe('filters and sort in the URL', () => {
  const lists = (fetch: ReturnType<typeof vi.fn>) =>
    fetch.mock.calls.map(([url]) => url as string).filter((url) => url.startsWith('/api/catalog/products'));

  it('asks the server for the filters and sort a shared link names', async () => {
    const fetch = vi.fn((url: string) => (url.startsWith('/api/products/facets') ? json(null) : json(answer(6, 6))));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/women?category=dresses&colors=Black&maxPrice=50&sort=price-asc');
    renderWithClient(<SectionView section="women" />);
    expect(await screen.findByText('Showing 1–6 of 6 products')).toBeInTheDocument();
    expect(lists(fetch)).toContain(
      '/api/catalog/products?first=48&colors=Black&maxPrice=50&sort=price-asc&category=women&subcategory=dresses',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(
      within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: 'Black' }),
    ).toBeChecked();
  });

  it('writes a chosen color and sort to the URL, back on page 1', async () => {
    const fetch = vi.fn((url: string) => (url.startsWith('/api/products/facets') ? json(null) : json(answer(6, 200))));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/kids?category=girls-skirts&page=2');
    renderWithClient(<KidsView />);
    expect(await screen.findByText('Showing 49–96 of 200 products')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: 'Red' }),
    );
    expect(window.location.search).toBe('?category=girls-skirts&colors=Red');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-desc' } });
    expect(window.location.search).toBe('?category=girls-skirts&colors=Red&sort=price-desc');
    await screen.findByText('Showing 1–48 of 200 products');
    expect(lists(fetch).at(-1)).toBe(
      '/api/catalog/products?first=48&colors=Red&sort=price-desc&category=kids&subcategory=girls-skirts',
    );
  });

  it('lists only products on sale on the sale page, and the newest first on New Arrivals', async () => {
    const fetch = vi.fn((url: string) => (url.startsWith('/api/products/facets') ? json(null) : json(answer(6, 6))));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/sale');
    renderWithClient(<SaleView />);
    expect(await screen.findByText('Showing 1–6 of 6 products')).toBeInTheDocument();
    expect(lists(fetch)).toEqual(['/api/catalog/products?first=48&onSale=true']);
    cleanup();
    fetch.mockClear();
    window.history.replaceState(null, '', '/new');
    renderWithClient(<NewArrivalsView />);
    expect(await screen.findByText('Showing 1–6 of 6 products')).toBeInTheDocument();
    expect(lists(fetch)).toEqual(['/api/catalog/products?first=48&sort=newest&newArrivals=true']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it("says on New Arrivals how many arrived in the owner's window", async () => {
    const arrivals = { days: 28, since: '2026-11-03', count: 6 };
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/new-arrivals'
          ? json(arrivals)
          : url.startsWith('/api/products/facets')
            ? json(null)
            : json(answer(6, 6)),
      ),
    );
    window.history.replaceState(null, '', '/new');
    renderWithClient(<NewArrivalsView />);
    expect(await screen.findByText('6 new pieces arrived in the last 4 weeks, newest first.')).toBeInTheDocument();
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/new-arrivals'
          ? json({ ...arrivals, days: 10, count: 0 })
          : url.startsWith('/api/products/facets')
            ? json(null)
            : json(answer(0, 0)),
      ),
    );
    renderWithClient(<NewArrivalsView />);
    expect(
      await screen.findByText('Nothing new has arrived in the last 10 days: new pieces land every week.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No new arrivals in the last 10 days' })).toBeInTheDocument();
    cleanup();
    // A hosted catalogue too large to count says no number.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/new-arrivals'
          ? json({ ...arrivals, days: 1, count: null })
          : url.startsWith('/api/products/facets')
            ? json(null)
            : json(answer(6, 6)),
      ),
    );
    renderWithClient(<NewArrivalsView />);
    expect(await screen.findByText('The pieces that arrived today, newest first.')).toBeInTheDocument();
  });

  it('shows a capped count as 10,000+', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url.startsWith('/api/products/facets') ? json(null) : json(answer(48, 10_001)))),
    );
    window.history.replaceState(null, '', '/new');
    renderWithClient(<NewArrivalsView />);
    expect(await screen.findByText('Showing 1–48 of 10,000+ products')).toBeInTheDocument();
  });
});
