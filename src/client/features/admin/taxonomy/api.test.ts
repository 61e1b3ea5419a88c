import { describe, expect, it } from 'vitest';
import { adminCategory } from '../../../test/taxonomy';
import { subcategoriesOf } from './api';

const category = (id: number, parentId: number | null, name: string, path: string) =>
  adminCategory(id, parentId, name, path, { position: 0 });

const TREE = [
  category(1, null, 'Women', 'women'),
  category(2, null, 'Kids', 'kids'),
  category(3, 1, 'Dresses', 'dresses'),
  category(4, 2, 'Girls', 'girls'),
  category(5, 4, 'Skirts', 'girls-skirts'),
];

describe("the product form's subcategory choices", () => {
  it("offers the chosen section's subcategories as products name them, with their names", () => {
    expect(subcategoriesOf(TREE, 'women')).toEqual([{ value: 'dresses', label: 'Dresses' }]);
    expect(subcategoriesOf(TREE, 'kids')).toEqual([
      { value: 'girls', label: 'Girls' },
      { value: 'girls-skirts', label: 'Girls › Skirts' },
    ]);
    expect(subcategoriesOf(TREE, 'custom')).toEqual([]);
  });
});
