// The store settings staff change in the admin: how much one order may take, how many unpaid
// orders one shopper may hold at once, when an order takes its stock, and how long a product
// counts as new. One schema for the admin form and its route; the storefront reads the
// purchase limits to size its quantity pickers, and the server enforces all of them when an
// order is placed.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';

/** When an order takes its stock: when it is placed (held while the shopper pays), or only once it is paid. */
export const STOCK_RESERVED_AT = ['placement', 'payment'] as const;
export type StockReservedAt = (typeof STOCK_RESERVED_AT)[number];

/** A year: past it, "new" would mean most of a catalogue. */
export const MAX_NEW_ARRIVAL_DAYS = 365;

const count = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(max, `${what} must be at most ${max}`);

const SettingsFields = z.object({
  maxUnitsPerLine: count('Units of one item', MAX_LINE_QUANTITY),
  maxUnitsPerOrder: count('Units per order', 999),
  maxUnpaidOrdersPerEmail: count('Unpaid orders per email', 100),
  maxUnpaidOrdersPerAddress: count('Unpaid orders per address', 1000),
  stockReservedAt: z.enum(STOCK_RESERVED_AT, { error: 'Choose when an order takes its stock' }),
  newArrivalDays: count('Days a product counts as new', MAX_NEW_ARRIVAL_DAYS),
});

export const StoreSettingsSchema = SettingsFields.refine((s) => s.maxUnitsPerOrder >= s.maxUnitsPerLine, {
  path: ['maxUnitsPerOrder'],
  message: 'Units per order must be at least the units of one item',
  // Compared only once each is a count the store takes: one mistake, one message.
  when: (payload) => payload.issues.length === 0,
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

/**
 * The defaults, until staff save their own. 10 of one item covers a family's or a team's
 * order of one piece; 30 units covers a large haul of clothing, while one order can no longer
 * take a catalogue's stock. 3 unpaid orders per email lets a shopper start over twice (a new
 * attempt from the same checkout replaces its earlier one, so most never count twice); 5 per
 * address leaves room for a household or an office on one connection. New Arrivals shows the
 * last 30 days: a month of arrivals, as fashion stores' "New In" pages do.
 */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  maxUnitsPerLine: 10,
  maxUnitsPerOrder: 30,
  maxUnpaidOrdersPerEmail: 3,
  maxUnpaidOrdersPerAddress: 5,
  stockReservedAt: 'placement',
  newArrivalDays: 30,
};

/** The settings as the admin shows them: with who saved them last, and when. */
export const StoreSettingsViewSchema = z.object({
  settings: StoreSettingsSchema,
  /** Null until staff first save them (the defaults apply). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type StoreSettingsView = z.infer<typeof StoreSettingsViewSchema>;

/** What the storefront needs to size its quantity pickers. */
export const PurchaseLimitsSchema = SettingsFields.pick({ maxUnitsPerLine: true, maxUnitsPerOrder: true });
export type PurchaseLimits = z.infer<typeof PurchaseLimitsSchema>;

export const unitsOfItemMessage = (limit: number, what: string) =>
  `You can buy at most ${limit} of ${what} in one order`;
export const unitsPerOrderMessage = (limit: number, units: number) =>
  `You can buy at most ${limit} items in one order; this one has ${units}. Please remove ${units - limit} to check out.`;
