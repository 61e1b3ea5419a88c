import { describe, expect, it } from 'vitest';
import { activeFilterCount, collectionQueryParams, DEFAULT_COLLECTION_FILTERS, isCollectionSlug, toggleValue } from './filters';
import { nextShopState, parseShopState, shopFilters, shopSearch, type ShopState } from './shop-state';

describe('collection filters -> query params', () => {
  it('asks for in-stock products of every collection by default, sorted featured first', () => {
    expect(collectionQueryParams('all', DEFAULT_COLLECTION_FILTERS)).toEqual({ first: 48, sort: 'featured', inStock: true });
  });

  it('sends every chosen filter', () => {
    const params = collectionQueryParams('streetwear', {
      subcategories: ['cargos'],
      sizes: ['M', '32'],
      colors: ['Black', 'Red'],
      materials: ['Denim'],
      priceRange: [20, 150],
      featured: true,
      trending: true,
      inStock: false,
    });
    expect(params).toEqual({
      first: 48,
      sort: 'featured',
      collection: 'streetwear',
      subcategory: ['cargos'],
      sizes: ['M', '32'],
      colors: ['Black', 'Red'],
      materials: ['Denim'],
      minPrice: 20,
      maxPrice: 150,
      featured: true,
      trending: true,
    });
  });

  it('leaves the price out at the slider ends', () => {
    const params = collectionQueryParams('all', { ...DEFAULT_COLLECTION_FILTERS, priceRange: [0, 200] });
    expect(params).not.toHaveProperty('minPrice');
    expect(params).not.toHaveProperty('maxPrice');
  });

  it('counts the choices that differ from the defaults', () => {
    expect(activeFilterCount(DEFAULT_COLLECTION_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_COLLECTION_FILTERS, colors: ['Red'], inStock: false, priceRange: [10, 200] })).toBe(3);
  });

  it('toggles a value in a list', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('knows the collection slugs', () => {
    expect(isCollectionSlug('mini-me')).toBe(true);
    expect(isCollectionSlug('winter')).toBe(false);
    expect(isCollectionSlug(null)).toBe(false);
  });
});

describe('shop state in the URL', () => {
  const base: ShopState = { category: 'women', subcategory: 'dresses', query: 'silk', page: 3 };

  it('reads the state and ignores what is invalid', () => {
    expect(parseShopState('?category=women&subcategory=dresses&query=silk&page=3')).toEqual(base);
    expect(parseShopState('category=aliens&subcategory=dresses&page=-2')).toEqual({ category: null, subcategory: null, query: '', page: 1 });
    expect(parseShopState('page=abc').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(shopSearch(base)).toBe('?category=women&subcategory=dresses&query=silk&page=3');
    expect(shopSearch({ category: null, subcategory: null, query: '  ', page: 1 })).toBe('');
  });

  it('resets to page 1 when the category, subcategory or search changes', () => {
    expect(nextShopState(base, { type: 'category', category: 'men' })).toEqual({ category: 'men', subcategory: null, query: 'silk', page: 1 });
    expect(nextShopState(base, { type: 'subcategory', subcategory: 'skirts' })).toMatchObject({ subcategory: 'skirts', page: 1 });
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
