// Synthetic products for load testing (npm run seed -- --products N): the same plans as the
// default catalogue, a small pool of stored artwork, batched multi-row inserts through the
// one product write path. Product number k always gets the same content.
import { count } from 'drizzle-orm';
import { insertProducts, type ProductInput } from '../catalog/write';
import type { Db } from '../db/database';
import { products } from '../db/schema';
import type { ArtworkSpec, View } from './artwork';
import { artAttributesOf, type ArtAttributes } from './art-attributes';
import { describeProduct, hexFor, materialsFor, priceFor, toHandle } from './catalogue';
import { PLANS, type SubcategoryPlan } from './plans';
import { createRandom, type Random } from './random';
import { storeArtwork } from './store-artwork';

const ADJECTIVES = [
  'Everyday',
  'Classic',
  'Modern',
  'Weekend',
  'Studio',
  'Coastal',
  'City',
  'Heritage',
  'Essential',
  'Soft',
  'Vintage',
  'Urban',
  'Relaxed',
  'Signature',
  'Summer',
  'Winter',
  'Travel',
  'Premium',
  'Organic',
  'Limited',
];
const VIEWS: readonly View[] = ['front', 'back', 'styled'];
const DESCRIPTIONS_PER_PLAN = 4;

export interface BulkOptions {
  count: number;
  batchSize?: number;
  /** Batches written at once (PostgreSQL takes several; PGlite has one connection). */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface BulkSummary {
  products: number;
  variants: number;
}

interface Pool {
  /**
   * A few descriptions per plan (without a fabric line, which varies by product): bulk products share them, so each is
   * sanitised once.
   */
  descriptions: Map<SubcategoryPlan, string[]>;
  /** /media URL per drawing key. */
  urls: Map<string, string>;
}

/** A synthetic product is drawn like the planned product its name extends. */
const lookOf = (plan: SubcategoryPlan, baseName: string) =>
  artAttributesOf(
    { name: baseName, productType: plan.productType, subcategory: plan.subcategory, category: plan.category },
    plan.silhouette,
  );

const drawingKey = (plan: SubcategoryPlan, look: ArtAttributes, color: string, view: View) =>
  `${plan.category === 'kids' ? 'kids' : 'adult'}|${JSON.stringify(look)}|${color}|${view}`;

function drawingsFor(plan: SubcategoryPlan): Array<{ key: string; spec: ArtworkSpec }> {
  return plan.names.flatMap((name) => {
    const look = lookOf(plan, name);
    return plan.colors.flatMap((color) =>
      VIEWS.map((view) => ({
        key: drawingKey(plan, look, color, view),
        spec: { ...look, hex: hexFor(color), view, pattern: 'solid' as const, kids: plan.category === 'kids' },
      })),
    );
  });
}

async function preparePool(db: Db): Promise<Pool> {
  const drawings = [...new Map(PLANS.flatMap(drawingsFor).map((d) => [d.key, d])).values()];
  const urls = await db.transaction((tx) =>
    storeArtwork(
      tx,
      drawings.map((d) => d.spec),
    ),
  );
  const random = createRandom(7);
  const descriptions = new Map(
    PLANS.map((plan) => [plan, Array.from({ length: DESCRIPTIONS_PER_PLAN }, () => describeProduct(plan, [], random))]),
  );
  return { descriptions, urls: new Map(drawings.map((d, i) => [d.key, urls[i] as string])) };
}

/** Product number k (0-based, counting every product in the store). */
export function syntheticProduct(k: number, pool: Pool): ProductInput {
  const random: Random = createRandom(Math.imul(k + 1, 0x9e3779b1));
  const plan = PLANS[k % PLANS.length] as SubcategoryPlan;
  const baseName = random.pick(plan.names);
  const name = `${random.pick(ADJECTIVES)} ${baseName}`;
  const runLength = Math.min(3, plan.sizes.length);
  const start = random.int(0, plan.sizes.length - runLength);
  const sizes = plan.sizes.slice(start, start + runLength);
  const colors = random.shuffle(plan.colors).slice(0, Math.min(2, plan.colors.length));
  const priceCents = priceFor(plan, random);
  const materials = materialsFor(plan, baseName, random);
  const collection = plan.collections.length && random.chance(0.5) ? random.pick(plan.collections) : null;
  const look = lookOf(plan, baseName);
  const main = colors[0] as string;
  // Drawn in this order so a product number is the same product whatever the fields around it.
  const description = random.pick(pool.descriptions.get(plan) ?? ['']);
  const vendor = random.pick(plan.vendors);
  const compareAtPriceCents = random.chance(0.2) ? priceCents + 1000 : null;
  return {
    handle: `${toHandle(name)}-${k + 1}`,
    name,
    description,
    category: plan.category,
    subcategory: plan.subcategory,
    productType: plan.productType,
    collection,
    vendor,
    materials,
    tags: [
      ...new Set([
        plan.category,
        plan.subcategory,
        ...materials.map((m) => m.toLowerCase()),
        ...(collection ? [collection] : []),
      ]),
    ],
    featured: random.chance(0.15),
    trending: random.chance(0.15),
    variants: colors.flatMap((color) =>
      sizes.map((size) => ({
        size,
        color,
        priceCents,
        compareAtPriceCents,
        stock: random.chance(0.1) ? 0 : random.int(1, 50),
      })),
    ),
    images: VIEWS.map((view) => ({
      url: pool.urls.get(drawingKey(plan, look, main, view)) as string,
      alt: `${name} in ${main}${view === 'front' ? '' : view === 'back' ? ', back view' : ', styled flat lay'}`,
      color: main,
      width: 800,
      height: 1000,
    })),
  };
}

/** Adds `count` synthetic products after the ones already stored. */
export async function addSyntheticProducts(db: Db, options: BulkOptions): Promise<BulkSummary> {
  const batchSize = options.batchSize ?? 1000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pool = await preparePool(db);
  const [existing] = await db.select({ n: count() }).from(products);
  const first = existing?.n ?? 0;
  const batches = Math.ceil(options.count / batchSize);

  let nextBatch = 0;
  let done = 0;
  let variants = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && nextBatch < batches) {
      const batch = nextBatch++;
      const from = batch * batchSize;
      const inputs = Array.from({ length: Math.min(batchSize, options.count - from) }, (_, i) =>
        syntheticProduct(first + from + i, pool),
      );
      try {
        await db.transaction((tx) => insertProducts(tx, inputs));
      } catch (error) {
        failed = true;
        throw error;
      }
      done += inputs.length;
      variants += inputs.reduce((sum, p) => sum + p.variants.length, 0);
      options.onProgress?.(done, options.count);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batches) }, worker));
  return { products: done, variants };
}
