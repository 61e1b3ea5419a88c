// A discount as staff write it and the store keeps it: its rule (stored as typed JSON) and
// conditions. One schema checks the admin's input, the stored rule when it is read back, and
// documents the API.
import { z } from 'zod';
import { PROMO_CODE_MAX } from '../promo-codes';
import { requiredLine } from './fields';

const MAX_CENTS = 10_000_000;
const cents = (what: string) =>
  z
    .number({ error: `${what} must be a number of cents` })
    .int(`${what} must be whole cents`)
    .min(1, `${what} must be at least 1 cent`)
    .max(MAX_CENTS, `${what} is too large`);
const percent = z
  .number({ error: 'percent must be a number' })
  .int('percent must be a whole number')
  .min(1, 'percent must be 1 to 100')
  .max(100, 'percent must be 1 to 100');
const quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(1000, 'quantity is at most 1000');
const words = z.array(z.string().trim().min(1).max(64)).max(100);

export const ItemMatchSchema = z.object({
  productIds: z.array(z.number().int().min(1)).max(1000).optional(),
  collections: words.optional(),
  categories: words.optional(),
  tags: words.optional(),
  sizes: words.optional(),
  colors: words.optional(),
});

export const DiscountRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('order-percent'), percent }),
    z.object({
      kind: z.literal('order-amount'),
      amountCents: cents('amountCents'),
    }),
    z.object({
      kind: z.literal('items-percent'),
      percent,
      items: ItemMatchSchema,
    }),
    z.object({
      kind: z.literal('items-amount'),
      amountCents: cents('amountCents'),
      items: ItemMatchSchema,
    }),
    z.object({
      kind: z.literal('free-shipping'),
      countries: z
        .array(z.string().trim().toUpperCase().length(2, 'countries are two-letter codes'))
        .max(300)
        .optional(),
    }),
    z.object({
      kind: z.literal('buy-get'),
      buy: z.object({ quantity, items: ItemMatchSchema }),
      get: z.object({ quantity, items: ItemMatchSchema, percent }),
      maxUses: z.number().int().min(1).max(1000).nullable().optional(),
    }),
    z.object({
      kind: z.literal('tiered'),
      tiers: z
        .array(
          z.object({
            minSubtotalCents: cents('minSubtotalCents'),
            amountCents: cents('amountCents'),
          }),
        )
        .min(1, 'tiers needs at least one tier')
        .max(20, 'tiers has at most 20 tiers'),
    }),
  ],
  {
    error:
      'kind must be one of order-percent, order-amount, items-percent, items-amount, free-shipping, buy-get, tiered',
  },
);

export type StoredDiscountRule = z.infer<typeof DiscountRuleSchema>;

export const DISCOUNT_CODE_MESSAGE = 'code is 1 to 64 letters, digits, - or _';
/** Stored upper-case, as the promo box's normalisePromoCode reads what shoppers type. */
const CodeSchema = z
  .string({ error: DISCOUNT_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9_-]{1,${PROMO_CODE_MAX}}$`), DISCOUNT_CODE_MESSAGE);
const limit = z.number().int('must be a whole number').min(1, 'must be at least 1').max(10_000_000);
const when = z.iso.datetime({
  offset: true,
  error: 'must be a date and time (ISO 8601)',
});

const fields = {
  title: requiredLine('title is required', 120),
  /** None: an automatic discount, applied to every cart it fits. */
  code: CodeSchema.nullable(),
  rule: DiscountRuleSchema,
  startsAt: when.nullable(),
  endsAt: when.nullable(),
  paused: z.boolean(),
  combinable: z.boolean(),
  priority: z.number().int().min(-1000).max(1000),
  usageLimit: limit.nullable(),
  perCustomerLimit: limit.nullable(),
  firstOrderOnly: z.boolean(),
  minSubtotalCents: z.number().int().min(0).max(MAX_CENTS).nullable(),
  minQuantity: z.number().int().min(0).max(10_000).nullable(),
};

const endsAfterStart = (d: { startsAt?: string | null | undefined; endsAt?: string | null | undefined }) =>
  !d.startsAt || !d.endsAt || new Date(d.endsAt) > new Date(d.startsAt);
const ENDS_AFTER = {
  message: 'endsAt must be after startsAt',
  path: ['endsAt'],
};

export const DiscountInputSchema = z
  .object({
    ...fields,
    code: fields.code.default(null),
    startsAt: fields.startsAt.default(null),
    endsAt: fields.endsAt.default(null),
    paused: fields.paused.default(false),
    combinable: fields.combinable.default(false),
    priority: fields.priority.default(0),
    usageLimit: fields.usageLimit.default(null),
    perCustomerLimit: fields.perCustomerLimit.default(null),
    firstOrderOnly: fields.firstOrderOnly.default(false),
    minSubtotalCents: fields.minSubtotalCents.default(null),
    minQuantity: fields.minQuantity.default(null),
  })
  .strict()
  .refine(endsAfterStart, ENDS_AFTER);
export type DiscountInput = z.infer<typeof DiscountInputSchema>;

/** Only the fields sent change. */
export const DiscountUpdateSchema = z.object(fields).partial().strict().refine(endsAfterStart, ENDS_AFTER);
export type DiscountUpdate = z.infer<typeof DiscountUpdateSchema>;

export const AdminDiscountSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string().nullable(),
  rule: DiscountRuleSchema,
  /** The rule in a shopper's words. */
  description: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  paused: z.boolean(),
  combinable: z.boolean(),
  priority: z.number().int(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  minSubtotalCents: z.number().int().nullable(),
  minQuantity: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** What its uses took off orders, in cents (uses given back by cancelled orders not counted). */
  savedCents: z.number().int(),
  /** scheduled, active, paused, ended or used_up, as of the answer. */
  state: z.enum(['scheduled', 'active', 'paused', 'ended', 'used_up']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDiscount = z.infer<typeof AdminDiscountSchema>;
export const AdminDiscountsResponseSchema = z.array(AdminDiscountSchema);

/** What an order, its emails and the admin show of each discount it got. */
export const OrderDiscountSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string().nullable(),
  description: z.string(),
  amountCents: z.number().int(),
  shippingCents: z.number().int(),
});
export type OrderDiscount = z.infer<typeof OrderDiscountSchema>;
