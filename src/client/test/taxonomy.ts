// The published categories and collections as GET /api/taxonomy answers them for the store as it
// started, for the storefront's tests.
import type { AdminCategory, Taxonomy, TaxonomyCategory, TaxonomyCollection } from '../../shared/schemas/taxonomy';
import { NAV_SUBCATEGORIES, slugify } from '../../shared/store';

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

export const collection = (name: string, handle: string, description = ''): TaxonomyCollection => ({
  id: ++id,
  name,
  handle,
  description,
  imageUrl: null,
});

export const STARTING_TAXONOMY: Taxonomy = {
  categories: [
    category('Women', leaves(NAV_SUBCATEGORIES.women)),
    category('Men', leaves(NAV_SUBCATEGORIES.men)),
    category('Kids', [
      category('Girls', leaves(NAV_SUBCATEGORIES.girls)),
      category('Boys', leaves(NAV_SUBCATEGORIES.boys)),
    ]),
  ],
  collections: [
    collection('All Collections', 'all', 'Every piece in the store, from everyday basics to statement looks.'),
    collection('Summer Trends', 'summer', 'Light fabrics, bright colors and easy shapes for the warm months.'),
    collection(
      'Streetwear Staples',
      'streetwear',
      'Cargos, tees and layers that work from the skate park to the studio.',
    ),
    collection('Mini Me Collection', 'mini-me', 'Matching looks for parents and kids.'),
  ],
};

/** A category as Admin > Categories lists it; `path` is what products store (girls-skirts). */
export const adminCategory = (
  id: number,
  parentId: number | null,
  name: string,
  path: string,
  extra: Partial<AdminCategory> = {},
): AdminCategory => ({
  id,
  parentId,
  name,
  handle: path.split('-').at(-1)!,
  path,
  description: '',
  imageUrl: null,
  position: id,
  published: true,
  products: 0,
  ...extra,
});
