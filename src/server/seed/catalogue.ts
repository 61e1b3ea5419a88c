// The default catalogue, built from the plans by a seeded PRNG: the same products,
// prices, stock and artwork on every fresh database.
import { COLOR_HEX, DESIGN_COLORS, DESIGNER_PRODUCTS, STORE } from '../../shared/store';
import type { ProductInput, VariantInput } from '../catalog/write';
import { artAttributesOf } from './art-attributes';
import { isGarment, type ArtworkSpec, type Pattern, type Silhouette, type View } from './artwork';
import { PLANS, type Material, type SubcategoryPlan } from './plans';
import { createRandom, type Random } from './random';

export const CATALOGUE_SEED = 20_250_601;

export interface SeedImage {
  spec: ArtworkSpec;
  alt: string;
  color: string;
}

/** A product before its artwork is stored: images are still drawings, not URLs. */
export interface SeedProduct {
  input: Omit<ProductInput, 'images'>;
  images: SeedImage[];
}

// ---------- What a name says about the product (its look: art-attributes.ts) ----------

function patternFor(name: string, random: Random, kids: boolean): Pattern {
  if (/Striped|Breton/.test(name)) return 'stripes';
  if (/Check|Plaid|Flannel/.test(name)) return 'check';
  if (/Floral|Print|Patterned|Polka/.test(name)) return 'dots';
  return kids && random.chance(0.3) ? random.pick(['stripes', 'dots'] as const) : 'solid';
}

const MATERIAL_RULES: ReadonlyArray<[RegExp, Material[]]> = [
  [/Beanie/, ['Wool']],
  [/Silk/, ['Silk']],
  [/Linen Blend/, ['Linen', 'Cotton']],
  [/Linen/, ['Linen']],
  [/Wool/, ['Wool']],
  [/Fleece/, ['Polyester', 'Cotton']],
  [/Satin|Chiffon|Crepe|Tulle/, ['Polyester']],
  [/(Stretch|Skinny|Flare|Bootcut|Slim).*Jeans/, ['Denim', 'Elastane']],
  [/Denim|Jeans|Chambray|Overall/, ['Denim']],
  [/Stretch/, ['Cotton', 'Elastane']],
  [/Nylon|Parachute|Tech|Track|Swim|Ripstop|Mesh|Performance|Hiking|Quilted/, ['Nylon']],
  [/Leggings|Jersey|Bodycon|Seamless|Ribbed|Bike/, ['Cotton', 'Elastane']],
  [/Viscose/, ['Viscose']],
  [/Cotton|Poplin|Oxford|Pique|Flannel|Corduroy|Twill|Chino|Khaki|Canvas|Tee\b|Knit|Waffle/, ['Cotton']],
];

export function materialsFor(plan: SubcategoryPlan, name: string, random: Random): Material[] {
  const rule = MATERIAL_RULES.find(([pattern]) => pattern.test(name));
  if (rule) return rule[1];
  return plan.materials.length ? [random.pick(plan.materials)] : [];
}

// ---------- Copy ----------

const CARE: Partial<Record<Material, string>> = {
  Silk: 'Dry clean or hand wash cold; do not tumble dry.',
  Wool: 'Hand wash cold and dry flat.',
  Linen: 'Machine wash cold, line dry and iron while damp.',
  Denim: 'Wash inside out in cold water; tumble dry low.',
  Nylon: 'Machine wash cold and hang to dry.',
};
const CARE_BY_SUBCATEGORY: Record<string, string> = {
  jewelry: 'Wipe with a soft cloth; keep away from water and perfume.',
  wigs: 'Wash with a sulfate-free shampoo and air dry on a wig stand.',
  accessories: 'Spot clean with a damp cloth.',
};
const MATERIAL_NOTES: Record<Material, string> = {
  Cotton: 'breathable cotton',
  Silk: 'fluid, lustrous silk',
  Polyester: 'easy-care polyester',
  Denim: 'sturdy denim',
  Linen: 'airy linen',
  Wool: 'warm, natural wool',
  Elastane: 'a touch of stretch',
  Viscose: 'soft, drapey viscose',
  Nylon: 'tough, lightweight nylon',
};

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const joinWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

