// A small catalogue for the catalogue API tests: every category, collection, a sold-out
// product, a product with one sold-out variant, price ties, a created-at tie, a designer
// base garment (hidden unless asked for), an unpublished product, and descriptions with
// a literal "%" and "_" next to look-alikes that a wildcard would match.
import { eq, sql } from 'drizzle-orm';
import type { Sort } from '../../shared/schemas/catalog';
import type { Tx } from '../db/database';
import { products } from '../db/schema';
import { cheapestWas } from '../../shared/catalog/pricing';
import { insertProduct, type ProductInput } from '../catalog/write';

export interface FixtureProduct extends ProductInput {
  /** ISO time with microseconds, so cursors must keep them. */
  createdAt: string;
}

const image = (handle: string, color?: string) => ({
  url: `/media/fixture-${handle}${color ? `-${color.toLowerCase()}` : ''}.svg`,
  alt: `${handle}${color ? ` in ${color}` : ''}`,
  color: color ?? null,
  width: 800,
  height: 1000,
});

const grid = (sizes: string[], colors: string[], priceCents: number, stock: number) =>
  sizes.flatMap((size) => colors.map((color) => ({ size, color, priceCents, stock })));

export const FIXTURE_PRODUCTS: readonly FixtureProduct[] = [
  {
    handle: 'floral-midi-dress',
    name: 'Floral Midi Dress',
    category: 'women',
    subcategory: 'dresses',
    collection: 'summer',
    description: '<p>A breathable <strong>cotton</strong> dress for warm days.</p>',
    vendor: 'TJ Fashion',
    materials: ['Cotton'],
    tags: ['summer', 'dress'],
    featured: true,
    trending: true,
    variants: [
      ...grid(['S', 'M'], ['Pink'], 4999, 3).map((v) => ({ ...v, compareAtPriceCents: 6999 })),
      { size: 'M', color: 'Blue', priceCents: 5499, compareAtPriceCents: 6999, stock: 2 },
    ],
    images: [image('floral-midi-dress', 'Pink'), image('floral-midi-dress', 'Blue')],
    createdAt: '2025-03-01T10:00:00.000001Z',
  },
  {
    handle: 'linen-trousers',
    name: 'Linen Trousers',
    category: 'women',
    subcategory: 'bottoms',
    collection: 'summer',
    description: '<p>Relaxed fit for long afternoons.</p>',
    vendor: 'TJ Fashion',
    materials: ['Linen'],
    tags: ['summer'],
    trending: true,
    variants: grid(['28', '30'], ['Beige'], 3900, 4),
    images: [image('linen-trousers')],
    createdAt: '2025-03-02T10:00:00.000002Z',
  },
  {
    handle: 'silk-blouse',
    name: 'Silk Blouse',
    category: 'women',
    subcategory: 'blouses',
    collection: null,
    description: '<p>100% mulberry silk.</p>',
    vendor: 'Maison Lune',
    materials: ['Silk'],
    tags: ['workwear'],
    featured: true,
    variants: grid(['S', 'M'], ['White'], 5900, 5),
    images: [image('silk-blouse')],
    createdAt: '2025-03-03T10:00:00.000003Z',
  },
  {
    handle: 'gold-pendant-necklace',
    name: 'Gold Pendant Necklace',
    category: 'women',
    subcategory: 'jewelry',
    collection: null,
    description: '<p>Gift ready.</p>',
    vendor: 'Maison Lune',
    materials: [],
    tags: ['gift'],
    variants: grid(['One Size'], ['Gold'], 2500, 0),
    images: [],
    createdAt: '2025-03-04T10:00:00.000004Z',
  },
  {
    handle: 'wavy-lace-wig',
    name: 'Wavy Lace Wig',
    category: 'women',
    subcategory: 'wigs',
    collection: null,
    description: '<p>1001 ways to style it.</p>',
    vendor: 'Crown & Co',
    materials: ['Nylon'],
    tags: ['hair'],
    variants: grid(['One Size'], ['Blonde'], 12000, 2),
    images: [image('wavy-lace-wig')],
    createdAt: '2025-03-05T10:00:00.000005Z',
  },
  {
    handle: 'cargo-pants',
    name: 'Cargo Pants',
    category: 'men',
    subcategory: 'cargos',
    collection: 'streetwear',
    description: '<p>Six pockets. Style code TJ_7.</p>',
    vendor: 'TJ Fashion',
    materials: ['Cotton', 'Elastane'],
    tags: ['street'],
    trending: true,
    variants: grid(['S', 'M', 'L'], ['Khaki', 'Black'], 4500, 2),
    images: [image('cargo-pants', 'Khaki'), image('cargo-pants', 'Black')],
    createdAt: '2025-03-06T10:00:00.000006Z',
  },
  {
    handle: 'classic-polo',
    name: 'Classic Polo',
    category: 'men',
    subcategory: 'polos',
    collection: null,
    description: '<p>Pique knit, style code TJX7.</p>',
    vendor: 'TJ Fashion',
    materials: ['Cotton'],
    tags: ['golf'],
    featured: true,
    variants: [
      { size: 'M', color: 'Navy', priceCents: 2900, stock: 0 },
      { size: 'L', color: 'Navy', priceCents: 2900, stock: 4 },
    ],
    images: [image('classic-polo', 'Navy')],
    createdAt: '2025-03-07T10:00:00.000007Z',
  },
  {
    handle: 'graphic-tee',
    name: 'Graphic Tee',
    category: 'men',
    subcategory: 't-shirts',
    collection: 'streetwear',
    description: '<p>Screen printed by hand.</p>',
    vendor: 'TJ Fashion',
    materials: ['Cotton'],
    tags: ['street'],
    variants: grid(['S', 'M', 'L'], ['Black', 'White'], 1999, 5),
    images: [image('graphic-tee', 'Black')],
    createdAt: '2025-03-08T10:00:00.000008Z',
  },
  {
    handle: 'slim-jeans',
    name: 'Slim Jeans',
    category: 'men',
    subcategory: 'jeans',
    collection: null,
    description: '<p>Stretch denim.</p>',
    vendor: 'Denim Works',
    materials: ['Denim', 'Elastane'],
    tags: [],
    variants: grid(['32', '34'], ['Blue'], 5900, 3),
    images: [image('slim-jeans')],
    createdAt: '2025-03-08T10:00:00.000008Z',
  },
  {
    handle: 'girls-tutu-skirt',
    name: 'Girls Tutu Skirt',
    category: 'kids',
    subcategory: 'girls-skirts',
    collection: 'mini-me',
    description: '<p>Twirl-ready tulle.</p>',
    vendor: 'TJ Kids',
    materials: ['Polyester'],
    tags: ['party'],
    featured: true,
    variants: grid(['2T', '3T'], ['Pink'], 2200, 6),
    images: [image('girls-tutu-skirt')],
    createdAt: '2025-03-10T10:00:00.000010Z',
  },
  {
    handle: 'boys-dino-t-shirt',
    name: 'Boys Dino T-Shirt',
    category: 'kids',
    subcategory: 'boys-t-shirts',
    collection: 'mini-me',
    description: '<p>Roarsome cotton jersey.</p>',
    vendor: 'TJ Kids',
    materials: ['Cotton'],
    tags: ['dinosaur'],
    trending: true,
    variants: grid(['4T', '5T'], ['Green'], 1999, 5),
    images: [image('boys-dino-t-shirt')],
    createdAt: '2025-03-11T10:00:00.000011Z',
  },
  {
    handle: 'canvas-tote',
    name: 'Canvas Tote',
    category: 'unclassified',
    subcategory: 'accessories',
    collection: null,
    description: '<p>Carries everything.</p>',
    vendor: 'TJ Fashion',
    materials: ['Cotton'],
    tags: [],
    variants: grid(['One Size'], ['Beige'], 1999, 8),
    images: [image('canvas-tote')],
    createdAt: '2025-03-12T10:00:00.000012Z',
  },
  {
    handle: 'custom-premium-t-shirt',
    name: 'Premium T-Shirt',
    category: 'custom',
    subcategory: 't-shirts',
    collection: null,
    description: '<p>Soft ring-spun cotton, a classic fit for your design.</p>',
    vendor: 'TJ Fashion',
    materials: ['Cotton'],
    tags: [],
    variants: grid(['XS', 'S', 'M', 'L', 'XL', 'XXL'], ['White'], 2499, 100),
    images: [],
    createdAt: '2025-03-13T10:00:00.000013Z',
  },
  {
    handle: 'retired-scarf',
    name: 'Retired Scarf',
    category: 'women',
    subcategory: 'accessories',
    collection: null,
    description: '<p>No longer sold.</p>',
    vendor: 'TJ Fashion',
    materials: ['Wool'],
    tags: [],
    active: false,
    variants: grid(['One Size'], ['Red'], 1000, 5),
    images: [],
    createdAt: '2025-03-14T10:00:00.000014Z',
  },
];

