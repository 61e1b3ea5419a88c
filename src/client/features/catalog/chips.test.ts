import { describe, expect, it } from 'vitest';
import { CATEGORY_MENUS } from '../navigation';
import { subcategoryChips } from './chips';
import { subcategoriesOf } from './labels';

const STORE = subcategoriesOf(CATEGORY_MENUS);

describe('subcategoryChips', () => {
  it('lists the subcategories found, in nav order, others after by name, empty ones left out', () => {
    const chips = subcategoryChips(STORE, 'women', [
      { value: 'wigs', count: 9 },
      { value: 'dresses', count: 20 },
      { value: 'blouses', count: 4 },
      { value: 'outerwear', count: 3 },
      { value: 'skirts', count: 0 },
    ]);
    expect(chips).toEqual([
      { value: 'blouses', label: 'Blouses', count: 4 },
      { value: 'dresses', label: 'Dresses', count: 20 },
      { value: 'wigs', label: 'Wigs', count: 9 },
      { value: 'outerwear', label: 'Outerwear', count: 3 },
    ]);
  });

  it('falls back to the nav list without counts', () => {
    expect(subcategoryChips(STORE, 'kids', null).slice(0, 2)).toEqual([
      { value: 'girls-skirts', label: 'Girls Skirts' },
      { value: 'girls-shirts', label: 'Girls Shirts' },
    ]);
  });

  it('keeps the active subcategory even when nothing matches it', () => {
    expect(subcategoryChips(STORE, 'men', [{ value: 'polos', count: 2 }], 'jeans')[0]).toEqual({
      value: 'jeans',
      label: 'Jeans',
      count: 0,
    });
  });
});
