// The one boundary where a Shopify product becomes the store's Product: its description HTML
// sanitised like the store's own, then read as a storefront node (the store's own facts read
// from its tags; see README.md).
import type { ShopifyProduct } from './shopify-types';
import {
  CURRENCY_CODE,
  DEFAULT_PRODUCT_TYPE,
  PLACEHOLDER_IMAGE_URL,
  type Product,
  type ProductCategory,
  type ProductOption,
  type ProductVariant,
} from '../../../../shared/catalog/product';
import { classifyGender, classifySubcategory } from '../../../../shared/catalog/classify';
import { currentCollectionSlug } from '../../../../shared/collections';
import { toCents } from '../../../../shared/money';
import { CATEGORIES, COLLECTIONS, DEFAULT_COLOR, MATERIALS, ONE_SIZE } from '../../../../shared/store';
import { htmlToText, sanitizeDescription } from '../../sanitize';

const KNOWN_CATEGORIES: readonly string[] = ['women', 'men', 'kids', 'unclassified', 'custom'];

interface MoneyInput {
  amount: string;
  currencyCode?: string;
}
interface VariantInput {
  id: string;
  title?: string | null;
  sku?: string | null;
  price?: MoneyInput | null;
  compareAtPrice?: MoneyInput | null;
  availableForSale?: boolean | null;
  quantityAvailable?: number | null;
  image?: { url: string; altText?: string | null } | null;
  selectedOptions?: readonly ProductOption[] | null;
}

/** What a storefront node may carry: the hosted storefront's nodes, and the store's own (in tests). */
export interface StorefrontNodeInput {
  id: string;
  title: string;
  handle?: string | null;
  description?: string | null;
  descriptionHtml?: string | null;
  price?: string | number | null;
  priceRange?: { minVariantPrice: MoneyInput; maxVariantPrice?: MoneyInput | null } | null;
  compareAtPriceRange?: { minVariantPrice: MoneyInput } | null;
  productType?: string | null;
  vendor?: string | null;
  totalInventory?: number | null;
  availableForSale?: boolean | null;
  tags?: readonly string[] | null;
  images?: {
    edges: readonly {
      node: {
        url: string;
        altText?: string | null;
        width?: number | null;
        height?: number | null;
        raster?: boolean | null;
      };
    }[];
  } | null;
  variants?: { edges: readonly { node: VariantInput }[] } | null;
  category?: string | null;
  subcategory?: string | null;
  collection?: string | null;
  materials?: readonly string[] | null;
  featured?: boolean | null;
  trending?: boolean | null;
}

const SIZE_OPTION = ['size'];
const COLOR_OPTION = ['color', 'colour'];
const optionValue = (options: readonly ProductOption[], names: readonly string[]) =>
  options.find((o) => names.includes(o.name.toLowerCase()))?.value;
const distinct = (values: readonly string[]) => [...new Set(values)];

/** HTML that shows exactly `text`. */
const textAsHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// A hosted storefront has no fields for the store's own facts: it tags products instead
// (case-insensitive): featured, trending, collection:<slug>, category:<women|men|kids>,
// subcategory:<slug>, material:<name>. What is neither given nor tagged is classified.

/** The values of "prefix:value" tags, e.g. collection:summer -> summer. */
function tagValues(tags: readonly string[], prefix: string): string[] {
  const marker = `${prefix}:`;
  return tags
    .filter((t) => t.toLowerCase().startsWith(marker))
    .map((t) => t.slice(marker.length).trim().toLowerCase())
    .filter(Boolean);
}

/** The store's first collections, for a reshape not told the shop's own. */
const FIRST_COLLECTIONS: ReadonlySet<string> = new Set(COLLECTIONS.map((c) => c.slug).filter((slug) => slug !== 'all'));

function storeFacts(
  node: StorefrontNodeInput,
  tags: readonly string[],
  productType: string,
  collections: ReadonlySet<string>,
) {
  const hasTag = (wanted: string) => tags.some((t) => t.trim().toLowerCase() === wanted);
  const taggedCategory = CATEGORIES.find((c) => tagValues(tags, 'category').includes(c));
  const category: ProductCategory =
    node.category && KNOWN_CATEGORIES.includes(node.category)
      ? (node.category as ProductCategory)
      : (taggedCategory ?? classifyGender(node.title, tags));
  const subcategory =
    node.subcategory ||
    tagValues(tags, 'subcategory')[0] ||
    classifySubcategory(category === 'custom' ? 'unclassified' : category, node.title, productType);
  const taggedMaterials = tagValues(tags, 'material').flatMap(
    (m) => MATERIALS.find((known) => known.toLowerCase() === m) ?? [],
  );
  return {
    category,
    subcategory,
    // A tag with a former slug (collection:summer-25) names the collection it has now.
    collection:
      node.collection !== undefined
        ? node.collection
        : (tagValues(tags, 'collection')
            .map(currentCollectionSlug)
            .find((c) => collections.has(c)) ?? null),
    materials: node.materials ? [...node.materials] : taggedMaterials,
    featured: node.featured ?? hasTag('featured'),
    trending: node.trending ?? hasTag('trending'),
  };
}

