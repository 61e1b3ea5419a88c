// The cart's promo box, the cart's and checkout's discount preview, and POST
// /api/promotions/check share these rules and texts.
import { z } from 'zod';
import { PROMO_CODE_REQUIRED } from '../promo-codes';
import { SHIPPING_METHODS } from '../store';
import { OrderDiscountSchema } from './discounts';
import { OrderLineSchema, PaymentTokenSchema } from './orders';

/** The cart to price: its lines (prices are the server's), and where and how it ships when known. */
export const PromoCartSchema = z.object({
  items: z.array(OrderLineSchema).min(1, 'Your cart is empty').max(50, 'At most 50 lines per order'),
  /** The shopper's email, once checkout has it: limits per customer and first orders count by it. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(255)
    .pipe(z.email({ error: 'Please enter a valid email' }))
    .optional(),
  country: z.string().trim().toUpperCase().length(2, 'country is a two-letter code').optional(),
  state: z.string().trim().max(32).optional(),
  shippingMethod: z
    .enum(SHIPPING_METHODS, {
      error: `Shipping method must be one of: ${SHIPPING_METHODS.join(', ')}`,
    })
    .default('standard'),
  /** At checkout, back from a payment page: the payment of the attempt that placing the order again replaces. */
  replacesPayment: PaymentTokenSchema.optional(),
});
export type PromoCart = z.input<typeof PromoCartSchema>;

// No length or character rule on the code: a code of any form that matches nothing gets the
// same answer as an unknown one, so the answers never tell what shape real codes have.
export const PromoCheckRequestSchema = z
  .object({
    code: z.string({ error: PROMO_CODE_REQUIRED }).trim().optional(),
    /** With a cart: the priced preview, automatic discounts included, a refused code with its reason. */
    cart: PromoCartSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.cart && !body.code)
      ctx.addIssue({
        code: 'custom',
        path: ['code'],
        message: PROMO_CODE_REQUIRED,
      });
  });
export type PromoCheckRequest = z.input<typeof PromoCheckRequestSchema>;

export const RefusedCodeSchema = z.object({
  code: z.string(),
  reason: z.string(),
});

/** The cart priced as the order would be, in cents. */
export const DiscountPreviewSchema = z.object({
  applied: z.array(OrderDiscountSchema),
  refused: z.array(RefusedCodeSchema),
  /** What the discounts take off each line, by the line's place in the cart ("0", "1", ...). */
  lineCents: z.record(z.string(), z.number().int()),
  subtotalCents: z.number().int(),
  /** Off the merchandise. */
  discountCents: z.number().int(),
  /** Shipping after its discount. */
  shippingCents: z.number().int(),
  /** Taken off shipping. */
  shippingDiscountCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type DiscountPreview = z.infer<typeof DiscountPreviewSchema>;

export const PromoCheckResponseSchema = z.object({
  /** The store's spelling of the code (upper case); null when the code did not apply or none was sent. */
  code: z.string().nullable(),
  /** The code's percentage when it takes a percentage off the whole order; null otherwise. */
  percentOff: z.number().int().min(1).max(100).nullable(),
  /** The code's title and what it does ("10% off your order"), when it applies. */
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** When a cart was sent: the cart priced with every discount that applies. */
  preview: DiscountPreviewSchema.nullable(),
});
export type PromoCheckResponse = z.infer<typeof PromoCheckResponseSchema>;
