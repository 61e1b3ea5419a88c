// Parcels: what staff send to ship part or all of an order, and what the order shows of them.
import { z } from 'zod';
import { optionalLine, optionalText } from './fields';

export const SHIPMENT_CARRIER_NEEDED = 'Choose the carrier this tracking number belongs to';
export const NO_LINES_CHOSEN = 'Choose at least one item to ship';
export const NO_ORDERS_CHOSEN = 'Choose at least one order';
/** How many orders one bulk action takes. */
export const BULK_ORDER_LIMIT = 100;

/** The largest id the database stores (a 32-bit integer). */
const MAX_ID = 2_147_483_647;
const idOf = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** A quantity of one line of an order: what goes in a parcel, or back to stock. */
export const OrderLineQuantitySchema = z.object({
  itemId: idOf('Choose a line of the order'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1'),
});

/** One parcel: the lines in it (everything left to ship when absent), its carrier and tracking number. */
export const ShipmentRequestSchema = z
  .object({
    lines: z.array(OrderLineQuantitySchema).min(1, NO_LINES_CHOSEN).max(500).optional(),
    carrier: optionalLine(64, 'Carrier is at most 64 characters'),
    carrierTrackingNumber: optionalLine(128, 'Carrier tracking number is at most 128 characters'),
    note: optionalText(1000, 'Note is at most 1000 characters'),
  })
  .superRefine((body, ctx) => {
    if (body.carrierTrackingNumber && !body.carrier)
      ctx.addIssue({
        code: 'custom',
        path: ['carrier'],
        message: SHIPMENT_CARRIER_NEEDED,
      });
  });
export type ShipmentRequestInput = z.input<typeof ShipmentRequestSchema>;
export type ShipmentRequest = z.output<typeof ShipmentRequestSchema>;

export const BulkShipRequestSchema = z.object({
  orderIds: z
    .array(idOf('Choose orders by their numbers'), { error: 'orderIds must be a list of order numbers' })
    .min(1, NO_ORDERS_CHOSEN)
    .max(BULK_ORDER_LIMIT, `Choose at most ${BULK_ORDER_LIMIT} orders at once`),
});
export type BulkShipRequest = z.infer<typeof BulkShipRequestSchema>;

export const BulkShipResultSchema = z.object({
  /** The orders that shipped, each in one parcel with everything it had left. */
  shipped: z.array(z.number().int()),
  /** The orders that could not ship, and why. */
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type BulkShipResult = z.infer<typeof BulkShipResultSchema>;

export const AdminShipmentSchema = z.object({
  id: z.number().int(),
  carrier: z.string().nullable(),
  carrierTrackingNumber: z.string().nullable(),
  shippedAt: z.string(),
  /** The staff member who shipped it. */
  shippedBy: z.string().nullable(),
  items: z.array(
    z.object({
      itemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type AdminShipment = z.infer<typeof AdminShipmentSchema>;
