// Each page's name (its title: "<name> | TJ Fashion") and its description, for search results
// and shared links. The pages render them (components/PageTitle.tsx) and the server puts them
// in every page's HTML, rendered or not (server/pages/page-head.ts).
import { formatCount } from './catalog/counts';
import type { PageName } from './pages';
import { pageTitle, STORE } from './store-essentials';

export interface PageMeta {
  /** Absent for the home page, whose title is the store's name alone. */
  name?: string;
  description: string;
}

/** How long a description runs before it is cut, at a word boundary: what search results show. */
export const DESCRIPTION_LENGTH = 155;

export const STORE_DESCRIPTION = `${STORE.name}: clothing for women, men and kids, jewelry, wigs, accessories and custom apparel.`;

export { pageTitle };

/** Pages whose head is the same at every address (products, posts and lists add their own). */
export const PAGE_META: Record<Exclude<PageName, 'Product' | 'BlogPost'>, PageMeta> = {
  Home: { description: STORE_DESCRIPTION },
  Shop: {
    name: 'Shop All',
    description: `Shop every piece at ${STORE.name}: clothing for women, men and kids, jewelry, wigs and accessories.`,
  },
  Featured: {
    name: 'Trending & Featured',
    description: `The pieces shoppers love right now and our stylists' picks at ${STORE.name}.`,
  },
  New: {
    name: 'New Arrivals',
    description: `The newest clothing, jewelry and accessories at ${STORE.name}, newest first.`,
  },
  Sale: { name: 'Sale', description: `Marked-down clothing and accessories for women, men and kids at ${STORE.name}.` },
  Women: {
    name: "Women's Collection",
    description: 'Dresses, denim, tops and the finishing touches: jewelry, wigs and accessories.',
  },
  Men: { name: "Men's Collection", description: 'Everyday polos and tees, sharp trousers and hard-wearing cargos.' },
  Kids: {
    name: 'Kids Collection',
    description: `Clothing, shoes and toys for babies, toddlers, girls and boys at ${STORE.name}.`,
  },
  Collections: { name: 'Collections', description: 'Curated edits for every season, style and family member.' },
  DesignApparel: {
    name: 'Design Apparel',
    description: `Design your own T-shirts, hoodies and more with your text and artwork, printed by ${STORE.name}.`,
  },
  About: {
    name: 'Our Story',
    description: `How ${STORE.name} grew from a family shop in ${STORE.founded.city}, ${STORE.founded.state} in ${STORE.founded.year} into a store for the whole family.`,
  },
  Contact: {
    name: 'Contact Us',
    description: `Questions about an order, sizing or returns? Write to ${STORE.name}'s support team or call ${STORE.contact.phone}.`,
  },
  SizeGuide: {
    name: 'Size Guide',
    description: `Measurements for women's, men's and kids' sizes at ${STORE.name}, and how to measure yourself.`,
  },
  ReturnPolicy: {
    name: 'Return Policy',
    description: `How to return or exchange an order from ${STORE.name}: the time you have, the conditions and refunds.`,
  },
  ReturnStart: {
    name: 'Return an Item',
    description: `Return or exchange items from a ${STORE.name} order: choose what comes back, a refund or another size, and print your slip.`,
  },
  ReturnStatus: {
    name: 'Your Return',
    description: `Where your ${STORE.name} return is, what we said about it, and its slip to print.`,
  },
  Faq: {
    name: 'FAQ',
    description: `Answers about shipping, returns, order tracking, promo codes, gift cards and custom apparel at ${STORE.name}.`,
  },
  Shipping: {
    name: 'Shipping',
    description:
      'Shipping methods, prices and delivery times, the countries we ship to, order processing and tracking.',
  },
  Privacy: {
    name: 'Privacy Policy',
    description: `What ${STORE.name} keeps about you and why, the cookies we set, and how to download or delete your data.`,
  },
  Terms: {
    name: 'Terms of Service',
    description: `The terms of every ${STORE.name} order: prices, taxes, payment, shipping, returns, gift cards, promo codes and custom apparel.`,
  },
  Blog: { name: 'Fashion Blog', description: `Style advice, trends and stories from the ${STORE.name} team.` },
  Cart: { name: 'Shopping Cart', description: `Your ${STORE.name} shopping cart.` },
  Checkout: { name: 'Secure Checkout', description: `Checkout at ${STORE.name}.` },
  CheckoutPay: { name: 'Payment', description: `Pay for your ${STORE.name} order.` },
  // The server cannot tell whether this browser placed the order the link names (the page
  // reads that from the browser), so the HTML confirms nothing; the page names itself.
  CheckoutSuccess: { name: 'Your Order', description: `Your ${STORE.name} order.` },
  Track: {
    name: 'Track Your Order',
    description: `Follow your ${STORE.name} order from the warehouse to your door with its order or tracking number.`,
  },
  GiftCards: {
    name: 'Gift Cards',
    description: `Give a ${STORE.name} gift card, delivered by email, to spend on anything in the store.`,
  },
  GiftCardBalance: { name: 'Gift Card Balance', description: `Check what is left on a ${STORE.name} gift card.` },
  Wishlist: { name: 'My Wishlist', description: `The pieces you saved at ${STORE.name}.` },
  Account: { name: 'My Account', description: `Your ${STORE.name} account: orders, addresses and sign-in.` },
  Login: { name: 'Admin Login', description: `Staff sign-in for ${STORE.name}.` },
  Admin: { name: 'Admin Dashboard', description: `${STORE.name} store administration.` },
  NotFound: { name: 'Page Not Found', description: 'Sorry, the page you are looking for does not exist or has moved.' },
};

/** Plain text on one line, at most `max` characters: cut at a word boundary, with an ellipsis, when longer. */
export function snippet(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  // A space just past the ellipsis's room still ends a word that fits.
  const cut = plain.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // A single long word is cut where it is.
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1);
  return `${head.replace(/[\s,;:.!?-]+$/, '')}…`;
}

/** A product's description for search results: its own words, else what it is and who makes it. */
export function productDescription(product: { name: string; description: string; brand: string }): string {
  return (
    snippet(product.description) || `${product.name}${product.brand ? ` by ${product.brand}` : ''} at ${STORE.name}.`
  );
}

/** "a, b and c" */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A product list's description from what it holds: "Shop 1,234 women's dresses, tops, jeans
 * and more at TJ Fashion." `kinds` are the list's largest subcategories, most first.
 */
export function listDescription(list: {
  total: number;
  possessive?: string | undefined;
  kinds: readonly string[];
  more: boolean;
}): string {
  const owner = list.possessive ? `${list.possessive} ` : '';
  const kinds = list.kinds.length
    ? listText(list.more ? [...list.kinds, 'more'] : list.kinds)
    : 'clothing and accessories';
  const noun = list.total === 1 ? 'piece' : 'pieces';
  return snippet(
    `Shop ${formatCount(list.total)} ${list.kinds.length ? `${owner}${kinds}` : `${noun} of ${owner}${kinds}`} at ${STORE.name}.`,
  );
}
