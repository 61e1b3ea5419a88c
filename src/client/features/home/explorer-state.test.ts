import { describe, expect, it } from 'vitest';
import { CATEGORY_MENUS } from '../navigation';
import { explorerParams, explorerReducer, INITIAL_EXPLORER, subcategoryGroups } from './explorer-state';

describe('explorer state', () => {
  it('choosing a filter clears the subcategory', () => {
    const women = explorerReducer(INITIAL_EXPLORER, { type: 'filter', filter: 'women' });
    const dresses = explorerReducer(women, { type: 'subcategory', slug: 'dresses' });
    expect(explorerReducer(dresses, { type: 'filter', filter: 'men' })).toEqual({ filter: 'men', subcategory: null });
  });

  it('clicking the chosen subcategory deselects it; another one replaces it', () => {
    const women = explorerReducer(INITIAL_EXPLORER, { type: 'filter', filter: 'women' });
    const dresses = explorerReducer(women, { type: 'subcategory', slug: 'dresses' });
    expect(dresses).toEqual({ filter: 'women', subcategory: 'dresses' });
    expect(explorerReducer(dresses, { type: 'subcategory', slug: 'jeans' })).toEqual({
      filter: 'women',
      subcategory: 'jeans',
    });
    expect(explorerReducer(dresses, { type: 'subcategory', slug: 'dresses' })).toEqual({
      filter: 'women',
      subcategory: null,
    });
  });

  it('Clear Selection resets the explorer', () => {
    const state = explorerReducer({ filter: 'kids', subcategory: null }, { type: 'subcategory', slug: 'girls-skirts' });
    expect(explorerReducer(state, { type: 'clear' })).toEqual(INITIAL_EXPLORER);
  });

  it('offers a subcategory panel only for women, men and kids', () => {
    expect(subcategoryGroups('all', CATEGORY_MENUS)).toBeNull();
    expect(subcategoryGroups('trending', CATEGORY_MENUS)).toBeNull();
    expect(subcategoryGroups('featured', CATEGORY_MENUS)).toBeNull();
    expect(subcategoryGroups('women', CATEGORY_MENUS)?.[0]?.options.map((o) => o.slug)).toEqual([
      'blouses',
      'bottoms',
      'cargos',
      'dresses',
      'jeans',
      'jumpsuits',
      'shirts',
      'skirts',
      'tops',
    ]);
    expect(subcategoryGroups('men', CATEGORY_MENUS)?.[0]?.options.map((o) => o.slug)).toEqual([
      'cargos',
      'jeans',
      'polos',
      'shorts',
      't-shirts',
      'trousers',
    ]);
    expect(subcategoryGroups('kids', CATEGORY_MENUS)?.map((g) => [g.heading, g.options.map((o) => o.slug)])).toEqual([
      ['Girls', ['girls-skirts', 'girls-shirts', 'girls-shorts', 'girls-pants']],
      ['Boys', ['boys-t-shirts', 'boys-shorts', 'boys-pants', 'boys-button-ups']],
    ]);
  });

  it('asks the server for at most 8 products matching the choice', () => {
    expect(explorerParams(INITIAL_EXPLORER)).toEqual({ first: 8 });
    expect(explorerParams({ filter: 'trending', subcategory: null })).toEqual({ first: 8, trending: true });
    expect(explorerParams({ filter: 'featured', subcategory: null })).toEqual({ first: 8, featured: true });
    expect(explorerParams({ filter: 'kids', subcategory: null })).toEqual({ first: 8, category: 'kids' });
    expect(explorerParams({ filter: 'men', subcategory: 't-shirts' })).toEqual({
      first: 8,
      category: 'men',
      subcategory: ['t-shirts'],
    });
  });
});
