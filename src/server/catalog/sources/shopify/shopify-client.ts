// The one door to the Shopify Storefront API. Any failure to get an answer (network,
// HTTP status, GraphQL errors) becomes StorefrontUnavailable; callers decide what the
// shopper sees.
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';

export type ShopifySettings = NonNullable<Config['shopify']>;

export class StorefrontUnavailable extends Error {}

export interface ShopifyClient {
  request(operation: string, variables: Record<string, unknown>): Promise<unknown>;
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The library always calls https. A store domain written with an explicit http:// (a
 * local fake or proxy on loopback) is called over plain http instead.
 */
function fetchFor(storeDomain: string): typeof fetch {
  const plainHttp = /^http:\/\//i.test(storeDomain.trim());
  return (url, init) => {
    const target = plainHttp ? String(url).replace(/^https:/, 'http:') : url;
    return fetch(target, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  };
}

export function createShopifyClient(settings: ShopifySettings, log?: FastifyBaseLogger): ShopifyClient {
  const client: StorefrontApiClient = createStorefrontApiClient({
    storeDomain: settings.storeDomain,
    apiVersion: settings.apiVersion,
    privateAccessToken: settings.accessToken,
    customFetchApi: fetchFor(settings.storeDomain),
    logger: (entry) => {
      if (entry.type === 'Unsupported_Api_Version')
        log?.warn({ apiVersion: settings.apiVersion }, 'Shopify API version may be unsupported');
    },
  });

  return {
    async request(operation, variables) {
      let answer;
      try {
        answer = await client.request(operation, { variables });
      } catch (error) {
        throw new StorefrontUnavailable('Storefront API unreachable', { cause: error });
      }
      if (answer.errors) {
        log?.error(
          {
            status: answer.errors.networkStatusCode,
            message: answer.errors.message,
            graphQLErrors: answer.errors.graphQLErrors,
          },
          'Storefront API error',
        );
        throw new StorefrontUnavailable(answer.errors.message ?? 'Storefront API error');
      }
      return answer.data;
    },
  };
}
