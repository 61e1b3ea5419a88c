// POST /api/shopify/checkout: what the slide-out cart and the checkout page send
// (the variants and quantities; from the checkout page also the lines and the shopper's
// details), and the answer the cart reads.
import { z } from 'zod';
import { isVariantGid } from '../catalog/gid';
import { cartIssue } from './cart';
import { EmailSchema } from './fields';

export const NO_VALID_PRODUCTS = 'No valid products in cart. Please try adding products again.';
export const NO_VALID_VARIANT = 'Please select specific product variants to checkout.';
export const CHECKOUT_UNAVAILABLE = 'Unable to create checkout. Please try again.';
export const MAX_CHECKOUT_LINES = 100;
export const MAX_LINE_QUANTITY = 99;

const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

export const CheckoutLineSchema = z.object({
  /** gid://<source>/ProductVariant/<id> */
  variantId: z
    .string({ error: NO_VALID_VARIANT })
    .max(255, NO_VALID_VARIANT)
    .refine(isVariantGid, { error: NO_VALID_VARIANT }),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
});

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const CheckoutCustomerSchema = z.object({
  email: EmailSchema,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  /** Multi-line: name, street, city state zip, country, optional "Phone: ..." line. */
  shippingAddress: z.string().trim().min(1, 'Address is required').max(1000),
  phone: optionalText(40),
  notes: optionalText(1000),
});

/** The browser's lines, checked by the rules the cart keeps them by (cart.ts). */
const CartLinesSchema = z.array(z.unknown()).superRefine((lines, ctx) => {
  const issue = cartIssue(lines);
  if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

export const CheckoutRequestSchema = z.object({
  items: z
    .array(CheckoutLineSchema, { error: NO_VALID_PRODUCTS })
    .min(1, NO_VALID_PRODUCTS)
    .max(MAX_CHECKOUT_LINES, `At most ${MAX_CHECKOUT_LINES} lines per order`),
  /** The full browser lines, for custom designs; informational, never priced from. */
  cartItems: CartLinesSchema.optional(),
  customerInfo: CheckoutCustomerSchema.optional(),
  /** The browser's figure; the server re-prices every order and never reads it. */
  total: z.union([z.string().max(32), z.number()]).optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

/**
 * embedded: the cart continues to /checkout on this site (no hosted storefront);
 * checkoutUrl: the hosted store's checkout page, on the store's own domain.
 */
export const CheckoutResponseSchema = z.union([
  z.object({ embedded: z.literal(true) }),
  z.object({ checkoutUrl: z.url() }),
]);
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;