export function describeProduct(plan: SubcategoryPlan, materials: readonly Material[], random: Random): string {
  const pitch = random.pick(plan.pitches);
  const fabric = materials.length ? ` Made from ${joinWords(materials.map((m) => MATERIAL_NOTES[m]))}.` : '';
  const features = random.shuffle(plan.features).slice(0, 3);
  const clothing = !(plan.subcategory in CARE_BY_SUBCATEGORY);
  const care =
    CARE_BY_SUBCATEGORY[plan.subcategory] ??
    materials.map((m) => CARE[m]).find(Boolean) ??
    'Machine wash cold with like colors; tumble dry low.';
  const items = [...features, ...(clothing ? ['True to size; if you are between sizes, size up.'] : [])].map(
    (text) => `<li>${escapeHtml(text)}</li>`,
  );
  return `<p>${escapeHtml(pitch + fabric)}</p><ul>${items.join('')}<li><strong>Care:</strong> ${escapeHtml(care)}</li></ul>`;
}

// ---------- Options, prices and stock ----------

/** A contiguous run of the plan's sizes: XS-XL, S-XXL, 26-34... */
export function sizeRun(sizes: readonly string[], random: Random): string[] {
  if (sizes.length <= 2) return [...sizes];
  const length = random.int(Math.ceil(sizes.length * 0.65), sizes.length);
  const start = random.int(0, sizes.length - length);
  return sizes.slice(start, start + length);
}

/** 1-4 colours, fewer more often than more. */
export function colourPick(colors: readonly string[], random: Random): string[] {
  const roll = random.next();
  const count = roll < 0.15 ? 1 : roll < 0.5 ? 2 : roll < 0.8 ? 3 : 4;
  return random.shuffle(colors).slice(0, Math.min(count, colors.length));
}

/** Whole dollars in the plan's range, mostly ending .99. */
export function priceFor(plan: Pick<SubcategoryPlan, 'price'>, random: Random): number {
  const dollars = random.int(plan.price[0], plan.price[1]);
  return random.chance(0.75) ? dollars * 100 - 1 : dollars * 100;
}

const roundUpTo99 = (cents: number) => Math.ceil((cents + 1) / 100) * 100 - 1;

export const hexFor = (color: string) => COLOR_HEX[color] ?? (COLOR_HEX.Default as string);

export function imagesFor(
  name: string,
  colors: readonly { name: string; hex: string }[],
  drawing: Omit<ArtworkSpec, 'hex' | 'view'>,
): SeedImage[] {
  const viewNames: Record<View, string> = {
    front: '',
    back: isGarment(drawing.silhouette) ? ', back view' : ', close-up',
    styled: ', styled flat lay',
  };
  const [main, ...others] = colors;
  if (!main) return [];
  const image = (color: { name: string; hex: string }, view: View): SeedImage => ({
    spec: { ...drawing, hex: color.hex, view },
    alt: `${name} in ${color.name}${viewNames[view]}`,
    color: color.name,
  });
  return [
    image(main, 'front'),
    image(main, 'back'),
    image(main, 'styled'),
    ...others.map((color) => image(color, 'front')),
  ];
}

