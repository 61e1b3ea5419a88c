// The default catalogue: ~180 products across every subcategory, the design wizard's base
// garments and the welcome promotion. Deterministic: no Math.random, no network.
import { sql } from 'drizzle-orm';
import { insertProducts } from '../catalog/write';
import type { Db, Tx } from '../db/database';
import { products } from '../db/schema';
import { addWelcomeDiscount } from '../promotions/welcome';
import { buildCatalogue, designerProducts } from './catalogue';
import { withStoredImages } from './store-artwork';

export interface SeedSummary {
  products: number;
  variants: number;
  images: number;
}

// Two app processes starting on one empty PostgreSQL database must not both seed it.
const SEED_LOCK = 7_324_501;

async function writeCatalogue(tx: Tx): Promise<SeedSummary> {
  const catalogue = [...buildCatalogue(), ...designerProducts()];
  const inputs = await withStoredImages(tx, catalogue);
  await insertProducts(tx, inputs);
  await addWelcomeDiscount(tx);
  return {
    products: inputs.length,
    variants: inputs.reduce((sum, p) => sum + p.variants.length, 0),
    images: inputs.reduce((sum, p) => sum + p.images.length, 0),
  };
}

/** Adds the default catalogue (fails if its handles already exist). */
export async function seedCatalogue(db: Db): Promise<SeedSummary> {
  return db.transaction((tx) => writeCatalogue(tx));
}

/** Seeds the default catalogue when the store has no products; true if it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return false;
    await writeCatalogue(tx);
    return true;
  });
}
