// The storefront's routes and the page module each one shows
// (src/client/pages/<Page>.tsx). The server answers 200 for these and 404 for anything
// else, serving the app either way so the shopper sees the right screen; it also names the
// page's code in the HTML so the browser fetches it alongside the app's own.
import { blogPostBySlug } from './blog-posts';

export const CLIENT_PAGES = {
  '/': 'Home',
  '/shop': 'Shop',
  '/featured': 'Featured',
  '/new': 'New',
  '/sale': 'Sale',
  '/women': 'Women',
  '/men': 'Men',
  '/kids': 'Kids',
  '/collections': 'Collections',
  '/design-apparel': 'DesignApparel',
  '/about': 'About',
  '/contact': 'Contact',
  '/size-guide': 'SizeGuide',
  '/return-policy': 'ReturnPolicy',
  '/faq': 'Faq',
  '/shipping': 'Shipping',
  '/privacy': 'Privacy',
  '/terms': 'Terms',
  '/blog': 'Blog',
  '/cart': 'Cart',
  '/checkout': 'Checkout',
  '/checkout/success': 'CheckoutSuccess',
  '/track': 'Track',
  '/track-order': 'Track',
  '/gift-cards': 'GiftCards',
  '/gift-cards/balance': 'GiftCardBalance',
  '/wishlist': 'Wishlist',
  '/account': 'Account',
  '/auth/login': 'Login',
  '/staff/invitation': 'Login',
  '/staff/reset': 'Login',
  '/admin': 'Admin',
} as const;

export type ClientRoute = keyof typeof CLIENT_PAGES;
export const CLIENT_ROUTES = Object.keys(CLIENT_PAGES) as ClientRoute[];

/** Routes with a parameter after the prefix. */
const PREFIX_PAGES = { '/product/': 'Product', '/blog/': 'BlogPost', '/admin/': 'Admin', '/checkout/pay/': 'CheckoutPay', '/account/': 'Account' } as const;

export type PageName = (typeof CLIENT_PAGES)[ClientRoute] | (typeof PREFIX_PAGES)[keyof typeof PREFIX_PAGES] | 'NotFound';

export const PAGE_NAMES: readonly PageName[] = [...new Set<PageName>([...Object.values(CLIENT_PAGES), ...Object.values(PREFIX_PAGES), 'NotFound'])];

/** The page a path shows; NotFound for paths the store does not have. */
export function pageFor(pathname: string): PageName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.hasOwn(CLIENT_PAGES, path)) return CLIENT_PAGES[path as ClientRoute];
  // A post the blog does not have answers 404 (its page says so too).
  if (path.startsWith('/blog/')) return blogPostBySlug(path.slice('/blog/'.length)) ? 'BlogPost' : 'NotFound';
  for (const [prefix, page] of Object.entries(PREFIX_PAGES)) if (path.startsWith(prefix) && path.length > prefix.length) return page;
  return 'NotFound';
}

export const isClientRoute = (pathname: string): boolean => pageFor(pathname) !== 'NotFound';
