// Every storefront page in one place: the addresses it answers, its head (its title is
// "<name> | TJ Fashion"; products, posts and lists write their own), whether search engines
// may list it, and how it is drawn. The browser's routes (client/app/routes.tsx), the server's
// status and head (server/http/page-head.ts), the page's code named in its HTML (page-hints.ts)
// and the sitemap all read it. A page's screen is src/client/pages/<Name>.tsx.
import { blogPostBySlug } from './blog-posts';
import { STORE } from './store-essentials';

export interface PageMeta {
  /** Absent for the home page, whose title is the store's name alone. */
  name?: string;
  description: string;
}

export interface PageDefinition {
  /** Its address; `:name` stands for one segment after the rest (`/product/:handle`). Absent: shown where nothing else is. */
  path?: string;
  /** Other addresses that show it as they are. */
  also?: readonly string[];
  /** Old addresses the browser moves to `path`. */
  formerly?: readonly string[];
  /** It has screens of its own below its address (`/account/orders`). */
  nested?: boolean;
  /** Its head at every address; absent where each address has its own (a product, a post). */
  meta?: PageMeta;
  /** The shopper's own or staff's: search engines are told not to list it, and the sitemap leaves it out. */
  noindex?: boolean;
  /** Left out of the sitemap all the same (a form behind another page). */
  unlisted?: boolean;
  /** Its content is this browser's storage or session: the server leaves it to the browser to draw. */
  browserOnly?: boolean;
  /** Its first screen asks for no data: it loads without the query cache (client/lib/query-scope.tsx). */
  withoutQueries?: boolean;
}

export const STORE_DESCRIPTION = `${STORE.name}: clothing for women, men and kids, jewelry, wigs, accessories and custom apparel.`;

