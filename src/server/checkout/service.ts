// Where the cart's Checkout button leads: the embedded /checkout on this site, or the
// hosted storefront's checkout page when one is configured. Chosen once, at boot.
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutResponse } from '../../shared/schemas/checkout';
import type { Config } from '../config';
import { createShopifyClient } from '../catalog/sources/shopify/shopify-client';
import { createHostedCheckout, type CheckoutLine } from './hosted-checkout';

export type CheckoutAnswer = CheckoutResponse | { checkoutUrl: string };

export type StartCheckout = (lines: readonly CheckoutLine[]) => Promise<CheckoutAnswer>;

export function checkoutFor(config: Pick<Config, 'shopify'>, log?: FastifyBaseLogger): StartCheckout {
  const { shopify } = config;
  if (!shopify) return async () => ({ embedded: true });
  const client = createShopifyClient(shopify, log);
  return (lines) => createHostedCheckout(client, lines, shopify.checkoutDomain);
}
