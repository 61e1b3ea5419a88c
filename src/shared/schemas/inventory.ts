// The inventory list staff work from: every variant with its stock, found by product name or
// SKU, narrowed to those running low or sold out; and each variant's low-stock threshold.
import { z } from 'zod';
import { AdminListQuerySchema, StockAdjustmentInputSchema } from './admin';

export const INVENTORY_STOCK_FILTERS = ['all', 'low', 'out'] as const;

export const InventoryQuerySchema = AdminListQuerySchema.extend({
  /** low: at or below the variant's threshold; out: none left. */
  stock: z.enum(INVENTORY_STOCK_FILTERS, { error: 'stock must be all, low or out' }).default('all'),
});
export type InventoryQuery = z.infer<typeof InventoryQuerySchema>;

export const InventoryItemSchema = z.object({
  /** The variant's id. */
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  sku: z.string(),
  size: z.string(),
  color: z.string(),
  stock: z.number().int(),
  /** Staff are emailed when the stock falls to this or below; null: no alert. */
  lowStockAt: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  /** Shoppers who asked to be emailed when it is back and have not been yet. */
  waiting: z.number().int(),
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;
export const InventoryResponseSchema = z.array(InventoryItemSchema);

export const LowStockInputSchema = z
  .object({
    lowStockAt: z
      .number({ error: 'lowStockAt must be a number' })
      .int('lowStockAt must be a whole number')
      .min(0, 'lowStockAt must be 0 or more')
      .max(100_000, 'lowStockAt is at most 100000')
      .nullable(),
  })
  .strict();

/** Units added or taken away, with why: the variant is the one in the address. */
export const InventoryAdjustmentSchema = StockAdjustmentInputSchema.omit({ variantId: true });
export type InventoryAdjustment = z.infer<typeof InventoryAdjustmentSchema>;
