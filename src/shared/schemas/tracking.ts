// Order tracking: the track form and GET /api/orders/track[/:trackingNumber].
import { z } from 'zod';

export const TRACKING_REQUIRED = 'Tracking number is required';
export const ORDER_NOT_FOUND = "We couldn't find an order with that tracking number.";

export const TrackingRequestSchema = z.object({
  trackingNumber: z.string({ error: TRACKING_REQUIRED }).trim().min(1, TRACKING_REQUIRED),
});
export type TrackingRequest = z.input<typeof TrackingRequestSchema>;

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
  items: z.array(z.object({ name: z.string(), size: z.string().nullable(), color: z.string().nullable(), quantity: z.number().int() })),
});
export type TrackingParcel = z.infer<typeof TrackingParcelSchema>;

export const TrackingResponseSchema = z.object({
  order: z.object({
    id: z.number().int(),
    status: z.string(),
    trackingNumber: z.string(),
    createdAt: z.string(),
    total: z.string(),
    /** Multi-line text: name, street, city state zip, country, optional phone. */
    shippingAddress: z.string(),
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
