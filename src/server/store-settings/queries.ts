// The store settings row: read on every order placed and by the admin, written only here. A
// store whose staff never saved them has no row, and the defaults apply.
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_STORE_SETTINGS,
  STOCK_RESERVED_AT,
  type StockReservedAt,
  type StoreSettings,
} from '../../shared/schemas/store-settings';
import { daysBefore } from '../../shared/seasons';
import { recordAudit } from '../audit/record';
import type { Tx } from '../db/database';
import { adminUsers, storeSettings } from '../db/schema';

const ROW_ID = 1;

type StoredSettings = Partial<Record<keyof StoreSettings, unknown>>;

/** The settings a stored row (or none) gives, each missing or unknown value its default. */
export function settingsOf(row: StoredSettings | undefined | null): StoreSettings {
  const number = (key: Exclude<keyof StoreSettings, 'stockReservedAt'>) => {
    const value = row?.[key];
    return value === null || value === undefined ? DEFAULT_STORE_SETTINGS[key] : Number(value);
  };
  const reservedAt = row?.stockReservedAt;
  return {
    maxUnitsPerLine: number('maxUnitsPerLine'),
    maxUnitsPerOrder: number('maxUnitsPerOrder'),
    maxUnpaidOrdersPerEmail: number('maxUnpaidOrdersPerEmail'),
    maxUnpaidOrdersPerAddress: number('maxUnpaidOrdersPerAddress'),
    newArrivalDays: number('newArrivalDays'),
    stockReservedAt: (STOCK_RESERVED_AT as readonly unknown[]).includes(reservedAt)
      ? (reservedAt as StockReservedAt)
      : DEFAULT_STORE_SETTINGS.stockReservedAt,
  };
}

/**
 * The settings' columns as a subquery for a statement of plain SQL (the checkout reads them in
 * a statement it runs anyway): one row, with nulls when nothing was saved, for settingsOf.
 */
export const SETTINGS_SUBQUERY = `(select s.max_units_per_line as "maxUnitsPerLine", s.max_units_per_order as "maxUnitsPerOrder",
    s.max_unpaid_orders_per_email as "maxUnpaidOrdersPerEmail", s.max_unpaid_orders_per_address as "maxUnpaidOrdersPerAddress",
    s.stock_reserved_at as "stockReservedAt", s.new_arrival_days as "newArrivalDays"
  from (select 1) as one left join store_settings s on s.id = ${ROW_ID})`;

export interface StoredStoreSettings {
  settings: StoreSettings;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export async function readStoreSettings(tx: Tx): Promise<StoredStoreSettings> {
  const [row] = await tx
    .select({ settings: storeSettings, updatedBy: adminUsers.username })
    .from(storeSettings)
    .leftJoin(adminUsers, eq(adminUsers.id, storeSettings.updatedBy))
    .where(eq(storeSettings.id, ROW_ID));
  return {
    settings: settingsOf(row?.settings),
    updatedAt: row?.settings.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** Saves every setting at once, as the staff member's, with its row in the activity log. */
export async function saveStoreSettings(tx: Tx, settings: StoreSettings, staffId: number | null): Promise<void> {
  const before = (await readStoreSettings(tx)).settings;
  await recordAudit(tx, {
    kind: 'settings.changed',
    subject: { type: 'settings', id: ROW_ID, label: 'Store settings' },
    before: { ...before },
    after: { ...settings },
  });
  const values = { ...settings, updatedBy: staffId, updatedAt: sql`now()` };
  await tx
    .insert(storeSettings)
    .values({ id: ROW_ID, ...values })
    .onConflictDoUpdate({ target: storeSettings.id, set: values });
}

/** New Arrivals' window: the first UTC day of the setting's days, today being the last. */
export interface ArrivalWindow {
  days: number;
  since: Date;
}

/** The window as of `now`: whole UTC days, so one day's answers agree (and can be cached). */
export function arrivalWindow(days: number, now: Date = new Date()): ArrivalWindow {
  return { days, since: daysBefore(days - 1, now) };
}

export async function readArrivalWindow(tx: Tx, now?: Date): Promise<ArrivalWindow> {
  const [row] = await tx
    .select({ days: storeSettings.newArrivalDays })
    .from(storeSettings)
    .where(eq(storeSettings.id, ROW_ID));
  return arrivalWindow(row?.days ?? DEFAULT_STORE_SETTINGS.newArrivalDays, now);
}
