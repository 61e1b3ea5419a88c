// The Google Merchant Center product feed: RSS 2.0 with Google's g: fields, one item per
// variant (grouped by its product), written batch by batch as the products are read.
import { PLACEHOLDER_IMAGE_URL } from '../../shared/catalog/product';
import { toCents, toDecimal } from '../../shared/money';
import { DEFAULT_COLOR, ONE_SIZE, STORE } from '../../shared/store';
import { htmlToText } from '../catalog/sanitize';
import { googleAgeGroup, googleGender, googleProductCategory } from './google-taxonomy';
import type { FeedRow } from './queries';
import { absoluteUrl, element, productPath, XML_DECLARATION } from './xml';

/** Google's limits on a title and a description, in characters. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;

export function feedHead(origin: string): string {
  return (
    `${XML_DECLARATION}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
    `${element('title', STORE.name)}\n${element('link', `${origin}/`)}\n${element('description', STORE.tagline)}\n`
  );
}

export const FEED_TAIL = '</channel>\n</rss>\n';

/** A product as the feed reads it, with its variants. */
export interface FeedProduct {
  id: number;
  row: FeedRow;
  variants: Array<
    FeedRow & { variantId: number; sku: string; size: string; color: string; price: string; stock: number }
  >;
}

/** Rows in product order -> products with their variants (a product without variants has none). */
export function groupFeedRows(rows: readonly FeedRow[]): FeedProduct[] {
  const products: FeedProduct[] = [];
  for (const row of rows) {
    let product = products.at(-1);
    if (product?.id !== row.productId) {
      product = { id: row.productId, row, variants: [] };
      products.push(product);
    }
    if (
      row.variantId !== null &&
      row.sku !== null &&
      row.size !== null &&
      row.color !== null &&
      row.price !== null &&
      row.stock !== null
    ) {
      product.variants.push({
        ...row,
        variantId: row.variantId,
        sku: row.sku,
        size: row.size,
        color: row.color,
        price: row.price,
        stock: row.stock,
      });
    }
  }
  return products;
}

/** "12.99 USD", from the integer cents. */
const priceText = (cents: number) => `${toDecimal(cents)} ${STORE.currency}`;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The variant's own options, when it has any worth naming. */
function optionWords(variant: { size: string; color: string }): string[] {
  return [variant.color === DEFAULT_COLOR ? '' : variant.color, variant.size === ONE_SIZE ? '' : variant.size].filter(
    Boolean,
  );
}

function feedItem(origin: string, product: FeedProduct, variant: FeedProduct['variants'][number]): string {
  const { row } = product;
  const cents = toCents(variant.price);
  const compareAt = variant.compareAtPrice === null ? null : toCents(variant.compareAtPrice);
  const onSale = compareAt !== null && compareAt > cents;
  const options = optionWords(variant);
  const title = clip(options.length ? `${row.name} - ${options.join(' / ')}` : row.name, TITLE_MAX);
  const description = clip(htmlToText(row.description) || row.name, DESCRIPTION_MAX);
  const fields = [
    element('g:id', variant.sku),
    element('g:item_group_id', String(product.id)),
    element('g:title', title),
    element('g:description', description),
    element('g:link', absoluteUrl(origin, productPath(row.handle))),
    element('g:image_link', absoluteUrl(origin, variant.image ?? PLACEHOLDER_IMAGE_URL)),
    element('g:availability', variant.stock > 0 ? 'in_stock' : 'out_of_stock'),
    element('g:price', priceText(onSale ? compareAt : cents)),
    onSale ? element('g:sale_price', priceText(cents)) : '',
    element('g:brand', row.vendor || STORE.name),
    element('g:mpn', variant.sku),
    element('g:condition', 'new'),
    element('g:google_product_category', googleProductCategory(row)),
    element('g:size', variant.size),
    variant.color === DEFAULT_COLOR ? '' : element('g:color', variant.color),
    element('g:gender', googleGender(row)),
    element('g:age_group', googleAgeGroup(row)),
  ];
  return `<item>${fields.join('')}</item>\n`;
}

/** The items of one batch of products. */
export const feedItems = (origin: string, products: readonly FeedProduct[]) =>
  products.flatMap((product) => product.variants.map((variant) => feedItem(origin, product, variant))).join('');