export function toHandle(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ---------- The catalogue ----------

function draftProduct(plan: SubcategoryPlan, name: string, handle: string, random: Random): SeedProduct {
  const kids = plan.category === 'kids';
  const materials = materialsFor(plan, name, random);
  const sizes = sizeRun(plan.sizes, random);
  const colors = colourPick(plan.colors, random);
  const priceCents = priceFor(plan, random);
  const bigSizeSurcharge = sizes.includes('XXL') && random.chance(0.3) ? 200 : 0;
  const variants: VariantInput[] = colors.flatMap((color) =>
    sizes.map((size) => ({
      size,
      color,
      priceCents: priceCents + (size === 'XXL' ? bigSizeSurcharge : 0),
      stock: random.chance(0.12) ? 0 : random.int(3, 40),
    })),
  );
  if (variants.every((v) => v.stock === 0) && variants[0]) variants[0].stock = 5;
  const onSale = random.chance(0.2);
  const collection = plan.collections.length && random.chance(0.55) ? random.pick(plan.collections) : null;
  const tags = [
    plan.category,
    ...(kids ? [plan.subcategory.split('-')[0] as string] : []),
    plan.subcategory,
    ...materials.map((m) => m.toLowerCase()),
    ...(random.chance(0.2) ? ['new'] : []),
    ...(random.chance(0.15) ? ['bestseller'] : []),
    ...(onSale ? ['sale'] : []),
    ...(collection ? [collection] : []),
  ];
  const pattern = patternFor(name, random, kids);
  const look = artAttributesOf(
    { name, productType: plan.productType, subcategory: plan.subcategory, category: plan.category },
    plan.silhouette,
  );
  // Drawn in this order so the seeded catalogue stays the same product for product.
  const description = describeProduct(plan, materials, random);
  const vendor = random.pick(plan.vendors);
  const wasCents = onSale ? roundUpTo99(priceCents * (1.2 + random.next() * 0.3)) : null;
  return {
    input: {
      handle,
      name,
      description,
      category: plan.category,
      subcategory: plan.subcategory,
      productType: plan.productType,
      collection,
      vendor,
      materials,
      tags: [...new Set(tags)],
      // A surcharged size keeps its surcharge in its "was" price too.
      variants: variants.map((v) => ({
        ...v,
        compareAtPriceCents: wasCents === null ? null : wasCents + v.priceCents - priceCents,
      })),
    },
    images: imagesFor(
      name,
      colors.map((c) => ({ name: c, hex: hexFor(c) })),
      { ...look, pattern, kids },
    ),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When each product arrived, counted back from `today` so the shop reads current whenever it
 * is seeded: the products tagged "new" in the last three weeks (inside New Arrivals' default
 * 30 days), the others over the year before the last five weeks. A random stream of its own,
 * so the products themselves are the same whatever the dates.
 */
function dateArrivals(drafts: readonly SeedProduct[], seed: number, today: Date): void {
  const random = createRandom(seed + 1);
  for (const draft of drafts) {
    const days = draft.input.tags?.includes('new') ? random.int(0, 20) : random.int(36, 400);
    const minutes = random.int(0, 24 * 60 - 1);
    draft.input = { ...draft.input, arrivedAt: new Date(today.getTime() - days * DAY_MS - minutes * 60_000) };
  }
}

/** The shop's own products: every planned name in every subcategory, arrived up to `today`. */
export function buildCatalogue(seed = CATALOGUE_SEED, today = new Date()): SeedProduct[] {
  const random = createRandom(seed);
  const handles = new Set<string>();
  const drafts = PLANS.flatMap((plan) =>
    plan.names.map((name) => {
      let handle = toHandle(name);
      if (handles.has(handle)) handle = `${handle}-${plan.category}`;
      handles.add(handle);
      return draftProduct(plan, name, handle, random);
    }),
  );

  // Real flags on a fixed share of products, spread across the catalogue.
  const share = (fraction: number) => random.shuffle(drafts).slice(0, Math.round(drafts.length * fraction));
  for (const product of share(0.15)) product.input = { ...product.input, featured: true };
  for (const product of share(0.15)) product.input = { ...product.input, trending: true };
  for (const product of share(0.035)) {
    product.input = { ...product.input, variants: product.input.variants.map((v) => ({ ...v, stock: 0 })) };
  }
  dateArrivals(drafts, seed, today);
  return drafts;
}

const DESIGNER_DETAILS: Record<string, { silhouette: Silhouette; materials: Material[] }> = {
  'custom-premium-t-shirt': { silhouette: 't-shirt', materials: ['Cotton'] },
  'custom-cozy-hoodie': { silhouette: 'hoodie', materials: ['Cotton', 'Polyester'] },
  'custom-snapback-cap': { silhouette: 'cap', materials: ['Cotton'] },
  'custom-athletic-tank': { silhouette: 'tank', materials: ['Polyester'] },
};

/** The design wizard's base garments: orderable, with plenty of stock, not listed in the shop. */
export function designerProducts(): SeedProduct[] {
  return DESIGNER_PRODUCTS.map((d) => {
    const details = DESIGNER_DETAILS[d.handle] ?? { silhouette: 't-shirt', materials: [] };
    const colors = DESIGN_COLORS.map((c) => ({ name: c.name, hex: c.hex }));
    return {
      input: {
        handle: d.handle,
        name: d.name,
        description: `<p>${escapeHtml(d.description)}</p><ul><li>Printed to order with the design you choose.</li><li>Available in ${DESIGN_COLORS.length} colors.</li><li><strong>Care:</strong> Machine wash cold inside out; tumble dry low.</li></ul>`,
        category: 'custom',
        subcategory: 'custom',
        productType: 'Custom Apparel',
        vendor: STORE.name,
        materials: details.materials,
        tags: ['custom', 'design-your-own'],
        variants: colors.flatMap((color) =>
          d.sizes.map((size) => ({ size, color: color.name, priceCents: d.priceCents, stock: 250 })),
        ),
      },
      images: imagesFor(d.name, colors, {
        ...artAttributesOf(
          { name: d.name, productType: 'Custom Apparel', subcategory: 'custom', category: 'custom' },
          details.silhouette,
        ),
        pattern: 'solid',
      }),
    };
  });
}
