// The store settings screen: what the settings are (and who saved them last), and saving them.
import {
  StoreSettingsSchema,
  StoreSettingsViewSchema,
  type StoreSettingsView,
} from '../../shared/schemas/store-settings';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import type { Tx } from '../db/database';
import type { DomainRoutes } from '../http/types';
import { readStoreSettings, saveStoreSettings } from '../store-settings/queries';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

async function settingsView(tx: Tx): Promise<StoreSettingsView> {
  const stored = await readStoreSettings(tx);
  return { settings: stored.settings, updatedAt: stored.updatedAt?.toISOString() ?? null, updatedBy: stored.updatedBy };
}

export const adminSettingsRoutes: DomainRoutes = async (app, deps) => {
  const db = deps.database.db;

  app.get('/settings', { schema: { response: { 200: StoreSettingsViewSchema, ...errors } } }, async () =>
    settingsView(db),
  );

  app.put(
    '/settings',
    { schema: { body: StoreSettingsSchema, response: { 200: StoreSettingsViewSchema, ...errors } } },
    async (request) => {
      const view = await db.transaction(async (tx) => {
        await saveStoreSettings(tx, request.body, request.staff!.id);
        return settingsView(tx);
      });
      // New Arrivals' window is one of them: the catalogue's cached lists must not outlive it.
      app.catalogEvents.changed();
      return view;
    },
  );
};
