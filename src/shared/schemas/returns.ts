// Returns and size exchanges: the shopper's three steps (find the order, choose what comes back
// and why, get the return number and slip), the staff screens, and the routes between them share
// these shapes. Money is a decimal string with 2 places, as elsewhere in the API.
import { z } from 'zod';
import { EmailSchema } from './fields';
import { AdminListQuerySchema } from './admin';

export const RETURN_REASONS = ['too_small', 'too_large', 'not_as_pictured', 'damaged', 'changed_mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  too_small: 'Too small',
  too_large: 'Too large',
  not_as_pictured: 'Not as pictured',
  damaged: 'Damaged or faulty',
  changed_mind: 'Changed my mind',
};

/**
 * requested: the shopper asked; approved: staff agreed (the slip is good to send);
 * in_transit: the parcel is on its way back; received: staff have it; refunded / exchanged:
 * done; rejected: staff said no, with a message.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'in_transit',
  'received',
  'refunded',
  'exchanged',
  'rejected',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** While the shopper still has a parcel to send or it is on its way: a prepaid label can be sent and is offered. */
export const LABEL_STATUSES: ReadonlySet<ReturnStatus> = new Set<ReturnStatus>(['approved', 'in_transit']);
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  in_transit: 'On its way back',
  received: 'Received',
  refunded: 'Refunded',
  exchanged: 'Exchanged',
  rejected: 'Rejected',
};

/** What the shopper wants for a line: their money back, or another size or colour of it. */
export const RETURN_OUTCOMES = ['refund', 'exchange'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/** One answer for a wrong number and a wrong email alike, so neither can be guessed apart. */
export const RETURN_ORDER_NOT_FOUND = "We couldn't find an order with that number and email.";
export const RETURN_NOT_FOUND = "We couldn't find a return with that number and email.";
/** An exchange whose size sold out between the form and the request (another shopper had the last one). */
export const EXCHANGE_SOLD_OUT = 'That size has just sold out';

/** A return number as printed on the slip, e.g. R-7F3K9Q. */
export const ReturnNumberSchema = z
  .string({ error: 'Return number is required' })
  .trim()
  .toUpperCase()
  .regex(/^R-[0-9A-Z]{6,12}$/, 'Enter the return number from your slip, like R-7F3K9Q');

/** Finds the order a guest returns from: its tracking number and the email it was placed with. */
export const ReturnOrderLookupSchema = z.object({
  trackingNumber: z.string({ error: 'Order number is required' }).trim().min(1, 'Order number is required').max(64),
  /** Optional for a signed-in shopper returning from an order of their own account. */
  email: EmailSchema.optional(),
});
export type ReturnOrderLookup = z.input<typeof ReturnOrderLookupSchema>;

/** Another size or colour of the same product a line can be exchanged for. */
export const ExchangeOptionSchema = z.object({
  /** gid://local/ProductVariant/<id> */
  variantId: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  /** Unit price of the new variant. */
  price: z.string(),
  /** Whether a unit is free to reserve now. */
  inStock: z.boolean(),
});
export type ExchangeOption = z.infer<typeof ExchangeOptionSchema>;

/** A line of the order as the return form shows it. */
export const ReturnableLineSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Unit price paid. */
  price: z.string(),
  bought: z.number().int(),
  /** How many of it can still be returned (0 when none). */
  returnable: z.number().int(),
  /** Why none can be returned ("Final Sale", "Customised items can't be returned", "Already returned"), else null. */
  notReturnableReason: z.string().nullable(),
  exchangeOptions: z.array(ExchangeOptionSchema),
});
export type ReturnableLine = z.infer<typeof ReturnableLineSchema>;

/** POST /api/returns/eligibility: the order, and what of it can come back until when. */
export const ReturnableOrderSchema = z.object({
  trackingNumber: z.string(),
  deliveredAt: z.string().nullable(),
  /** Last day a return can be started (ISO date-time), null until delivered. */
  returnBy: z.string().nullable(),
  /** Why nothing of the order can be returned now (not delivered yet, past the 30 days), else null. */
  closedReason: z.string().nullable(),
  lines: z.array(ReturnableLineSchema),
  /** Returns already started from this order. */
  returns: z.array(z.object({ returnNumber: z.string(), status: z.enum(RETURN_STATUSES), createdAt: z.string() })),
});
export type ReturnableOrder = z.infer<typeof ReturnableOrderSchema>;

