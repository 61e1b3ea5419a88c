// The one boundary where a Shopify product becomes our StorefrontProduct: money with two
// decimals, sanitised description HTML, and the store's own facts (category, collection,
// featured, trending, materials) read from tags or, failing those, classified.
import { classifyGender, classifySubcategory } from '../../shared/catalog/classify';
import { toCents, toDecimal } from '../../shared/money';
import type { StorefrontProduct } from '../../shared/schemas/catalog';
import { CATEGORIES, COLLECTIONS, MATERIALS } from '../../shared/store';
import { htmlToText, sanitizeDescription } from '../catalog/sanitize';
import type { ShopifyProduct } from './shopify-types';

interface Money {
  amount: string;
  currencyCode: string;
}

const money = (m: Money): Money => ({ amount: toDecimal(toCents(m.amount)), currencyCode: m.currencyCode });

/** The value of the first "prefix:value" tag, e.g. collection:summer-25 -> summer-25. */
function tagValues(tags: readonly string[], prefix: string): string[] {
  const marker = `${prefix}:`;
  return tags.filter((t) => t.toLowerCase().startsWith(marker)).map((t) => t.slice(marker.length).trim().toLowerCase()).filter(Boolean);
}

const hasTag = (tags: readonly string[], wanted: string) => tags.some((t) => t.trim().toLowerCase() === wanted);

const KNOWN_COLLECTIONS: readonly string[] = COLLECTIONS.map((c) => c.slug).filter((slug) => slug !== 'all');

function storeFacts(node: ShopifyProduct) {
  const tagged = tagValues(node.tags, 'category');
  const category = CATEGORIES.find((c) => tagged.includes(c)) ?? classifyGender(node.title, node.tags);
  const subcategory = tagValues(node.tags, 'subcategory')[0] ?? classifySubcategory(category, node.title, node.productType);
  const materials = tagValues(node.tags, 'material').flatMap((m) => MATERIALS.find((known) => known.toLowerCase() === m) ?? []);
  return {
    category,
    subcategory,
    collection: tagValues(node.tags, 'collection').find((c) => KNOWN_COLLECTIONS.includes(c)) ?? null,
    materials,
    featured: hasTag(node.tags, 'featured'),
    trending: hasTag(node.tags, 'trending'),
  };
}

export function fromShopifyProduct(node: ShopifyProduct): StorefrontProduct {
  const descriptionHtml = sanitizeDescription(node.descriptionHtml);
  const compareAt = node.compareAtPriceRange?.minVariantPrice;
  return {
    id: node.id,
    handle: node.handle,
    title: node.title,
    description: node.description || htmlToText(descriptionHtml),
    descriptionHtml,
    productType: node.productType,
    vendor: node.vendor,
    totalInventory: node.totalInventory ?? 0,
    availableForSale: node.availableForSale,
    tags: node.tags,
    priceRange: { minVariantPrice: money(node.priceRange.minVariantPrice), maxVariantPrice: money(node.priceRange.maxVariantPrice) },
    // Shopify answers 0.0 when no variant has a compare-at price.
    compareAtPriceRange: compareAt && toCents(compareAt.amount) > 0 ? { minVariantPrice: money(compareAt) } : null,
    images: {
      edges: node.images.edges.map(({ node: image }) => ({
        node: { url: image.url, altText: image.altText ?? null, width: image.width ?? 0, height: image.height ?? 0 },
      })),
    },
    variants: {
      edges: node.variants.edges.map(({ node: variant }) => ({
        node: {
          id: variant.id,
          title: variant.title,
          sku: variant.sku || null,
          availableForSale: variant.availableForSale,
          quantityAvailable: variant.quantityAvailable ?? null,
          price: money(variant.price),
          image: variant.image ? { url: variant.image.url, altText: variant.image.altText ?? null } : null,
          selectedOptions: variant.selectedOptions,
        },
      })),
    },
    ...storeFacts(node),
  };
}
