// The admin dashboard's API contract. Lists answer a plain JSON array, newest first;
// paging travels in headers: X-Total-Count and Link (rel="next", carrying the `after` cursor).
// The order list's X-Total-Count is exact up to COUNT_CAP (ORDER_SEARCH_COUNT_CAP under a
// search) and answered as that cap + 1 past it: "10,000+" or "1,000+" (shared/catalog/counts.ts).
import { z } from 'zod';
import { optionalLine, optionalText } from './fields';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAGE_SIZES, PAYMENT_STATUSES } from '../store';
import { PaymentProviderInfoSchema } from './payments';
import { CATALOG_CATEGORIES } from './catalog';
import { currentCollectionSlug } from '../collections';
import { SHIPPING_METHODS } from '../store';
import { AdminShipmentSchema, OrderLineQuantitySchema } from './shipments';

export const ADMIN_LIST_MAX = 100;

/**
 * A search of the order list counts its matches up to here: a search matching more (a common
 * product name) shows "1,000+", without reading every order that has the product.
 */
export const ORDER_SEARCH_COUNT_CAP = 1_000;

export const AdminListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ADMIN_LIST_MAX, `limit must be at most ${ADMIN_LIST_MAX}`)
    .default(PAGE_SIZES.adminRecent),
  /** Opaque keyset cursor from the previous page's Link header. */
  after: z.string().max(200, 'Invalid cursor').optional(),
  q: z
    .string()
    .trim()
    .max(100, 'Search is at most 100 characters')
    .optional()
    .transform((q) => q || undefined),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

