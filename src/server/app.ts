// The boot order, in one place: external plugins, then app plugins, then each domain's
// routes, then the storefront. main.ts only listens and shuts down.
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps, DomainDeps } from './deps';
import { answerFrameworkError, installErrorHandling } from './http/errors';
import { refuseRequestsWhileClosing } from './http/closing';
import { watchPublicUrl } from './http/public-url';
import { passkeySetupWarning } from './accounts/passkey-setup';
import { capConnectionsPerAddress, createHttpServer } from './http/connections';
import { refuseCrossSiteWrites, registerSecurityHeaders } from './http/security';
import { registerClient } from './pages/spa';
import { refuseLoneSurrogates } from './http/unicode';
import type { DomainRoutes } from './http/types';
import { RateLimitMemoryStore } from './http/rate-limit-store';
import {
  closeRateLimitRedis,
  connectRateLimitRedis,
  firstConnection,
  redisRateLimitStore,
} from './http/rate-limit-redis';
import { healthRoutes } from './health/routes';
import { chooseMediaStore } from './media/choose-store';
import { mediaRoutes } from './media/routes';
import { variantMaker } from './media/variants';
import { shareImageRoutes } from './share-images/routes';
import { catalogRoutes } from './catalog/routes';
import { isUnpublishedProduct } from './catalog/service';
import { CatalogEvents } from './catalog/events';
import { relayCatalogChanges } from './catalog/notify';
import { newsletterRoutes } from './newsletter/routes';
import { backInStockRoutes } from './back-in-stock/routes';
import { contactRoutes } from './contact/routes';
import { giftCardRoutes } from './gift-cards/routes';
import { promotionCheckRoutes } from './orders/promo-check-routes';
import { trackingRoutes } from './tracking/routes';
import { returnRoutes } from './returns/routes';
import { checkoutRoutes } from './checkout/routes';
import { orderRoutes } from './orders/routes';
import { choosePaymentProvider } from './payments/choose';
import { paymentRoutes } from './payments/routes';
import { paymentHandlers } from './payment-handlers';
import { staffAuthRoutes } from './staff-auth/routes';
import { accountRoutes, passkeySiteRoutes } from './accounts/routes';
import { storeSettingsRoutes } from './store-settings/routes';
import { adminRoutes } from './admin/routes';
import { redirectLookup } from './taxonomy/redirects';
import { taxonomyRoutes } from './taxonomy/routes';
import { crawlerRoutes } from './crawlers/routes';
import { provideAuditContext } from './audit/context';

export const JSON_BODY_LIMIT = 100 * 1024;

const DOMAINS: ReadonlyArray<[DomainRoutes, string]> = [
  [healthRoutes, ''],
  [mediaRoutes, '/media'],
  [shareImageRoutes, '/og'],
  [catalogRoutes, '/api'],
  [taxonomyRoutes, '/api'],
  [newsletterRoutes, '/api/newsletter'],
  [backInStockRoutes, '/api/back-in-stock'],
  [contactRoutes, '/api/contact'],
  [giftCardRoutes, '/api/gift-cards'],
  [promotionCheckRoutes, '/api/promotions'],
  [trackingRoutes, '/api/orders'],
  [orderRoutes, '/api/orders'],
  [returnRoutes, '/api/returns'],
  [paymentRoutes, '/api/payments'],
  [checkoutRoutes, '/api/shopify'],
  [storeSettingsRoutes, '/api/store'],
  [passkeySiteRoutes, '/api/store'],
  [staffAuthRoutes, '/api/auth'],
  [accountRoutes, '/api/account'],
  [adminRoutes, '/api/admin'],
  // /robots.txt, /sitemap.xml, /sitemaps/*, /feeds/*: answered before the storefront's pages.
  [crawlerRoutes, ''],
];

export async function buildApp(given: AppDeps) {
  const deps: DomainDeps = {
    ...given,
    payments: given.payments ?? choosePaymentProvider(given.config, given.database),
    mediaStore: given.mediaStore ?? chooseMediaStore(given.config, given.database),
  };
  const { config } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Headers and body must arrive within the request timeout (Node's default holds a slow
    // sender for 300 s), checked often enough that the limit holds close to its figure.
    serverFactory: (handler) => createHttpServer(handler, config.requestTimeoutMs),
    // Long enough for any handle, code or tracking number, so an overlong one gets our own 404.
    routerOptions: { maxParamLength: 300 },
    // An undecodable path or an overlong parameter: answered in the one error shape, not Fastify's.
    frameworkErrors: answerFrameworkError,
    // Answered by refuseRequestsWhileClosing instead, with Retry-After.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a cross-site HTML form cannot send one without a preflight.
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  refuseRequestsWhileClosing(app);
  watchPublicUrl(app, config, [passkeySetupWarning(config.passkeys, config.publicUrl, config.port)]);
  capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress, config.rateLimitExemptIps);

  // External plugins.
  registerSecurityHeaders(app, { hsts: config.session.cookieSecure });
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  const redis = config.redisUrl ? connectRateLimitRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', () => closeRateLimitRedis(redis));
    await firstConnection(redis);
  }
  await app.register(rateLimit, {
    global: false,
    // Without Redis, our own store: the plugin's LocalStore refuses a whole burst (see the store).
    // With Redis, the plugin's Redis store with a prefix per limiter and logged failures.
    store: redis ? redisRateLimitStore(redis, config.rateLimitNamespace, app.log) : RateLimitMemoryStore,
    // Every route's limit (and app.rateLimit()) inherits these. While Redis is unreachable a
    // limit is skipped, except where a limit says skipOnError: false (sign-in: answered 503).
    skipOnError: true,
    allowList: (request) => config.rateLimitExemptIps.includes(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'TJ Fashion store API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  // App plugins.
  refuseCrossSiteWrites(app);
  refuseLoneSurrogates(app);
  provideAuditContext(app);
  app.addHook('onClose', async () => deps.mailer.close());
  app.decorate('photoCopies', variantMaker(deps.mediaStore));
  // Copies still being made for an upload finish before the store lets go of its connections.
  app.addHook('onClose', async () => {
    await app.photoCopies.settled();
    deps.mediaStore.close?.();
  });
  app.decorate('catalogEvents', new CatalogEvents());
  // What each kind of payment settles: the routes' payment rules and the job workers' read them here.
  app.decorate('paymentHandlers', paymentHandlers);
  // PostgreSQL: catalogue changes reach the other processes' caches (LISTEN/NOTIFY).
  await relayCatalogChanges(app, deps.database);

  // Domains.
  for (const [routes, prefix] of DOMAINS) {
    await app.register(async (scope) => routes(scope, deps), { prefix });
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // The storefront, with its page routes and JSON 404s for unknown API paths.
  await registerClient(app, config.clientDir, {
    renderMsPerSecond: config.pageRenderMsPerSecond,
    movedTo: redirectLookup(deps.database.db, app.catalogEvents),
    origin: config.publicUrl,
    // The hosted catalogue cannot say whether an unknown product was ever sold: 404.
    ...(config.shopify
      ? {}
      : { productUnpublished: (handleOrId: string) => isUnpublishedProduct(deps.database.db, handleOrId) }),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
