import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_COLLECTION_FILTERS,
  DEFAULT_LIST_FILTERS,
  filterQuery,
  isCollectionSlug,
  toggleValue,
} from './filters';
import { nextShopState, parseShopState, shopFilters, shopSearch, type ShopState } from './shop-state';

describe('list filters -> query params', () => {
  it('asks for nothing when nothing is chosen, and for in-stock products on the collections page', () => {
    expect(filterQuery(DEFAULT_LIST_FILTERS)).toEqual({});
    expect(filterQuery(DEFAULT_COLLECTION_FILTERS)).toEqual({ inStock: true });
  });

  it('sends every chosen filter', () => {
    const params = filterQuery({
      subcategories: ['cargos'],
      sizes: ['M', '32'],
      colors: ['Black', 'Red'],
      materials: ['Denim'],
      priceRange: [20, 150],
      featured: true,
      trending: true,
      inStock: false,
      onSale: true,
    });
    expect(params).toEqual({
      subcategory: ['cargos'],
      sizes: ['M', '32'],
      colors: ['Black', 'Red'],
      materials: ['Denim'],
      minPrice: 20,
      maxPrice: 150,
      featured: true,
      trending: true,
      onSale: true,
    });
  });

  it('leaves the price out at the slider ends', () => {
    const params = filterQuery({ ...DEFAULT_LIST_FILTERS, priceRange: [0, 200] });
    expect(params).not.toHaveProperty('minPrice');
    expect(params).not.toHaveProperty('maxPrice');
  });

  it('counts the choices that differ from the list defaults', () => {
    expect(activeFilterCount(DEFAULT_LIST_FILTERS)).toBe(0);
    expect(activeFilterCount(DEFAULT_COLLECTION_FILTERS, DEFAULT_COLLECTION_FILTERS)).toBe(0);
    expect(
      activeFilterCount(
        { ...DEFAULT_COLLECTION_FILTERS, colors: ['Red'], inStock: false, priceRange: [10, 200] },
        DEFAULT_COLLECTION_FILTERS,
      ),
    ).toBe(3);
    expect(activeFilterCount({ ...DEFAULT_LIST_FILTERS, onSale: true })).toBe(1);
  });

  it('toggles a value in a list', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('knows the collections the shop publishes, one staff added included', () => {
    const published = [{ handle: 'all' }, { handle: 'mini-me' }, { handle: 'capsule-wardrobe' }];
    expect(isCollectionSlug('mini-me', published)).toBe(true);
    expect(isCollectionSlug('capsule-wardrobe', published)).toBe(true);
    expect(isCollectionSlug('winter', published)).toBe(false);
    expect(isCollectionSlug(null, published)).toBe(false);
  });
});

describe('shop state in the URL', () => {
  const base: ShopState = { category: 'women', subcategory: 'dresses', query: 'silk', page: 3 };

  it('reads the state and ignores what is invalid', () => {
    expect(parseShopState('?category=women&subcategory=dresses&query=silk&page=3')).toEqual(base);
    expect(parseShopState('category=aliens&subcategory=dresses&page=-2')).toEqual({
      category: null,
      subcategory: null,
      query: '',
      page: 1,
    });
    expect(parseShopState('page=abc').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(shopSearch(base)).toBe('?category=women&subcategory=dresses&query=silk&page=3');
    expect(shopSearch({ category: null, subcategory: null, query: '  ', page: 1 })).toBe('');
  });

  it('resets to page 1 when the category, subcategory or search changes', () => {
    expect(nextShopState(base, { type: 'category', category: 'men' })).toEqual({
      category: 'men',
      subcategory: null,
      query: 'silk',
      page: 1,
    });
    expect(nextShopState(base, { type: 'subcategory', subcategory: 'skirts' })).toMatchObject({
      subcategory: 'skirts',
      page: 1,
    });
    expect(nextShopState(base, { type: 'query', query: 'linen' })).toMatchObject({ query: 'linen', page: 1 });
    expect(nextShopState(base, { type: 'page', page: 4 })).toMatchObject({ page: 4, subcategory: 'dresses' });
  });

  it('deselects the active chip when it is clicked again', () => {
    expect(nextShopState(base, { type: 'subcategory', subcategory: 'dresses' }).subcategory).toBeNull();
  });

  it('asks the server for the filters the URL holds (the page travels apart)', () => {
    expect(shopFilters(base)).toEqual({ category: 'women', subcategory: ['dresses'], query: 'silk' });
    expect(shopFilters({ category: null, subcategory: null, query: '', page: 1 })).toEqual({});
  });
});
