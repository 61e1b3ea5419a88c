// The store's one product model: flat, in cents, with its variants, pictures and options.
// Every source is reshaped into it once on the server (the database's rows, the hosted
// storefront's nodes); GET /api/catalog/products answers it as it is, and every other answer
// shape is written from it.
import { STORE } from '../store';
import type { GenderCategory } from './classify';

/** Shown when a product has no image; the client ships this file. */
export const PLACEHOLDER_IMAGE_URL = '/placeholder-product.svg';
export const DEFAULT_PRODUCT_TYPE = 'General';
export const CURRENCY_CODE = STORE.currency;

/** Designer base garments: stored like products, listed only when asked for. */
export type ProductCategory = GenderCategory | 'custom';

export interface ProductOption {
  name: string;
  value: string;
}

export interface ProductImage {
  url: string;
  altText: string | null;
  width: number;
  height: number;
  /**
   * An uploaded photo, served resized at /media/<id>/<width>.<format> (shared/catalog/photos.ts); false for drawings
   * and other addresses.
   */
  raster: boolean;
  /** The colour option the photo shows, when staff tied it to one; absent when the source does not say. */
  color?: string | null;
}

export interface ProductVariant {
  /** gid://<source>/ProductVariant/<id>: what the cart and checkout send. */
  id: string;
  title: string;
  sku: string | null;
  /** The Size option, or One Size. */
  size: string;
  /** The Color option, or Default. */
  color: string;
  /** Every option as the source names it. */
  options: ProductOption[];
  priceCents: number;
  /** Its "was" price; null when it is not marked down. */
  compareAtPriceCents: number | null;
  available: boolean;
  /** Units for sale; null when the source does not say. */
  quantity: number | null;
  image: Pick<ProductImage, 'url' | 'altText'> | null;
}

export interface Product {
  /** gid://<source>/Product/<id> */
  id: string;
  handle: string;
  name: string;
  /** Plain text. */
  description: string;
  /** Sanitised HTML, safe to put into the page. */
  descriptionHtml: string;
  productType: string;
  brand: string;
  tags: string[];
  category: ProductCategory;
  subcategory: string;
  collection: string | null;
  materials: string[];
  featured: boolean;
  trending: boolean;
  /** The lowest variant price. */
  priceCents: number;
  maxPriceCents: number;
  /** The compare-at price the source gives; null for none. */
  compareAtPriceCents: number | null;
  currencyCode: string;
  images: ProductImage[];
  /** The first picture, else a variant's, else the placeholder. */
  imageUrl: string;
  /** From the variants' Size option; One Size when there is none. */
  sizes: string[];
  /** From the variants' Color option; Default when there is none. */
  colors: string[];
  variants: ProductVariant[];
  /** Units for sale across the variants. */
  stock: number;
  availableForSale: boolean;
}

/** Keeps the first product with each id (the same product can arrive on two pages). */
export function dedupeById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
