import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLECTION_FILTERS, DEFAULT_LIST_FILTERS } from './filters';
import {
  LIST_DEFAULTS,
  listQuery,
  listSearch,
  nextListState,
  parseListState,
  type ListDefaults,
  type ListState,
} from './list-state';

const unfiltered: ListState = { filters: DEFAULT_LIST_FILTERS, sort: 'featured', page: 1 };
const NEWEST_FIRST: ListDefaults = { filters: DEFAULT_LIST_FILTERS, sort: 'newest' };
const COLLECTIONS: ListDefaults = { filters: DEFAULT_COLLECTION_FILTERS, sort: 'featured' };

describe('a list URL -> its filters, sort and page', () => {
  it('reads an empty query string as the unfiltered first page', () => {
    expect(parseListState('')).toEqual(unfiltered);
  });

  it('reads every filter, the sort and the page', () => {
    const state = parseListState(
      '?subcategory=dresses,skirts&sizes=m,32&colors=black,Red&materials=denim&minPrice=20&maxPrice=150&inStock=true&onSale=true&sort=price-asc&page=3',
    );
    expect(state).toEqual({
      filters: {
        ...DEFAULT_LIST_FILTERS,
        subcategories: ['dresses', 'skirts'],
        sizes: ['M', '32'],
        colors: ['Black', 'Red'],
        materials: ['Denim'],
        priceRange: [20, 150],
        inStock: true,
        onSale: true,
      },
      sort: 'price-asc',
      page: 3,
    });
  });

  it('reads a link to one colour (?color=Red) as that colour filter, and writes it as colors', () => {
    const state = parseListState('color=red');
    expect(state.filters.colors).toEqual(['Red']);
    expect(listSearch('color=red', state)).toBe('?colors=Red');
  });

  it('takes repeated keys as one list and each value once', () => {
    expect(parseListState('colors=Black&colors=Red,black').filters.colors).toEqual(['Black', 'Red']);
  });

  it('drops what the store does not have or cannot mean', () => {
    const state = parseListState(
      'colors=Plaid,Blue&sizes=XXXXL&subcategory=<script>,dresses&minPrice=abc&maxPrice=9999&inStock=maybe&sort=cheapest&page=-2',
    );
    expect(state.filters.colors).toEqual(['Blue']);
    expect(state.filters.sizes).toEqual([]);
    expect(state.filters.subcategories).toEqual(['dresses']);
    expect(state.filters.priceRange).toEqual([0, 200]);
    expect(state.filters.inStock).toBe(false);
    expect(state.sort).toBe('featured');
    expect(state.page).toBe(1);
  });

  it('reads a price range given the wrong way round as the prices between', () => {
    expect(parseListState('minPrice=120&maxPrice=40').filters.priceRange).toEqual([40, 120]);
  });

  it("falls back to the list's own defaults", () => {
    expect(parseListState('', NEWEST_FIRST).sort).toBe('newest');
    expect(parseListState('', COLLECTIONS).filters.inStock).toBe(true);
    expect(parseListState('inStock=false', COLLECTIONS).filters.inStock).toBe(false);
  });
});

describe('filters, sort and page -> a list URL', () => {
  it('writes nothing for the unfiltered first page', () => {
    expect(listSearch('', unfiltered)).toBe('');
    expect(listSearch('', { ...unfiltered, sort: 'newest' }, NEWEST_FIRST)).toBe('');
  });

  it('writes what differs from the defaults, commas readable', () => {
    const state: ListState = {
      filters: { ...DEFAULT_LIST_FILTERS, colors: ['Black', 'Red'], sizes: ['M'], priceRange: [0, 50], onSale: true },
      sort: 'price-desc',
      page: 2,
    };
    expect(listSearch('', state)).toBe('?sizes=M&colors=Black,Red&maxPrice=50&onSale=true&sort=price-desc&page=2');
  });

  it("keeps the page's own parameters in place and rewrites only the list's", () => {
    const state = { ...unfiltered, filters: { ...DEFAULT_LIST_FILTERS, colors: ['Blue'] } };
    expect(listSearch('?category=dresses&colors=Red&page=4', state)).toBe('?category=dresses&colors=Blue');
  });

  it('writes a switch turned off against an on default', () => {
    expect(
      listSearch(
        '',
        { filters: { ...DEFAULT_COLLECTION_FILTERS, inStock: false }, sort: 'featured', page: 1 },
        COLLECTIONS,
      ),
    ).toBe('?inStock=false');
    expect(listSearch('', { filters: DEFAULT_COLLECTION_FILTERS, sort: 'featured', page: 1 }, COLLECTIONS)).toBe('');
  });

  it('reads back what it writes', () => {
    const state: ListState = {
      filters: {
        ...DEFAULT_LIST_FILTERS,
        subcategories: ['t-shirts'],
        sizes: ['XL', '34'],
        colors: ['Navy'],
        materials: ['Cotton', 'Linen'],
        priceRange: [15, 85],
        inStock: true,
      },
      sort: 'name-asc',
      page: 5,
    };
    expect(parseListState(listSearch('?tab=featured', state))).toEqual(state);
  });
});

describe('changing a list', () => {
  const onPage3: ListState = { ...unfiltered, page: 3 };

  it('goes back to page 1 on a new filter or sort', () => {
    expect(
      nextListState(onPage3, { type: 'filters', filters: { ...DEFAULT_LIST_FILTERS, colors: ['Red'] } }).page,
    ).toBe(1);
    expect(nextListState(onPage3, { type: 'sort', sort: 'newest' })).toEqual({
      ...unfiltered,
      sort: 'newest',
      page: 1,
    });
  });

  it('keeps the filters when the page changes', () => {
    const filtered = { ...onPage3, filters: { ...DEFAULT_LIST_FILTERS, colors: ['Red'] } };
    expect(nextListState(filtered, { type: 'page', page: 4 })).toEqual({ ...filtered, page: 4 });
    expect(nextListState(filtered, { type: 'page', page: 0 }).page).toBe(1);
  });

  it('asks the server for the filters and a sort other than its default', () => {
    expect(listQuery(unfiltered)).toEqual({});
    expect(listQuery({ filters: { ...DEFAULT_LIST_FILTERS, colors: ['Red'] }, sort: 'price-asc' })).toEqual({
      colors: ['Red'],
      sort: 'price-asc',
    });
    expect(listQuery({ ...LIST_DEFAULTS, sort: 'newest' })).toEqual({ sort: 'newest' });
  });
});