function priceRangeCents(node: StorefrontNodeInput, variants: readonly ProductVariant[]): [min: number, max: number] {
  if (node.priceRange) {
    const min = toCents(node.priceRange.minVariantPrice.amount);
    return [min, node.priceRange.maxVariantPrice ? toCents(node.priceRange.maxVariantPrice.amount) : min];
  }
  if (variants.length > 0) {
    const prices = variants.map((v) => v.priceCents);
    return [Math.min(...prices), Math.max(...prices)];
  }
  const price = node.price !== null && node.price !== undefined && node.price !== '' ? toCents(node.price) : 0;
  return [price, price];
}

function variantFrom(v: VariantInput, productAvailable: boolean): ProductVariant {
  const options = [...(v.selectedOptions ?? [])];
  const size = optionValue(options, SIZE_OPTION) ?? ONE_SIZE;
  const color = optionValue(options, COLOR_OPTION) ?? DEFAULT_COLOR;
  const priceCents = v.price ? toCents(v.price.amount) : 0;
  const was = v.compareAtPrice ? toCents(v.compareAtPrice.amount) : null;
  return {
    id: v.id,
    title: v.title ?? `${size} / ${color}`,
    sku: v.sku || null,
    size,
    color,
    options,
    priceCents,
    // Shopify answers a compare-at price at or below the price too: only one above it is a markdown.
    compareAtPriceCents: was !== null && was > priceCents ? was : null,
    available: v.availableForSale ?? productAvailable,
    quantity: v.quantityAvailable ?? null,
    image: v.image ? { url: v.image.url, altText: v.image.altText ?? null } : null,
  };
}

/**
 * A storefront node as the store's product. A collection:<handle> tag puts it in that collection
 * when the shop has one by that handle (`collections`: the store's first ones unless told).
 */
export function fromStorefrontNode(
  node: StorefrontNodeInput,
  collections: ReadonlySet<string> = FIRST_COLLECTIONS,
): Product {
  const tags = [...(node.tags ?? [])];
  const stock = node.totalInventory ?? 0;
  const availableForSale = node.availableForSale ?? stock > 0;
  const variants = (node.variants?.edges ?? []).map(({ node: v }) => variantFrom(v, availableForSale));
  const sourced = (node.variants?.edges ?? []).map(({ node: v }) => v.selectedOptions ?? []);
  const sizes = distinct(sourced.flatMap((options) => optionValue(options, SIZE_OPTION) ?? []));
  const colors = distinct(sourced.flatMap((options) => optionValue(options, COLOR_OPTION) ?? []));
  const images = (node.images?.edges ?? []).map(({ node: image }) => ({
    url: image.url,
    altText: image.altText ?? null,
    width: image.width ?? 0,
    height: image.height ?? 0,
    // Only the store's own uploads are resized; a hosted storefront's pictures are served as given.
    raster: image.raster === true && image.width != null && image.width > 0 && image.height != null && image.height > 0,
  }));
  const [priceCents, maxPriceCents] = priceRangeCents(node, variants);
  const compareAt = node.compareAtPriceRange ? toCents(node.compareAtPriceRange.minVariantPrice.amount) : 0;
  const productType = node.productType || DEFAULT_PRODUCT_TYPE;
  const description = node.description ?? '';

  return {
    id: node.id,
    handle: node.handle ?? '',
    name: node.title,
    description,
    // The renderers put descriptionHtml into the page as HTML. A node without it falls back
    // to the plain description, which is text (the server's htmlToText decodes entities, so
    // "&lt;img onerror=…&gt;" there reads "<img onerror=…>"): escape it so it stays text.
    descriptionHtml: node.descriptionHtml ?? textAsHtml(description),
    productType,
    brand: node.vendor ?? '',
    tags,
    ...storeFacts(node, tags, productType, collections),
    priceCents,
    maxPriceCents,
    // A hosted storefront answers 0.0 when no variant has a compare-at price.
    compareAtPriceCents: compareAt > 0 ? compareAt : null,
    currencyCode: node.priceRange?.minVariantPrice.currencyCode ?? CURRENCY_CODE,
    images,
    imageUrl: images[0]?.url ?? variants.find((v) => v.image)?.image?.url ?? PLACEHOLDER_IMAGE_URL,
    sizes: sizes.length > 0 ? sizes : [ONE_SIZE],
    colors: colors.length > 0 ? colors : [DEFAULT_COLOR],
    variants,
    stock,
    availableForSale,
  };
}

export function fromShopifyProduct(node: ShopifyProduct, collections?: ReadonlySet<string>): Product {
  const descriptionHtml = sanitizeDescription(node.descriptionHtml);
  return fromStorefrontNode(
    { ...node, descriptionHtml, description: node.description || htmlToText(descriptionHtml) },
    collections,
  );
}
