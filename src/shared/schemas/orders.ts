// Placing an order from the embedded checkout: the contact and shipping form
// and the lines. The server re-prices everything; no client price or total is read.
import { z } from 'zod';
import { DEFAULT_COUNTRY, SHIPPING_COUNTRIES } from '../shipping-countries';
import { SHIPPING_METHODS } from '../store';
import { US_STATES } from '../us-states';
import { CONTROL_MESSAGE, hasNoControls, OptionalPhoneSchema, requiredLine } from './fields';

const required = (message: string, max = 200) => requiredLine(message, max);

const US_STATE_CODES = new Set(US_STATES.map(([code]) => code));
const COUNTRY_CODES = new Set(SHIPPING_COUNTRIES.map(([code]) => code));
const US_STATE_NAMES = new Set(US_STATES.map(([, name]) => name.toLowerCase()));

export const US_ADDRESS_ELSEWHERE = 'This is a US state and ZIP code: choose United States as the country';

/** A US state (code or name) with a US ZIP code: a US address, whatever country was chosen. */
const looksLikeUsAddress = (state: string, zip: string) =>
  (US_STATE_CODES.has(state.toUpperCase()) || US_STATE_NAMES.has(state.toLowerCase())) && /^\d{5}(-\d{4})?$/.test(zip);

export const CheckoutCustomerSchema = z
  .object({
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .pipe(z.email('Please enter a valid email'))
      .pipe(z.string().max(255)),
    firstName: required('First name is required', 100),
    lastName: required('Last name is required', 100),
    address: required('Address is required'),
    city: required('City is required', 100),
    state: required('State is required', 100),
    zipCode: required('ZIP code is required', 20),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .default(DEFAULT_COUNTRY)
      .refine((c) => COUNTRY_CODES.has(c), 'Please choose a country we ship to'),
    phone: OptionalPhoneSchema.optional(),
    notes: z.string().trim().max(1000, 'At most 1000 characters').refine(hasNoControls, CONTROL_MESSAGE).optional(),
    newsletter: z.boolean().optional().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.country !== 'US') {
      // Tax follows a US state: a US state and ZIP under another country would pay none.
      if (looksLikeUsAddress(c.state, c.zipCode))
        ctx.addIssue({ code: 'custom', path: ['country'], message: US_ADDRESS_ELSEWHERE });
      return;
    }
    if (!US_STATE_CODES.has(c.state.toUpperCase()))
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please choose a state' });
    if (!/^\d{5}(-\d{4})?$/.test(c.zipCode))
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'Please enter a valid ZIP code' });
  });
export type CheckoutCustomer = z.infer<typeof CheckoutCustomerSchema>;

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(99, 'Quantity must be at most 99');

// The quantity is checked outside the union of line kinds: inside it, a quantity of the
// wrong type (1.5, "2", null) failed both kinds and surfaced only as "Invalid input" on
// the whole line, instead of the quantity's own message on items.N.quantity.
export const OrderLineSchema = z.intersection(
  z.object({ quantity }),
  z.union([
    z.object({
      variantId: z.string().regex(/^gid:\/\/local\/ProductVariant\/\d{1,10}$/, 'Unknown product variant'),
    }),
    z.object({
      custom: z.object({
        productHandle: z.string().max(100),
        designId: z.string().max(64),
        colorId: z.string().max(32),
        size: z.string().max(32),
      }),
    }),
  ]),
);
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** A payment's token: the only handle its shopper has on it (the payment pages' addresses carry it). */
export const PaymentTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'Unknown payment');

export const PlaceOrderSchema = z.object({
  customer: CheckoutCustomerSchema,
  items: z.array(OrderLineSchema).min(1, 'Your cart is empty').max(50, 'At most 50 lines per order'),
  promoCode: z.string().trim().max(64).optional(),
  giftCardCode: z.string().trim().max(32).optional(),
  shippingMethod: z
    .enum(SHIPPING_METHODS, { error: `Shipping method must be one of: ${SHIPPING_METHODS.join(', ')}` })
    .default('standard'),
  /**
   * The payment of this checkout's earlier attempt, still waiting on its page: the shopper came
   * back and places the order again, so that one is cancelled first and what it held released.
   */
  replacesPayment: PaymentTokenSchema.optional(),
});
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>;

export const IdempotencyKeySchema = z
  .string({ error: 'Idempotency-Key header is required' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'Idempotency-Key must be 16 to 128 letters, digits, - or _');

export const PlacedOrderSchema = z.object({
  id: z.number().int(),
  trackingNumber: z.string(),
  status: z.string(),
  email: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  shipping: z.string(),
  tax: z.string(),
  giftCardAmount: z.string(),
  total: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  /** Multi-line: name, street, city state zip, country, optional phone. */
  shippingAddress: z.string(),
  /**
   * The country it ships to (ISO code), which sets when it should arrive. A confirmation kept
   * in the browser from before orders said so was going to the US, the only choice then.
   */
  country: z.string().default('US'),
  /** The last four characters of the gift card that paid part or all of it, if one did. */
  giftCardLast4: z.string().nullable(),
  /** The discounts it got, by name: what each took off the merchandise and off shipping (decimal strings). */
  discounts: z
    .array(z.object({ title: z.string(), code: z.string().nullable(), amount: z.string(), shipping: z.string() }))
    .optional(),
  createdAt: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      size: z.string().nullable(),
      color: z.string().nullable(),
      quantity: z.number().int(),
      price: z.string(),
      imageUrl: z.string().nullable(),
    }),
  ),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** An order as its confirmation page shows it: with whether its confirmation email has gone out. */
export const ConfirmedOrderSchema = PlacedOrderSchema.extend({
  /** True only once the mail server has accepted the confirmation; false while it waits or retries. */
  emailSent: z.boolean(),
});
export type ConfirmedOrder = z.infer<typeof ConfirmedOrderSchema>;

/**
 * The order placed. An order with a total to pay is `awaiting_payment`, and the browser goes
 * on to `paymentUrl` (its payment's token beside it); one a gift card paid in full is
 * confirmed at once and has neither.
 */
export const PlaceOrderResponseSchema = z.object({
  order: PlacedOrderSchema,
  emailSent: z.boolean(),
  paymentUrl: z.string().nullable(),
  paymentToken: z.string().nullable(),
});
