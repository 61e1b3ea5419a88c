import { describe, expect, it } from 'vitest';
import type { TaxonomyCategory } from '../../../shared/schemas/taxonomy';
import { NAV_SUBCATEGORIES, slugify } from '../../../shared/store';
import { CATEGORY_MENUS } from './nav-links';
import { menuOf } from './taxonomy-menus';

let id = 0;
const category = (name: string, children: TaxonomyCategory['children'] = []): TaxonomyCategory => ({
  id: ++id,
  name,
  handle: slugify(name),
  description: '',
  imageUrl: null,
  children,
});
const leaves = (names: readonly string[]) => names.map((name) => ({ ...category(name), children: [] }));

/** The tree the store starts with, as GET /api/taxonomy answers it. */
const STARTING_TREE = [
  category('Women', leaves(NAV_SUBCATEGORIES.women)),
  category('Men', leaves(NAV_SUBCATEGORIES.men)),
  category('Kids', [
    category('Girls', leaves(NAV_SUBCATEGORIES.girls)),
    category('Boys', leaves(NAV_SUBCATEGORIES.boys)),
  ]),
];

describe('the category menus read from the published tree', () => {
  it('are the menus the store had, links and headings included', () => {
    expect(STARTING_TREE.map(menuOf)).toEqual(CATEGORY_MENUS);
  });

  it('link a subcategory staff add to its section page', () => {
    const [women] = STARTING_TREE;
    const menu = menuOf({ ...women!, children: [...women!.children, ...leaves(['Capes'])] });
    expect(menu.groups[0]!.links.at(-1)).toEqual({ label: 'Capes', href: '/women?category=capes' });
  });
});
