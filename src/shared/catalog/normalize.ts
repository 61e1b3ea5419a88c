// Storefront node -> the normalised product, the one shape the
// client's lists, cards and product page read. Works for the store's own nodes and for
// hosted-storefront nodes that lack the store's category fields (those are classified).
import { toCents } from '../money';
import { DEFAULT_COLOR, ONE_SIZE, STORE } from '../store';
import { classifyGender, classifySubcategory, type GenderCategory } from './classify';

/** Shown when a product has no image; the client ships this file. */
export const PLACEHOLDER_IMAGE_URL = '/placeholder-product.svg';
export const DEFAULT_PRODUCT_TYPE = 'General';
export const CURRENCY_CODE = STORE.currency;

/** Designer base garments: stored like products, listed only when asked for. */
export type ProductCategory = GenderCategory | 'custom';
const KNOWN_CATEGORIES: readonly string[] = ['women', 'men', 'kids', 'unclassified', 'custom'];

interface MoneyInput {
  amount: string;
}
interface OptionInput {
  name: string;
  value: string;
}
interface VariantInput {
  id: string;
  price?: MoneyInput | null;
  availableForSale?: boolean | null;
  image?: { url: string } | null;
  selectedOptions?: readonly OptionInput[] | null;
}

/** What a storefront node may carry; StorefrontProduct (schemas/catalog.ts) fits it. */
export interface StorefrontNodeInput {
  id: string;
  title: string;
  handle?: string | null;
  description?: string | null;
  descriptionHtml?: string | null;
  price?: string | number | null;
  priceRange?: { minVariantPrice: MoneyInput } | null;
  productType?: string | null;
  vendor?: string | null;
  totalInventory?: number | null;
  availableForSale?: boolean | null;
  tags?: readonly string[] | null;
  images?: { edges: readonly { node: { url: string } }[] } | null;
  variants?: { edges: readonly { node: VariantInput }[] } | null;
  category?: string | null;
  subcategory?: string | null;
  collection?: string | null;
  materials?: readonly string[] | null;
  featured?: boolean | null;
  trending?: boolean | null;
}

export interface NormalizedVariant {
  id: string;
  size: string;
  color: string;
  /** Dollars, as the product's price is shown. */
  price: number;
  priceCents: number;
  available: boolean;
}

export interface NormalizedProduct {
  id: string;
  name: string;
  description: string;
  descriptionHtml: string;
  /** Lowest variant price in dollars; shown with 2 decimals. */
  price: number;
  priceCents: number;
  category: ProductCategory;
  subcategory: string;
  collection: string | null;
  productType: string;
  imageUrl: string;
  images: string[];
  sizes: string[];
  colors: string[];
  materials: string[];
  brand: string;
  stock: number;
  /** The first variant's id: what the cart and checkout send. */
  shopifyId: string | null;
  variants: NormalizedVariant[];
  handle: string;
  featured: boolean;
  trending: boolean;
  inStock: boolean;
  availableForSale: boolean;
  /** The source named in the node's gid (local, shopify). */
  supplier: string;
  tags: string[];
}

const optionValue = (options: readonly OptionInput[] | null | undefined, names: readonly string[]) =>
  options?.find((o) => names.includes(o.name.toLowerCase()))?.value;

const SIZE_OPTION = ['size'];
const COLOR_OPTION = ['color', 'colour'];
const distinct = (values: readonly string[]) => [...new Set(values)];

/** gid://shopify/Product/1 -> "shopify". */
function sourceOf(id: string): string {
  return /^gid:\/\/([^/]+)\//.exec(id)?.[1] ?? 'storefront';
}

function lowestPriceCents(node: StorefrontNodeInput, variants: readonly NormalizedVariant[]): number {
  if (variants.length > 0) return Math.min(...variants.map((v) => v.priceCents));
  if (node.priceRange) return toCents(node.priceRange.minVariantPrice.amount);
  if (node.price !== null && node.price !== undefined && node.price !== '') return toCents(node.price);
  return 0;
}

/** HTML that shows exactly `text`. */
const textAsHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function normalizeProduct(node: StorefrontNodeInput): NormalizedProduct {
  const tags = [...(node.tags ?? [])];
  const stock = node.totalInventory ?? 0;
  const availableForSale = node.availableForSale ?? stock > 0;
  const options = (node.variants?.edges ?? []).map(({ node: v }) => ({
    v,
    size: optionValue(v.selectedOptions, SIZE_OPTION),
    color: optionValue(v.selectedOptions, COLOR_OPTION),
  }));
  const variants = options.map(({ v, size, color }): NormalizedVariant => {
    const priceCents = v.price ? toCents(v.price.amount) : 0;
    return {
      id: v.id,
      size: size ?? ONE_SIZE,
      color: color ?? DEFAULT_COLOR,
      price: priceCents / 100,
      priceCents,
      available: v.availableForSale ?? availableForSale,
    };
  });
  const sizes = distinct(options.flatMap((o) => o.size ?? []));
  const colors = distinct(options.flatMap((o) => o.color ?? []));
  const images = (node.images?.edges ?? []).map((e) => e.node.url);
  const variantImage = node.variants?.edges.find((e) => e.node.image?.url)?.node.image?.url;
  const priceCents = lowestPriceCents(node, variants);
  const productType = node.productType || DEFAULT_PRODUCT_TYPE;
  const category: ProductCategory =
    node.category && KNOWN_CATEGORIES.includes(node.category) ? (node.category as ProductCategory) : classifyGender(node.title, tags);
  const subcategory = node.subcategory || classifySubcategory(category === 'custom' ? 'unclassified' : category, node.title, productType);
  const hasTag = (tag: string) => tags.some((t) => t.toLowerCase() === tag);

  return {
    id: node.id,
    name: node.title,
    description: node.description ?? '',
    // The renderers put descriptionHtml into the page as HTML. A node without it falls back
    // to the plain description, which is text (the server's htmlToText decodes entities, so
    // "&lt;img onerror=…&gt;" there reads "<img onerror=…>"): escape it so it stays text.
    descriptionHtml: node.descriptionHtml ?? textAsHtml(node.description ?? ''),
    price: priceCents / 100,
    priceCents,
    category,
    subcategory,
    collection: node.collection ?? null,
    productType,
    imageUrl: images[0] ?? variantImage ?? PLACEHOLDER_IMAGE_URL,
    images,
    sizes: sizes.length > 0 ? sizes : [ONE_SIZE],
    colors: colors.length > 0 ? colors : [DEFAULT_COLOR],
    materials: [...(node.materials ?? [])],
    brand: node.vendor ?? '',
    stock,
    shopifyId: variants[0]?.id ?? null,
    variants,
    handle: node.handle ?? '',
    featured: node.featured ?? hasTag('featured'),
    trending: node.trending ?? hasTag('trending'),
    inStock: availableForSale,
    availableForSale,
    supplier: sourceOf(node.id),
    tags,
  };
}

/** Keeps the first product with each id (the same product can arrive on two pages). */
export function dedupeById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
