import { describe, expect, it } from 'vitest';
import { CATEGORY_MENUS, type CategoryMenu } from '../navigation';
import { subcategoryName } from '../../../shared/catalog/subcategory-names';
import { subcategoriesOf } from './labels';

describe('subcategoryName', () => {
  it('uses the nav names for known slugs', () => {
    expect(subcategoryName('dresses')).toBe('Dresses');
    expect(subcategoryName('t-shirts')).toBe('T-shirts');
    expect(subcategoryName('jewelry')).toBe('Jewelry');
  });

  it('labels kids slugs by girls and boys', () => {
    expect(subcategoryName('girls-skirts')).toBe('Girls Skirts');
    expect(subcategoryName('boys-t-shirts')).toBe('Boys T-Shirts');
    expect(subcategoryName('boys-button-ups')).toBe('Boys Button-UPs');
  });

  it('title-cases anything else', () => {
    expect(subcategoryName('baby-clothes')).toBe('Baby Clothes');
    expect(subcategoryName('outerwear')).toBe('Outerwear');
  });
});

describe('subcategoriesOf', () => {
  it("lists the store's first menus, the women's other lines after theirs", () => {
    const { slugs, label } = subcategoriesOf(CATEGORY_MENUS);
    expect(slugs.women.slice(0, 2)).toEqual(['blouses', 'bottoms']);
    expect(slugs.women.slice(-3)).toEqual(['jewelry', 'wigs', 'accessories']);
    expect(slugs.men).toEqual(['cargos', 'jeans', 'polos', 'shorts', 't-shirts', 'trousers']);
    expect(slugs.kids).toContain('girls-skirts');
    expect(label('girls-skirts')).toBe('Girls Skirts');
  });

  it('follows the menus staff publish: renamed, reordered and hidden subcategories', () => {
    const menus: CategoryMenu[] = [
      {
        id: 'women',
        label: 'Women',
        href: '/women',
        groups: [
          {
            links: [
              { label: 'Evening Gowns', href: '/women?category=gowns' },
              { label: 'Blouses', href: '/women?category=blouses' },
            ],
          },
        ],
      },
      {
        id: 'kids',
        label: 'Kids',
        href: '/kids',
        groups: [{ heading: 'Toddlers', links: [{ label: 'Rompers', href: '/kids?category=toddlers-rompers' }] }],
      },
    ];
    const { slugs, label } = subcategoriesOf(menus);
    expect(slugs.women).toEqual(['gowns', 'blouses', 'jewelry', 'wigs', 'accessories']);
    expect(slugs.men).toEqual([]);
    expect(slugs.kids).toEqual(['toddlers-rompers']);
    expect(label('gowns')).toBe('Evening Gowns');
    expect(label('toddlers-rompers')).toBe('Toddlers Rompers');
    // A slug no menu names any more still reads as a name.
    expect(label('dresses')).toBe('Dresses');
  });
});
