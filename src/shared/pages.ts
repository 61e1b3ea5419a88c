// Every storefront page in one place: the addresses it answers, whether search engines may
// list it, and how it is drawn. The browser's routes (client/app/routes.tsx), the server's
// status and head (server/pages/page-head.ts, through routes.ts), the page's code named in its
// HTML (page-hints.ts) and the sitemap all read it. A page's screen is
// src/client/pages/<Name>.tsx; its title and description are in page-meta.ts. This file
// imports nothing, so the browser's first load carries the table and no more.

export interface PageDefinition {
  /**
   * Its address; `:name` stands for one segment after the rest (`/product/:handle`). Absent: shown where nothing else
   * is.
   */
  path?: string;
  /** Other addresses that show it as they are. */
  also?: readonly string[];
  /** Old addresses the browser moves to `path`. */
  formerly?: readonly string[];
  /** It has screens of its own below its address (`/account/orders`). */
  nested?: boolean;
  /** The shopper's own or staff's: search engines are told not to list it, and the sitemap leaves it out. */
  noindex?: boolean;
  /** Left out of the sitemap all the same (a form behind another page). */
  unlisted?: boolean;
  /** Its content is this browser's storage or session: the server leaves it to the browser to draw. */
  browserOnly?: boolean;
  /** Its first screen asks for no data: it loads without the query cache (client/lib/query-scope.tsx). */
  withoutQueries?: boolean;
}

export const PAGES = {
  Home: { path: '/', withoutQueries: true },
  Shop: { path: '/shop' },
  Featured: { path: '/featured' },
  New: { path: '/new' },
  Sale: { path: '/sale' },
  Women: { path: '/women' },
  Men: { path: '/men' },
  Kids: { path: '/kids' },
  Collections: { path: '/collections' },
  Product: { path: '/product/:handle' },
  DesignApparel: { path: '/design-apparel', browserOnly: true },
  About: { path: '/about' },
  Contact: { path: '/contact' },
  SizeGuide: { path: '/size-guide' },
  ReturnPolicy: { path: '/return-policy' },
  // Before the return's own page, whose address would take "new" for a return number.
  ReturnStart: { path: '/returns/new', noindex: true, browserOnly: true },
  ReturnStatus: { path: '/returns/:returnNumber', noindex: true, browserOnly: true },
  Faq: { path: '/faq' },
  Shipping: { path: '/shipping' },
  Privacy: { path: '/privacy' },
  Terms: { path: '/terms' },
  Blog: { path: '/blog' },
  BlogPost: { path: '/blog/:slug' },
  Cart: { path: '/cart', noindex: true },
  Checkout: { path: '/checkout', noindex: true, browserOnly: true },
  CheckoutPay: { path: '/checkout/pay/:token', noindex: true, browserOnly: true },
  CheckoutSuccess: { path: '/checkout/success', noindex: true, browserOnly: true },
  Track: { path: '/track', formerly: ['/track-order'], browserOnly: true },
  GiftCards: { path: '/gift-cards' },
  GiftCardBalance: { path: '/gift-cards/balance', unlisted: true, browserOnly: true },
  Wishlist: { path: '/wishlist', noindex: true, browserOnly: true },
  // Its sign-in form is drawn by the server too; a signed-in shopper's browser hides it until the account shows
  // (AccountArea).
  Account: { path: '/account', nested: true, noindex: true },
  Login: { path: '/auth/login', also: ['/staff/invitation', '/staff/reset'], noindex: true, browserOnly: true },
  Admin: { path: '/admin', nested: true, noindex: true, browserOnly: true },
  NotFound: { noindex: true },
} as const satisfies Record<string, PageDefinition>;

export type PageName = keyof typeof PAGES;

/** A page's entry, read as any page's. */
export const pageDefinition = (page: PageName): PageDefinition => PAGES[page];

export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

export const pageIs = (page: PageName, flag: 'noindex' | 'unlisted' | 'browserOnly' | 'withoutQueries'): boolean =>
  pageDefinition(page)[flag] === true;
