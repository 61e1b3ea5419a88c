import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../../shared/schemas/taxonomy';
import { subcategoriesOf } from './api';

const category = (id: number, parentId: number | null, name: string, path: string): AdminCategory => ({
  id,
  parentId,
  name,
  handle: path.split('-').at(-1)!,
  path,
  description: '',
  imageUrl: null,
  position: 0,
  published: true,
  products: 0,
});

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
