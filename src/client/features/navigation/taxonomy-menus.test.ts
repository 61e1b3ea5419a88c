import { describe, expect, it } from 'vitest';
import { slugify } from '../../../shared/store';
import { STARTING_TAXONOMY } from '../../test/taxonomy';
import { CATEGORY_MENUS } from './nav-links';
import { menuOf } from './taxonomy-menus';

const leaves = (names: readonly string[]) =>
  names.map((name, i) => ({ id: 900 + i, name, handle: slugify(name), description: '', imageUrl: null, children: [] }));
const STARTING_TREE = STARTING_TAXONOMY.categories;

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
