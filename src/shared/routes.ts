// The storefront's routes (spec section 2). The server answers 200 for these and 404 for
// anything else, serving the app either way so the shopper sees the right screen.
export const CLIENT_ROUTES = [
  '/', '/shop', '/featured', '/women', '/men', '/kids', '/collections', '/design-apparel',
  '/about', '/contact', '/size-guide', '/return-policy', '/cart', '/checkout', '/checkout/success',
  '/track', '/track-order', '/gift-cards', '/gift-cards/balance', '/wishlist', '/auth/login', '/admin',
] as const;

const PREFIX_ROUTES = ['/product/', '/admin/'] as const;

export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (CLIENT_ROUTES as readonly string[]).includes(path) || PREFIX_ROUTES.some((p) => path.startsWith(p) && path.length > p.length);
}