export const ReturnLineRequestSchema = z
  .object({
    itemId: z.number({ error: 'Choose an item' }).int().positive(),
    quantity: z.number({ error: 'Quantity is required' }).int().min(1, 'Quantity is at least 1').max(99),
    reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
    outcome: z.enum(RETURN_OUTCOMES, { error: 'Choose a refund or an exchange' }),
    /** The size or colour wanted instead, for an exchange. */
    exchangeVariantId: z.string().max(100).optional(),
    note: z.string().trim().max(500, 'Note is at most 500 characters').optional(),
  })
  .refine((line) => line.outcome !== 'exchange' || !!line.exchangeVariantId, {
    message: 'Choose the size or colour you want instead',
    path: ['exchangeVariantId'],
  });

/** POST /api/returns: start a return. */
export const CreateReturnSchema = ReturnOrderLookupSchema.extend({
  lines: z.array(ReturnLineRequestSchema).min(1, 'Choose at least one item to return').max(50),
});
export type CreateReturn = z.input<typeof CreateReturnSchema>;

export const ReturnLineSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid. */
  price: z.string(),
  reason: z.enum(RETURN_REASONS),
  outcome: z.enum(RETURN_OUTCOMES),
  /** For an exchange: the size and colour reserved for the shopper. */
  exchange: z.object({ variantId: z.string(), size: z.string().nullable(), color: z.string().nullable() }).nullable(),
  note: z.string().nullable(),
  /** Set when staff received it: whether its units went back on sale. */
  restocked: z.boolean().nullable(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

export const ReturnEventSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  /** The message staff wrote with an approval or rejection, shown to the shopper. */
  message: z.string().nullable(),
  createdAt: z.string(),
});

/** A return as the shopper sees it: POST /api/returns answers it, GET /api/returns/:returnNumber reads it. */
export const ReturnSchema = z.object({
  returnNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  trackingNumber: z.string(),
  lines: z.array(ReturnLineSchema),
  /** Where to send the parcel, one line each, for the printable slip. */
  sendTo: z.array(z.string()),
  /** What will be refunded for the lines to refund and cheaper exchanges (decimal string). */
  refundAmount: z.string(),
  /**
   * What the shopper pays for exchanges to dearer sizes or colours, kept apart from the refund
   * (never netted against it): null when nothing is owed. The new sizes ship once it is paid.
   */
  charge: z
    .object({
      /** The difference, decimal string. */
      amount: z.string(),
      /** Whether it has been paid. */
      paid: z.boolean(),
      /** When it was paid (ISO 8601), else null. */
      paidAt: z.string().nullable(),
    })
    .nullable(),
  /**
   * The prepaid label staff sent for the parcel (GET /api/returns/:returnNumber/label, with the
   * same access as the return): null until there is one.
   */
  label: z
    .object({
      /** application/pdf, image/png or image/jpeg */
      type: z.string(),
      /** When it was sent (ISO 8601). */
      addedAt: z.string(),
    })
    .nullable(),
  events: z.array(ReturnEventSchema),
  createdAt: z.string(),
});
export type Return = z.infer<typeof ReturnSchema>;

/** POST /api/returns/:returnNumber/pay: the same access as reading the return. */
export const PayReturnSchema = z.object({ email: EmailSchema.optional() });
export type PayReturn = z.input<typeof PayReturnSchema>;

/** The answer to POST /api/returns/:returnNumber/pay: where to pay the difference. */
export const PayReturnResponseSchema = z.object({
  /** The payment page: the demo page's path on this site, or the provider's address. */
  paymentUrl: z.string(),
  /** The payment's token (GET /api/payments/:token says how it stands). */
  paymentToken: z.string(),
});
export type PayReturnResponse = z.infer<typeof PayReturnResponseSchema>;