export const PAGES = {
  Home: { path: '/', meta: { description: STORE_DESCRIPTION }, withoutQueries: true },
  Shop: { path: '/shop', meta: { name: 'Shop All', description: `Shop every piece at ${STORE.name}: clothing for women, men and kids, jewelry, wigs and accessories.` } },
  Featured: { path: '/featured', meta: { name: 'Trending & Featured', description: `The pieces shoppers love right now and our stylists' picks at ${STORE.name}.` } },
  New: { path: '/new', meta: { name: 'New Arrivals', description: `The newest clothing, jewelry and accessories at ${STORE.name}, newest first.` } },
  Sale: { path: '/sale', meta: { name: 'Sale', description: `Marked-down clothing and accessories for women, men and kids at ${STORE.name}.` } },
  Women: { path: '/women', meta: { name: "Women's Collection", description: 'Dresses, denim, tops and the finishing touches: jewelry, wigs and accessories.' } },
  Men: { path: '/men', meta: { name: "Men's Collection", description: 'Everyday polos and tees, sharp trousers and hard-wearing cargos.' } },
  Kids: { path: '/kids', meta: { name: 'Kids Collection', description: `Clothing, shoes and toys for babies, toddlers, girls and boys at ${STORE.name}.` } },
  Collections: { path: '/collections', meta: { name: 'Collections', description: 'Curated edits for every season, style and family member.' } },
  Product: { path: '/product/:handle' },
  DesignApparel: {
    path: '/design-apparel',
    meta: { name: 'Design Apparel', description: `Design your own T-shirts, hoodies and more with your text and artwork, printed by ${STORE.name}.` },
    browserOnly: true,
  },
  About: {
    path: '/about',
    meta: { name: 'Our Story', description: `How ${STORE.name} grew from a family shop in ${STORE.founded.city}, ${STORE.founded.state} in ${STORE.founded.year} into a store for the whole family.` },
  },
  Contact: { path: '/contact', meta: { name: 'Contact Us', description: `Questions about an order, sizing or returns? Write to ${STORE.name}'s support team or call ${STORE.contact.phone}.` } },
  SizeGuide: { path: '/size-guide', meta: { name: 'Size Guide', description: `Measurements for women's, men's and kids' sizes at ${STORE.name}, and how to measure yourself.` } },
  ReturnPolicy: {
    path: '/return-policy',
    meta: { name: 'Return Policy', description: `How to return or exchange an order from ${STORE.name}: the time you have, the conditions and refunds.` },
  },
  Faq: { path: '/faq', meta: { name: 'FAQ', description: `Answers about shipping, returns, order tracking, promo codes, gift cards and custom apparel at ${STORE.name}.` } },
  Shipping: { path: '/shipping', meta: { name: 'Shipping', description: 'Shipping methods, prices and delivery times, the countries we ship to, order processing and tracking.' } },
  Privacy: { path: '/privacy', meta: { name: 'Privacy Policy', description: `What ${STORE.name} keeps about you and why, the cookies we set, and how to download or delete your data.` } },
  Terms: {
    path: '/terms',
    meta: { name: 'Terms of Service', description: `The terms of every ${STORE.name} order: prices, taxes, payment, shipping, returns, gift cards, promo codes and custom apparel.` },
  },
  Blog: { path: '/blog', meta: { name: 'Fashion Blog', description: `Style advice, trends and stories from the ${STORE.name} team.` } },
  BlogPost: { path: '/blog/:slug' },
  Cart: { path: '/cart', meta: { name: 'Shopping Cart', description: `Your ${STORE.name} shopping cart.` }, noindex: true },
  Checkout: { path: '/checkout', meta: { name: 'Secure Checkout', description: `Checkout at ${STORE.name}.` }, noindex: true, browserOnly: true },
  CheckoutPay: { path: '/checkout/pay/:token', meta: { name: 'Payment', description: `Pay for your ${STORE.name} order.` }, noindex: true, browserOnly: true },
  // The server cannot tell whether this browser placed the order the link names (the page
  // reads that from the browser), so the HTML confirms nothing; the page names itself.
  CheckoutSuccess: { path: '/checkout/success', meta: { name: 'Your Order', description: `Your ${STORE.name} order.` }, noindex: true, browserOnly: true },
  Track: {
    path: '/track',
    formerly: ['/track-order'],
    meta: { name: 'Track Your Order', description: `Follow your ${STORE.name} order from the warehouse to your door with its order or tracking number.` },
    browserOnly: true,
  },
  GiftCards: { path: '/gift-cards', meta: { name: 'Gift Cards', description: `Give a ${STORE.name} gift card, delivered by email, to spend on anything in the store.` } },
  GiftCardBalance: {
    path: '/gift-cards/balance',
    meta: { name: 'Gift Card Balance', description: `Check what is left on a ${STORE.name} gift card.` },
    unlisted: true,
    browserOnly: true,
  },
  Wishlist: { path: '/wishlist', meta: { name: 'My Wishlist', description: `The pieces you saved at ${STORE.name}.` }, noindex: true, browserOnly: true },
  // Its sign-in form is drawn by the server too; a signed-in shopper's browser hides it until the account shows (AccountArea).
  Account: { path: '/account', nested: true, meta: { name: 'My Account', description: `Your ${STORE.name} account: orders, addresses and sign-in.` }, noindex: true },
  Login: {
    path: '/auth/login',
    also: ['/staff/invitation', '/staff/reset'],
    meta: { name: 'Admin Login', description: `Staff sign-in for ${STORE.name}.` },
    noindex: true,
    browserOnly: true,
  },
  Admin: { path: '/admin', nested: true, meta: { name: 'Admin Dashboard', description: `${STORE.name} store administration.` }, noindex: true, browserOnly: true },
  NotFound: { meta: { name: 'Page Not Found', description: 'Sorry, the page you are looking for does not exist or has moved.' }, noindex: true },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof PAGES;

/** The pages whose head is the same at every address they answer. */
export type PageWithMeta = { [P in PageName]: (typeof PAGES)[P] extends { meta: PageMeta } ? P : never }[PageName];

/** A page's entry, read as any page's. */
export const pageDefinition = (page: PageName): PageDefinition => PAGES[page];

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

export const pageIs = (page: PageName, flag: 'noindex' | 'unlisted' | 'browserOnly' | 'withoutQueries'): boolean => pageDefinition(page)[flag] === true;

/** The address's start for a page with a parameter or screens of its own: `/product/`. */
function prefixOf(page: PageName): string | undefined {
  const { path, nested } = pageDefinition(page);
  if (!path) return undefined;
  if (path.includes('/:')) return path.slice(0, path.indexOf(':'));
  return nested ? `${path}/` : undefined;
}

/** Addresses with no parameter, each with the page it shows. */
const EXACT = new Map<string, PageName>(
  PAGE_NAMES.flatMap((page) => {
    const { path, also = [], formerly = [] } = pageDefinition(page);
    return [path, ...also, ...formerly].filter((p): p is string => p !== undefined && !p.includes('/:')).map((p) => [p, page] as const);
  }),
);

const PREFIXES = PAGE_NAMES.flatMap((page) => {
  const prefix = prefixOf(page);
  return prefix ? [[prefix, page] as const] : [];
});

/** The addresses the sitemap lists: each page's own, less the shopper's, staff's and unlisted ones. */
export const LISTED_PATHS: readonly string[] = PAGE_NAMES.filter((page) => !pageIs(page, 'noindex') && !pageIs(page, 'unlisted'))
  .map((page) => pageDefinition(page).path)
  .filter((path): path is string => path !== undefined && !path.includes('/:'));

/** The page a path shows; NotFound for paths the store does not have. */
export function pageFor(pathname: string): PageName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT.get(path);
  if (exact) return exact;
  // A post the blog does not have answers 404 (its page says so too).
  if (path.startsWith('/blog/')) return blogPostBySlug(path.slice('/blog/'.length)) ? 'BlogPost' : 'NotFound';
  for (const [prefix, page] of PREFIXES) if (path.startsWith(prefix) && path.length > prefix.length) return page;
  return 'NotFound';
}