/** What GET /api/products lists by default: published and not a designer base garment. */
export const LISTED_FIXTURES = FIXTURE_PRODUCTS.filter((p) => p.active !== false && p.category !== 'custom');

export const fixtureByHandle = (handle: string): FixtureProduct => {
  const found = FIXTURE_PRODUCTS.find((p) => p.handle === handle);
  if (!found) throw new Error(`No fixture ${handle}`);
  return found;
};

export const fixturePriceCents = (p: ProductInput) => Math.min(...p.variants.map((v) => v.priceCents));
/** Marked down: its cheapest variant's compare-at price is above its price. */
export const fixtureOnSale = (p: ProductInput) => cheapestWas(p.variants) !== null;
export const fixtureStock = (p: ProductInput) => p.variants.reduce((sum, v) => sum + v.stock, 0);
export const fixtureSizes = (p: ProductInput) => [...new Set(p.variants.map((v) => v.size))];
export const fixtureColors = (p: ProductInput) => [...new Set(p.variants.map((v) => v.color))];

/** The handles of `list` in the order a sort should answer them. */
export function expectedHandles(
  sort: Sort,
  list: readonly FixtureProduct[],
  ids: ReadonlyMap<string, number>,
): string[] {
  const id = (p: FixtureProduct) => ids.get(p.handle) ?? 0;
  const flag = (value: boolean | undefined) => (value ? 1 : 0);
  const byName = (a: FixtureProduct, b: FixtureProduct) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const compare: Record<Sort, (a: FixtureProduct, b: FixtureProduct) => number> = {
    featured: (a, b) => flag(b.featured) - flag(a.featured) || flag(b.trending) - flag(a.trending) || id(a) - id(b),
    'name-asc': (a, b) => byName(a, b) || id(a) - id(b),
    'price-asc': (a, b) => fixturePriceCents(a) - fixturePriceCents(b) || id(a) - id(b),
    'price-desc': (a, b) => fixturePriceCents(b) - fixturePriceCents(a) || id(b) - id(a),
    newest: (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || id(b) - id(a),
  };
  return [...list].sort(compare[sort]).map((p) => p.handle);
}

/** Inserts the fixtures through the product write path; returns each product's id by handle. */
export async function seedCatalogFixtures(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { createdAt, ...input } of FIXTURE_PRODUCTS) {
    const id = await insertProduct(tx, input);
    await tx
      .update(products)
      .set({ createdAt: sql`${createdAt}::timestamptz` })
      .where(eq(products.id, id));
    ids.set(input.handle, id);
  }
  return ids;
}