export const RETURN_NOTHING_OWED = 'Nothing is owed on this return.';
export const RETURN_CHARGE_PAID = 'The difference on this return has already been paid.';

/** GET /api/returns/:returnNumber?email=: the email the order was placed with, unless signed in as its owner. */
export const ReturnReadQuerySchema = z.object({ email: EmailSchema.optional() });

// Staff

/** The next page is named by the answer's Link header (rel="next"), as in the other admin lists. */
export const AdminReturnListQuerySchema = AdminListQuerySchema.extend({
  status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(', ')}` }).optional(),
  /** The return number, the order's tracking number or the shopper's email. */
  q: z.string().trim().max(200).optional(),
  after: z
    .string()
    .regex(/^\d{1,12}$/, 'Invalid cursor')
    .optional(),
});
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuerySchema>;

export const AdminReturnSummarySchema = z.object({
  id: z.number().int(),
  returnNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  orderId: z.number().int(),
  trackingNumber: z.string(),
  customerName: z.string(),
  email: z.string().nullable(),
  items: z.number().int(),
  /** "refund", "exchange" or "mixed". */
  kind: z.enum(['refund', 'exchange', 'mixed']),
  refundAmount: z.string(),
  createdAt: z.string(),
});
export type AdminReturnSummary = z.infer<typeof AdminReturnSummarySchema>;

export const AdminReturnListSchema = z.object({
  returns: z.array(AdminReturnSummarySchema),
  /** Counts per status, for the tabs. */
  counts: z.record(z.string(), z.number().int()),
});
export type AdminReturnList = z.infer<typeof AdminReturnListSchema>;

export const AdminReturnDetailSchema = ReturnSchema.extend({
  id: z.number().int(),
  orderId: z.number().int(),
  /** Where the order was sent (ISO country code): the store's free return label is for US orders. */
  shipsTo: z.string().nullable(),
  customerName: z.string(),
  email: z.string().nullable(),
  /** The shopper's page in Admin > Customers, when the list has one (see the order's customerPageId). */
  customerPageId: z.string().nullable(),
  /** The refund made for this return, once made. */
  refundId: z.number().int().nullable(),
  /** Whether the exchanged sizes were sent before the return arrived. */
  exchangeShipped: z.boolean(),
});
export type AdminReturnDetail = z.infer<typeof AdminReturnDetailSchema>;

/** POST /api/admin/returns/:id/approve */
export const ApproveReturnSchema = z.object({
  message: z.string().trim().max(1000, 'Message is at most 1000 characters').optional(),
  /** Send the exchanged sizes now instead of when the return arrives. */
  shipExchangeNow: z.boolean().optional(),
});
export type ApproveReturn = z.input<typeof ApproveReturnSchema>;

/** POST /api/admin/returns/:id/reject */
export const RejectReturnSchema = z.object({
  message: z
    .string({ error: 'Tell the shopper why' })
    .trim()
    .min(1, 'Tell the shopper why')
    .max(1000, 'Message is at most 1000 characters'),
});
export type RejectReturn = z.input<typeof RejectReturnSchema>;

/** POST /api/admin/returns/:id/receive: per line, whether its units go back on sale. */
export const ReceiveReturnSchema = z.object({
  lines: z
    .array(z.object({ lineId: z.number().int().positive(), restock: z.boolean() }))
    .min(1, 'Say for each item whether it goes back on sale'),
});
export type ReceiveReturn = z.input<typeof ReceiveReturnSchema>;

/** POST /api/admin/returns/:id/refund: refunds the lines to refund through the order's refund path. */
export const RefundReturnSchema = z.object({
  /** Defaults to the return's refund amount; staff may give back less (e.g. a worn item). */
  amount: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'amount must be like 49.99')
    .optional(),
});
export type RefundReturn = z.input<typeof RefundReturnSchema>;

/** POST /api/returns/:returnNumber/sent: the shopper has sent the parcel back. */
export const MarkReturnSentSchema = z.object({
  email: EmailSchema.optional(),
  carrierTrackingNumber: z.string().trim().max(100, 'Tracking number is at most 100 characters').optional(),
});
export type MarkReturnSent = z.input<typeof MarkReturnSentSchema>;
