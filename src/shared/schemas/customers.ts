// Admin > Customers: one person per mailbox (shared/customer-key.ts), from accounts and guest
// orders. Money is a decimal string with 2 places, as elsewhere in the admin API; a figure the
// staff member's role does not include (sales figures, contact details, notes) is null.
import { z } from 'zod';
import { FULFILLMENT_STATUSES, PAYMENT_STATUSES } from '../store';
import { AdminListQuerySchema, isoDay } from './admin';
import { RETURN_STATUSES } from './returns';

export const CUSTOMER_SORTS = ['spent', 'orders', 'last_order', 'name'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const yesNo = (field: string) =>
  z
    .enum(['true', 'false'], { error: `${field} must be true or false` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'));

/** The list's filters and sort; `after` is the number of customers on the pages before. */
export const CustomerListQuerySchema = AdminListQuerySchema.extend({
  after: z
    .string()
    .regex(/^\d{1,7}$/, 'Invalid cursor')
    .optional(),
  account: yesNo('account'),
  subscribed: yesNo('subscribed'),
  /** Spent more than this many dollars, refunds taken off. */
  spentOver: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'spentOver must be an amount like 100 or 99.50')
    .optional(),
  /** Ordered on or after this day (UTC). */
  orderedSince: isoDay('orderedSince'),
  sort: z.enum(CUSTOMER_SORTS, { error: 'sort must be spent, orders, last_order or name' }).default('last_order'),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/** The export takes the list's filters and sort, and answers every matching customer. */
export const CustomerExportQuerySchema = CustomerListQuerySchema.omit({ limit: true, after: true });
export type CustomerExportQuery = z.infer<typeof CustomerExportQuerySchema>;

export const CUSTOMER_KINDS = ['account', 'guest', 'deleted'] as const;

export const AdminCustomerSchema = z.object({
  /** Opaque and URL-safe: the customer's page is /admin/customers/:id. */
  id: z.string(),
  /** account: has a shopper account; guest: orders only; deleted: a deleted account's anonymous orders. */
  kind: z.enum(CUSTOMER_KINDS),
  /** Null for a deleted account's orders. */
  name: z.string().nullable(),
  /** Null for a deleted account's orders, and for a role without contact details. */
  email: z.string().nullable(),
  /** Placed orders: their payment went through (abandoned checkouts are not counted). */
  orders: z.number().int(),
  /** Placed orders not cancelled, less refunds; null for a role without sales figures. */
  spent: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
  subscribed: z.boolean(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomersResponseSchema = z.array(AdminCustomerSchema);

export const CustomerIdParamsSchema = z.object({ key: z.string().max(400) });

export const CustomerAddressSchema = z.object({
  name: z.string(),
  lines: z.array(z.string()),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});

export const CustomerOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  total: z.string().nullable(),
});

export const CustomerGiftCardSchema = z.object({
  id: z.number().int(),
  /** bought: this customer sent it; received: it was sent to them. */
  direction: z.enum(['bought', 'received']),
  /** The other person's name. */
  otherName: z.string(),
  amount: z.string().nullable(),
  balance: z.string().nullable(),
  createdAt: z.string(),
});

/** An email the store sent: never its text, so no sign-in code or secret link is shown. */
export const CustomerEmailSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const CustomerNotesSchema = z.object({
  note: z.string(),
  tags: z.array(z.string()),
  updatedAt: z.string().nullable(),
});

export const AdminCustomerDetailSchema = z.object({
  customer: AdminCustomerSchema.extend({
    accountSince: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  addresses: z.array(CustomerAddressSchema),
  orders: z.array(CustomerOrderSchema),
  giftCards: z.array(CustomerGiftCardSchema),
  /** The returns started from their orders, newest first. */
  returns: z.array(
    z.object({
      id: z.number().int(),
      returnNumber: z.string(),
      status: z.enum(RETURN_STATUSES),
      createdAt: z.string(),
    }),
  ),
  /** Null for a role without contact details. */
  emails: z.array(CustomerEmailSchema).nullable(),
  /** Null for a role that does not keep notes (customers.manage). */
  notes: CustomerNotesSchema.nullable(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

export const CUSTOMER_NOTE_MAX = 5_000;
export const CUSTOMER_TAGS_MAX = 20;

export const CustomerNotesInputSchema = z
  .object({
    note: z
      .string({ error: 'note must be text' })
      .max(CUSTOMER_NOTE_MAX, `note is at most ${CUSTOMER_NOTE_MAX} characters`),
    tags: z
      .array(
        z
          .string({ error: 'Each tag must be text' })
          .trim()
          .min(1, 'A tag cannot be empty')
          .max(40, 'A tag is at most 40 characters'),
        { error: 'tags must be a list' },
      )
      .max(CUSTOMER_TAGS_MAX, `At most ${CUSTOMER_TAGS_MAX} tags`)
      .transform((tags) => [...new Set(tags)]),
  })
  .strict();
export type CustomerNotesInput = z.infer<typeof CustomerNotesInputSchema>;
export type CustomerNotes = z.infer<typeof CustomerNotesSchema>;