/** Dates are ISO 8601 strings; money is a decimal string with 2 places. */
export const AdminOrderSchema = z.object({
  id: z.number().int(),
  trackingNumber: z.string(),
  /** Null for a role without customers' contact details (customers.contact). */
  email: z.string().nullable(),
  /** The shopper's name as given at checkout. */
  customerName: z.string(),
  status: z.string(),
  /** Whether the store has the money: unpaid, paid, partially_refunded, refunded, in_review. */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Where the goods are: unfulfilled, partially_fulfilled, fulfilled, delivered, returned. */
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  /** Units ordered. */
  itemCount: z.number().int(),
  /** Null for a role without sales figures (dashboard.money). */
  total: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** An optional day, YYYY-MM-DD, that exists on the calendar; `field` names it in the message. */
export const isoDay = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-11-29`)
    // February 30th parses (JavaScript rolls it over to March) but PostgreSQL refuses it: read it back.
    .refine((day) => {
      const parsed = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
    }, `${field} must be a real date`)
    .optional();

/**
 * Which orders the list shows. `view`: orders (paid at some point: what the shop ships and
 * counts) or abandoned (checkouts whose payment never succeeded); `from`/`to`: days, both
 * included, in UTC.
 */
export const AdminOrderListQuerySchema = AdminListQuerySchema.extend({
  view: z.enum(['orders', 'abandoned'], { error: 'view must be orders or abandoned' }).default('orders'),
  payment: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  fulfillment: z.enum(FULFILLMENT_STATUSES, { error: 'Unknown fulfillment status' }).optional(),
  /** The order's stage: awaiting_payment narrows the abandoned checkouts to those still holding stock. */
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional(),
  /** Paid, not cancelled, and not (all) shipped yet: the packing list. */
  toShip: z
    .enum(['true', 'false'], { error: 'toShip must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  from: isoDay('from'),
  to: isoDay('to'),
  sort: z.enum(['newest', 'oldest'], { error: 'sort must be newest or oldest' }).default('newest'),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

/** How many orders wait for each kind of work; the list's tabs show them. Exact up to COUNT_CAP, then COUNT_CAP + 1. */
export const AdminOrderCountsSchema = z.object({
  toShip: z.number().int(),
  inReview: z.number().int(),
  awaitingPayment: z.number().int(),
  /** Placed since this staff member last opened the order list. */
  newSinceLastVisit: z.number().int(),
});
export type AdminOrderCounts = z.infer<typeof AdminOrderCountsSchema>;

export const AdminMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const AdminSubscriptionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribedAt: z.string(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

export const AdminOrdersResponseSchema = z.array(AdminOrderSchema);
export const AdminMessagesResponseSchema = z.array(AdminMessageSchema);
export const AdminSubscriptionsResponseSchema = z.array(AdminSubscriptionSchema);

export const AdminStatsSchema = z.object({
  totalOrders: z.number().int(),
  /** Null for a role without sales figures (dashboard.money). */
  totalRevenueCents: z.number().int().nullable(),
  /** Decimal string, e.g. "1234.50"; null as totalRevenueCents. */
  totalRevenue: z.string().nullable(),
  /** Null, with unreadMessages, for a role without customer messages. */
  messages: z.number().int().nullable(),
  unreadMessages: z.number().int().nullable(),
  /** Null for a role without the newsletter. */
  subscribers: z.number().int().nullable(),
  /** Who takes the money: Stripe live, Stripe test, or the demo page. */
  paymentProvider: PaymentProviderInfoSchema,
  /** Paid orders with goods still to send; null for a role without orders (orders.view). */
  ordersToShip: z.number().int().nullable(),
  /** Variants at or below their low-stock threshold; null for a role without the catalogue (catalog.manage). */
  lowStockVariants: z.number().int().nullable(),
  /** Jobs that failed for good; null for a role without failed jobs (jobs), or a store without a job queue. */
  failedJobs: z.number().int().nullable(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

// ---------- Shared pieces ----------

const MAX_ID = 2_147_483_647;

/** `/:id` path parameters. */
export const AdminIdParamsSchema = z.object({
  id: z.coerce.number().int('Invalid id').min(1, 'Invalid id').max(MAX_ID, 'Invalid id'),
});
export type AdminIdParams = z.infer<typeof AdminIdParamsSchema>;

/** Money typed by staff: "12", "12.5" or "12.99". */
export const AdminMoneySchema = z
  .string({ error: 'Price is required' })
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter a price like 12.99');

// ---------- Orders ----------

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Unknown order status' });

export const AdminOrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  /** Snapshots taken when the order was placed. */
  name: z.string(),
  imageUrl: z.string().nullable(),
  sku: z.string().nullable(),
  designId: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  /** How many of this line have left in parcels. */
  shipped: z.number().int(),
  /** How many of this line staff put back in stock with a refund. */
  returned: z.number().int(),
  /** Unit price, decimal string; null for a role without sales figures. */
  price: z.string().nullable(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItemSchema>;

export const PaymentStatusOfOrderSchema = z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' });
export const FulfillmentStatusSchema = z.enum(FULFILLMENT_STATUSES, { error: 'Unknown fulfillment status' });

export const AdminOrderEventSchema = z.object({
  /** status (the stage) | payment | fulfillment | note (a staff comment) */
  kind: z.string(),
  /** The stage, payment status or fulfillment status the order moved to. */
  status: z.string(),
  /** Staff only. */
  note: z.string().nullable(),
  /** What the shopper's timeline shows of it. */
  shopperNote: z.string().nullable(),
  createdAt: z.string(),
  /** Null for events the store wrote itself (placing the order). */
  adminUsername: z.string().nullable(),
});
export type AdminOrderEvent = z.infer<typeof AdminOrderEventSchema>;

/** One attempt to pay for an order, as staff see it. */
export const AdminPaymentSchema = z.object({
  provider: z.string(),
  status: z.string(),
  /** Decimal string. */
  amount: z.string(),
  currency: z.string(),
  /** The provider's session (Stripe's cs_...) and the money received (Stripe's pi_...). */
  providerSessionId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  /**
   * What arrived when it was not the amount asked (another amount or currency: the payment is
   * held for review); null or absent when the payment took what it asked.
   */
  received: z.object({ amount: z.string(), currency: z.string() }).nullable().optional(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

/** Money given back from an order's payment. */
export const AdminRefundSchema = z.object({
  id: z.number().int(),
  /** Decimal string. */
  amount: z.string(),
  /** pending (sent to the provider until it takes it) | succeeded */
  status: z.string(),
  reason: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /** Why the provider has not taken a pending refund yet. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** Staff give back part of a paid order: an amount (a line's price, or any sum up to what is left). */
export const AdminRefundRequestSchema = z.object({
  amount: AdminMoneySchema.refine((amount) => Number(amount) > 0, 'Enter an amount above 0'),
  reason: z.string().trim().max(500, 'Reason is at most 500 characters').optional(),
  /** Lines taken back with this refund whose units go on sale again; staff choose. */
  restock: z.array(OrderLineQuantitySchema).max(500).optional(),
});
export type AdminRefundRequest = z.input<typeof AdminRefundRequestSchema>;

export const AdminOrderDetailSchema = z.object({
  order: z.object({
    id: z.number().int(),
    trackingNumber: z.string(),
    /** Null for a role without customers' contact details (customers.contact). */
    email: z.string().nullable(),
    /** The customer's page in Admin > Customers (its id), null when the list has none for this order. */
    customerPageId: z.string().nullable(),
    status: z.string(),
    paymentStatus: PaymentStatusOfOrderSchema,
    fulfillmentStatus: FulfillmentStatusSchema,
    /** The figures are null for a role without sales figures (dashboard.money). */
    subtotal: z.string().nullable(),
    discount: z.string().nullable(),
    shipping: z.string().nullable(),
    tax: z.string().nullable(),
    giftCardAmount: z.string().nullable(),
    total: z.string().nullable(),
    shippingAddress: z.string(),
    shippingMethod: z.enum(SHIPPING_METHODS),
    /** The checkout form as the shopper filled it in; only the name for a role without customers.contact. */
    customer: z.record(z.string(), z.unknown()),
    notes: z.string().nullable(),
    promoCode: z.string().nullable(),
    /** The discounts the order got; amounts in cents, null for a role without sales figures. */
    discounts: z.array(
      z.object({
        title: z.string(),
        code: z.string().nullable(),
        amountCents: z.number().int().nullable(),
        shippingCents: z.number().int().nullable(),
      }),
    ),
    carrier: z.string().nullable(),
    carrierTrackingNumber: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  items: z.array(AdminOrderItemSchema),
  /** Oldest first. */
  events: z.array(AdminOrderEventSchema),
  /** Where staff may move the order's stage next. */
  allowedTransitions: z.array(z.string()),
  /** Oldest first; none when a gift card paid the whole order. */
  payments: z.array(AdminPaymentSchema),
  /** Oldest first. */
  refunds: z.array(AdminRefundSchema),
  /** The parcels sent, oldest first. */
  shipments: z.array(AdminShipmentSchema),
  /**
   * What can still be refunded, decimal string ("0.00" when nothing was paid through a provider); null without sales
   * figures.
   */
  refundable: z.string().nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const CARRIER_REQUIRED = 'Carrier is required to ship an order';
export const CARRIER_TRACKING_REQUIRED = 'Carrier tracking number is required to ship an order';

export const OrderStatusChangeSchema = z
  .object({
    status: OrderStatusSchema,
    note: optionalText(1000, 'Note is at most 1000 characters'),
    carrier: optionalLine(64, 'Carrier is at most 64 characters'),
    carrierTrackingNumber: optionalLine(128, 'Carrier tracking number is at most 128 characters'),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    if (!body.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: CARRIER_REQUIRED });
    if (!body.carrierTrackingNumber) {
      ctx.addIssue({ code: 'custom', path: ['carrierTrackingNumber'], message: CARRIER_TRACKING_REQUIRED });
    }
  });
export type OrderStatusChangeInput = z.input<typeof OrderStatusChangeSchema>;
export type OrderStatusChange = z.output<typeof OrderStatusChangeSchema>;

/**
 * Staff's decision on a payment held for review (money arrived that is not what the order
 * costs): accept it and confirm the order, refund it and cancel the order, or cancel the order
 * and keep the money to settle with the shopper.
 */
export const HELD_PAYMENT_ACTIONS = ['accept', 'refund', 'cancel'] as const;
export type HeldPaymentAction = (typeof HELD_PAYMENT_ACTIONS)[number];

export const HeldPaymentDecisionSchema = z.object({
  note: optionalText(1000, 'Note is at most 1000 characters'),
});
export type HeldPaymentDecision = z.output<typeof HeldPaymentDecisionSchema> & { action: HeldPaymentAction };

/** The 409 text when the order's stage may not move there. */
export const transitionRefused = (from: string, to: string) => `Cannot change an order from ${from} to ${to}`;

// ---------- Messages ----------

export const MessageReadBodySchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
export type MessageReadBody = z.infer<typeof MessageReadBodySchema>;

// ---------- Email outbox ----------

export const AdminOutboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** stored (no transport) | pending | sending (being handed to SMTP) | sent | failed */
  status: z.string(),
  /** A one-time code: sent to the recipient only, its text not kept, never sent again. */
  secret: z.boolean(),
  error: z.string().nullable(),
  /** How many times it was handed to the mail server. */
  attempts: z.number().int(),
  /** When a failed email is tried again; null when it will not be. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutboxEmail = z.infer<typeof AdminOutboxEmailSchema>;
export const AdminOutboxResponseSchema = z.array(AdminOutboxEmailSchema);

export const AdminOutboxEmailDetailSchema = AdminOutboxEmailSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type AdminOutboxEmailDetail = z.infer<typeof AdminOutboxEmailDetailSchema>;

/** One of the store's emails, as staff preview it with sample data. */
export const AdminEmailTemplateSchema = z.object({ name: z.string(), title: z.string() });
export type AdminEmailTemplate = z.infer<typeof AdminEmailTemplateSchema>;
export const AdminEmailTemplatesSchema = z.array(AdminEmailTemplateSchema);

export const AdminEmailPreviewParamsSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown email'),
});
export const AdminEmailPreviewQuerySchema = z.object({
  /** The HTML part (default) or the plain-text part. */
  format: z.enum(['html', 'text'], { error: 'format must be html or text' }).default('html'),
});

// ---------- Catalogue ----------

export const AdminProductListQuerySchema = AdminListQuerySchema.extend({
  category: z.enum(CATALOG_CATEGORIES, { error: 'Unknown category' }).optional(),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

/** One row of the products table; inactive products included. */
export const AdminProductSummarySchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  collection: z.string().nullable(),
  /** Lowest variant price, decimal string. */
  price: z.string(),
  stock: z.number().int(),
  featured: z.boolean(),
  trending: z.boolean(),
  active: z.boolean(),
  /** Deleted while orders still name it: kept for them, hidden from the shop, restorable. */
  archived: z.boolean(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductSummary = z.infer<typeof AdminProductSummarySchema>;
export const AdminProductsResponseSchema = z.array(AdminProductSummarySchema);

const label = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${max} characters`);

const tagList = (name: string) =>
  z
    .array(z.string().trim().min(1, `${name} cannot be empty`).max(64, `${name} are at most 64 characters`))
    .max(50, `At most 50 ${name.toLowerCase()}`);

export const COMPARE_AT_ABOVE_PRICE = 'The compare-at price must be above the price, or left empty';

export const AdminVariantInputSchema = z
  .object({
    size: label('Size', 32),
    color: label('Colour', 32),
    price: AdminMoneySchema,
    /** The "was" price shown struck through; above the price, or null. */
    compareAtPrice: AdminMoneySchema.nullable().default(null),
    stock: z
      .number({ error: 'Stock is required' })
      .int('Stock must be a whole number')
      .min(0, 'Stock must be 0 or more')
      .max(1_000_000, 'Stock is too large'),
    /** Generated (TJ-<product>-<size>-<colour>) when left empty. */
    sku: optionalText(64, 'SKU is at most 64 characters'),
  })
  .refine((v) => v.compareAtPrice === null || Number(v.compareAtPrice) > Number(v.price), {
    message: COMPARE_AT_ABOVE_PRICE,
    path: ['compareAtPrice'],
  });
export type AdminVariantInput = z.input<typeof AdminVariantInputSchema>;

export const AdminImageInputSchema = z.object({
  /** An uploaded image (/media/<id>, from POST /api/admin/media) or an https address. */
  url: z
    .string({ error: 'Image URL is required' })
    .trim()
    .max(2000, 'Image URL is too long')
    .regex(/^(\/media\/\d+|https:\/\/\S+)$/, 'Upload the image or give an https:// address'),
  alt: z.string().trim().max(255, 'Alt text is at most 255 characters').default(''),
  color: z.string().trim().max(32, 'Colour is at most 32 characters').nullable().optional(),
  /** An uploaded photo's stored size wins over these when the product is saved. */
  width: z.number().int().min(1).max(100_000).default(800),
  height: z.number().int().min(1).max(100_000).default(1000),
});
export type AdminImageInput = z.input<typeof AdminImageInputSchema>;

export const PRODUCT_HANDLE_TAKEN = 'A product with this handle already exists';

/** Create and edit use the same body: the whole product, variants and images included. */
export const AdminProductInputSchema = z.object({
  handle: z
    .string({ error: 'Handle is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Handle is required')
    .max(255, 'Handle is at most 255 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Handle may use letters, digits and single dashes'),
  name: label('Name', 255),
  /** HTML; the server sanitises it (no scripts, no event attributes). */
  description: z.string().max(20_000, 'Description is at most 20000 characters').default(''),
  category: z.enum(CATALOG_CATEGORIES, { error: 'Choose a category' }),
  subcategory: label('Subcategory', 64),
  productType: z
    .string()
    .trim()
    .max(64, 'Product type is at most 64 characters')
    .default('General')
    .transform((v) => v || 'General'),
  /** A collection's handle (the server checks the shop has it; a former slug reads as its own), or null for none. */
  collection: z
    .string({ error: 'Unknown collection' })
    .trim()
    .toLowerCase()
    .min(1, 'Unknown collection')
    .max(64, 'Unknown collection')
    .transform(currentCollectionSlug)
    .nullable()
    .default(null),
  vendor: z.string().trim().max(128, 'Vendor is at most 128 characters').default(''),
  materials: tagList('Materials').default([]),
  tags: tagList('Tags').default([]),
  featured: z.boolean().default(false),
  trending: z.boolean().default(false),
  /** Shown on the storefront; false hides it (a draft). */
  active: z.boolean().default(true),
  variants: z
    .array(AdminVariantInputSchema)
    .min(1, 'A product needs at least one variant')
    .max(200, 'At most 200 variants'),
  images: z.array(AdminImageInputSchema).max(30, 'At most 30 images').default([]),
});
export type AdminProductInput = z.input<typeof AdminProductInputSchema>;
export type AdminProductValues = z.output<typeof AdminProductInputSchema>;

export const PRODUCT_CHANGED_SINCE_READ =
  'Someone saved this product after you opened it. Reload it to see their changes, then make yours again.';

/**
 * An edit carries the version the form was read at (a newer save refuses it with 409). Its
 * variants' stock sets only a new variant's opening count: existing stock moves by adjustments.
 */
export const AdminProductUpdateSchema = AdminProductInputSchema.extend({
  version: z
    .number({ error: 'Version is required: reload the product' })
    .int('Version must be a whole number')
    .min(1, 'Version must be 1 or more')
    .max(2_147_483_647, 'Version is not one this store gave out: reload the product'),
});
export type AdminProductUpdate = z.input<typeof AdminProductUpdateSchema>;
export type AdminProductUpdateValues = z.output<typeof AdminProductUpdateSchema>;

/** Why stock moved, in the words the variant editor offers. */
export const STOCK_ADJUSTMENT_REASONS = {
  received: 'Received',
  returned: 'Returned to stock',
  damaged: 'Damaged',
  lost: 'Lost or stolen',
  count_correction: 'Count correction',
} as const;
export type StockAdjustmentReason = keyof typeof STOCK_ADJUSTMENT_REASONS;
export const STOCK_ADJUSTMENT_MAX = 100_000;

/** Units added (+) or taken away (-) from a variant's current stock, whatever it is now. */
export const StockAdjustmentInputSchema = z.object({
  variantId: z
    .number({ error: 'Variant is required' })
    .int('Variant must be a whole number')
    .min(1, 'Variant is required'),
  change: z
    .number({ error: 'Change is required' })
    .int('Change must be a whole number')
    .min(-STOCK_ADJUSTMENT_MAX, `Change is at least -${STOCK_ADJUSTMENT_MAX}`)
    .max(STOCK_ADJUSTMENT_MAX, `Change is at most ${STOCK_ADJUSTMENT_MAX}`)
    .refine((n) => n !== 0, 'Change cannot be 0'),
  reason: z.enum(Object.keys(STOCK_ADJUSTMENT_REASONS) as [StockAdjustmentReason, ...StockAdjustmentReason[]], {
    error: 'Choose a reason',
  }),
});
export type StockAdjustmentInput = z.input<typeof StockAdjustmentInputSchema>;

export const AdminVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  size: z.string(),
  color: z.string(),
  price: z.string(),
  compareAtPrice: z.string().nullable(),
  stock: z.number().int(),
  position: z.number().int(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

export const AdminImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  color: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  position: z.number().int(),
});
export type AdminImage = z.infer<typeof AdminImageSchema>;

export const AdminProductDetailSchema = z.object({
  product: z.object({
    id: z.number().int(),
    handle: z.string(),
    name: z.string(),
    /** Sanitised HTML as stored. */
    description: z.string(),
    category: z.string(),
    subcategory: z.string(),
    productType: z.string(),
    collection: z.string().nullable(),
    vendor: z.string(),
    price: z.string(),
    /** The cheapest variant's compare-at price, when it is on sale. */
    originalPrice: z.string().nullable(),
    materials: z.array(z.string()),
    tags: z.array(z.string()),
    sizes: z.array(z.string()),
    colors: z.array(z.string()),
    featured: z.boolean(),
    trending: z.boolean(),
    active: z.boolean(),
    /** When it was archived (deleted while orders name it); null for a product in the catalogue. */
    archivedAt: z.string().nullable(),
    stock: z.number().int(),
    /** What an edit sends back as `version`. */
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  variants: z.array(AdminVariantSchema),
  images: z.array(AdminImageSchema),
});
export type AdminProductDetail = z.infer<typeof AdminProductDetailSchema>;

export const PRODUCT_ARCHIVED_CANNOT_PUBLISH = 'This product is archived: restore it before showing it in the shop';

/**
 * What deleting a product did: a product no order names is gone (product null); one that orders
 * name is archived instead (hidden from the shop, kept for those orders) and answered as it is now.
 */
export const AdminProductRemovalSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
  product: AdminProductDetailSchema.nullable(),
});
export type AdminProductRemoval = z.infer<typeof AdminProductRemovalSchema>;

// ---------- Media ----------

/**
 * Photos staff may upload (the server decides by the file's content, not its declared type).
 * SVG is not among them: an SVG can carry script, so only the store's own seeded artwork is SVG.
 */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
/** The uploaded photo's address and its stored (upright) pixel size. */
export const MediaUploadResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaUploadResponse = z.infer<typeof MediaUploadResponseSchema>;

// ---------- Staff ----------

export const AdminStaffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminStaff = z.infer<typeof AdminStaffSchema>;
export const AdminStaffListSchema = z.array(AdminStaffSchema);
/** The add-staff form posts NewStaffSchema, the role form StaffRoleChangeSchema (from ./staff-auth). */
export { NewStaffSchema as AdminStaffCreateSchema, StaffRoleChangeSchema } from './staff-auth';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account';
/** Refused so the shop is never left without someone who can manage staff. */
export const LAST_OWNER = 'The store needs at least one active owner';
