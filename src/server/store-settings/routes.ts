// GET /api/store/purchase-limits: how many units of one item, and of everything, one order may
// take, so the storefront's quantity pickers stop there (the server checks them on every order).
import { PurchaseLimitsSchema } from '../../shared/schemas/store-settings';
import type { DomainRoutes } from '../http/types';
import { readStoreSettings } from './queries';

export const storeSettingsRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;
  app.get('/purchase-limits', { schema: { response: { 200: PurchaseLimitsSchema } } }, async (_request, reply) => {
    const { settings } = await readStoreSettings(db);
    // Staff may change them at any time; a minute late is harmless, since orders are checked anyway.
    reply.header('cache-control', 'public, max-age=60');
    return { maxUnitsPerLine: settings.maxUnitsPerLine, maxUnitsPerOrder: settings.maxUnitsPerOrder };
  });
};
