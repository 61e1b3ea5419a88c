// Order tracking: the track form and GET /api/orders/track[/:trackingNumber].
import { z } from 'zod';
import { FULFILLMENT_STATUSES, PAYMENT_STATUSES } from '../store';

export const TRACKING_REQUIRED = 'Tracking number is required';
export const ORDER_NOT_FOUND = "We couldn't find an order with that tracking number.";

/** The order's email, typed beside the number: with it the full shipping address is shown. */
const orderEmail = z.string().trim().max(255, 'Email is at most 255 characters').optional();

export const TrackingRequestSchema = z.object({
  trackingNumber: z.string({ error: TRACKING_REQUIRED }).trim().min(1, TRACKING_REQUIRED),
  email: orderEmail,
});
export type TrackingRequest = z.input<typeof TrackingRequestSchema>;

export const TrackingPathSchema = z.object({ trackingNumber: TrackingRequestSchema.shape.trackingNumber });
export const TrackingEmailQuerySchema = z.object({ email: orderEmail });

export const TrackingEventSchema = z.object({
  status: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const TrackingItemSchema = z.object({
  id: z.number().int(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  /** Unit price, decimal string with 2 places. */
  price: z.string(),
  quantity: z.number().int(),
  product: z.object({ name: z.string(), imageUrl: z.string().nullable() }),
});

/** A parcel of the order as the shopper sees it: carrier, its tracking number and what is in it. */
export const TrackingParcelSchema = z.object({
  carrier: z.string().nullable(),
  carrierTrackingNumber: z.string().nullable(),
  shippedAt: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      size: z.string().nullable(),
      color: z.string().nullable(),
      quantity: z.number().int(),
    }),
  ),
});
export type TrackingParcel = z.infer<typeof TrackingParcelSchema>;

export const TrackingResponseSchema = z.object({
  order: z.object({
    id: z.number().int(),
    status: z.string(),
    /** Whether the store has the money, and where the goods are: the shopper's status reads them with the stage. */
    paymentStatus: z.enum(PAYMENT_STATUSES),
    fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
    trackingNumber: z.string(),
    createdAt: z.string(),
    total: z.string(),
    /**
     * With the order's email: multi-line text of name, street, city state zip, country, optional
     * phone. Without it, only where it goes: "City, ST".
     */
    shippingAddress: z.string(),
    /** Whether shippingAddress is the whole address (the order's email was given). */
    fullAddress: z.boolean(),
    /** The latest parcel's carrier and tracking number. */
    carrier: z.string().nullable(),
    carrierTrackingNumber: z.string().nullable(),
    /** Every parcel sent, oldest first. */
    parcels: z.array(TrackingParcelSchema),
    /** Status history, oldest first. */
    events: z.array(TrackingEventSchema),
  }),
  items: z.array(TrackingItemSchema),
});
export type TrackingResponse = z.infer<typeof TrackingResponseSchema>;
