// The page's facts for search engines, as schema.org JSON-LD in its HTML: a product with one
// offer per variant, the breadcrumb trail to it, a post, and on the home page the store
// itself and how to search it. Only facts the store holds: it keeps no reviews, so no rating.
import type { BlogPost } from '../../shared/blog-posts';
import type { Product } from '../../shared/catalog/product';
import { toDecimal } from '../../shared/money';
import { STORE } from '../../shared/store';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** One element per object; `<` escaped, so no product text can end the script element. */
export const jsonLdTags = (items: readonly JsonLd[]) =>
  items
    .map((item) => `<script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`)
    .join('');

/** An absolute address for a path or an address already absolute. */
const absolute = (origin: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

export interface Crumb {
  name: string;
  /** A path on the store. */
  path: string;
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}

/** A product with an Offer per variant: what Google's product and merchant listing results read. */
export function productJsonLd(origin: string, product: Product, url: string, shareImage: string): JsonLd {
  const images = [...new Set([shareImage, ...product.images.map((image) => absolute(origin, image.url))])];
  const offers = product.variants.map((variant) => ({
    '@type': 'Offer',
    ...(variant.sku ? { sku: variant.sku } : {}),
    name: variant.title,
    price: toDecimal(variant.priceCents),
    priceCurrency: product.currencyCode,
    // A marked-down variant: the offer's price is the sale price, and its "was" price is the
    // strikethrough price, as Google reads a sale.
    ...(variant.compareAtPriceCents !== null && variant.compareAtPriceCents > variant.priceCents
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: toDecimal(variant.compareAtPriceCents),
            priceCurrency: product.currencyCode,
          },
        }
      : {}),
    availability: variant.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    url,
  }));
  const sku = product.variants.find((variant) => variant.sku)?.sku;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    image: images,
    ...(sku ? { sku } : {}),
    brand: { '@type': 'Brand', name: product.brand || STORE.name },
    ...(product.productType && product.productType !== 'General' ? { category: product.productType } : {}),
    url,
    offers,
  };
}

const organization = (origin: string): JsonLd => ({
  '@type': 'Organization',
  name: STORE.name,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
});

/** The store and how to search it, for the home page. */
export function storeJsonLd(origin: string, searchPath: string): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      ...organization(origin),
      sameAs: [STORE.social.instagram, STORE.social.facebook, STORE.social.tiktok],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: STORE.contact.email,
        telephone: STORE.contact.phone,
      },
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: STORE.name,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${searchPath}{search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** "March 18, 2026" as 2026-03-18; undefined when the date does not read. */
export function isoDate(written: string): string | undefined {
  const time = Date.parse(`${written} 12:00 UTC`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export function blogPostingJsonLd(origin: string, post: BlogPost, url: string, image: string): JsonLd {
  const published = isoDate(post.date);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(published ? { datePublished: published } : {}),
    author: { '@type': 'Person', name: post.author },
    image: [image],
    url,
    mainEntityOfPage: url,
    keywords: post.tags.join(', '),
    publisher: organization(origin),
  };
}
