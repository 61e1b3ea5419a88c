// Hosted checkout: a Storefront API cart from the shopper's variant lines, and its
// checkoutUrl moved onto the store's own checkout domain.
import { isVariantGid } from '../../shared/catalog/gid';
import { CHECKOUT_UNAVAILABLE, NO_VALID_PRODUCTS } from '../../shared/schemas/checkout';
import { HttpError, badRequest } from '../http/errors';
import { CART_CREATE_MUTATION } from '../catalog/sources/shopify/queries';
import type { ShopifyClient } from '../catalog/sources/shopify/shopify-client';
import { ShopifyCartCreateDataSchema } from '../catalog/sources/shopify/shopify-types';

export interface CheckoutLine {
  variantId: string;
  quantity: number;
}

/**
 * CHECKOUT_DOMAIN is a host ("shop.example.com", scheme kept) or an origin
 * ("http://127.0.0.1:8080", scheme replaced too).
 */
export function onCheckoutDomain(checkoutUrl: string, checkoutDomain: string | undefined): string {
  if (!checkoutDomain) return checkoutUrl;
  const url = new URL(checkoutUrl);
  if (/^https?:\/\//i.test(checkoutDomain)) {
    const origin = new URL(checkoutDomain);
    url.protocol = origin.protocol;
    url.host = origin.host;
  } else {
    url.host = checkoutDomain;
  }
  return url.toString();
}

export async function createHostedCheckout(
  client: ShopifyClient,
  lines: readonly CheckoutLine[],
  checkoutDomain: string | undefined,
): Promise<{ checkoutUrl: string }> {
  const variantLines = lines.filter((line) => isVariantGid(line.variantId));
  if (variantLines.length === 0) throw badRequest('items', NO_VALID_PRODUCTS);
  const input = { lines: variantLines.map((line) => ({ merchandiseId: line.variantId, quantity: line.quantity })) };

  let checkoutUrl: string | null | undefined;
  try {
    const answer = ShopifyCartCreateDataSchema.parse(await client.request(CART_CREATE_MUTATION, { input })).cartCreate;
    checkoutUrl = answer?.userErrors.length ? null : answer?.cart?.checkoutUrl;
  } catch {
    throw new HttpError(502, CHECKOUT_UNAVAILABLE);
  }
  if (!checkoutUrl) throw new HttpError(502, CHECKOUT_UNAVAILABLE);
  return { checkoutUrl: onCheckoutDomain(checkoutUrl, checkoutDomain) };
}
