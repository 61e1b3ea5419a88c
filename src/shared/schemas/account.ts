// The shopper account contract (/api/account/*): sign-in with an emailed code or a passkey,
// the profile, saved addresses, orders, the cart and wishlist kept on the server, privacy.
import { z } from 'zod';
import { DEFAULT_COUNTRY, SHIPPING_COUNTRIES } from '../shipping-countries';
import { US_STATES } from '../us-states';
import { parseWishlist } from '../wishlist';
import { cartIssue, type CartItem } from './cart';
import { EmailSchema, OptionalPhoneSchema, requiredLine } from './fields';
import { FULFILLMENT_STATUSES, PAYMENT_STATUSES, SHIPPING_METHODS } from '../store';

/** How long an emailed code can be used, and how many wrong tries it takes. */
export const EMAIL_CODE_RULES = { digits: 6, validMinutes: 10, maxWrongTries: 5 } as const;

const CODE_MESSAGE = 'Enter the 6-digit code from the email';

// ---------- Signing in ----------

export const EmailCodeRequestSchema = z.object({ email: EmailSchema });
export type EmailCodeRequest = z.input<typeof EmailCodeRequestSchema>;

/** The same answer whether or not the email has an account, so the form reveals nothing. */
export const CodeSentSchema = z.object({ message: z.string(), email: z.string() });
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** The code the email carried; the browser that asked for it is known by its cookie. */
export const EmailCodeSchema = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, CODE_MESSAGE),
});
export type EmailCode = z.input<typeof EmailCodeSchema>;

export const CustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  /**
   * What the store calls the shopper: the first word of `name`, else the first name on their latest order; empty when
   * neither is known.
   */
  firstName: z.string(),
  /** Whether the email is on the newsletter list. */
  newsletter: z.boolean(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const ProfileUpdateSchema = z.object({
  name: z.string({ error: 'Name must be text' }).trim().max(100, 'Name is at most 100 characters').optional(),
  newsletter: z.boolean({ error: 'Newsletter must be true or false' }).optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** "Delete my account" names the account's email, so it cannot happen by a slip. */
export const DeleteAccountSchema = z.object({ email: EmailSchema });
export type DeleteAccount = z.input<typeof DeleteAccountSchema>;

export const AccountMessageSchema = z.object({ message: z.string() });

// ---------- Passkeys ----------

/** The browser's answer to navigator.credentials (WebAuthn JSON), checked by the WebAuthn library. */
const WebAuthnResponseSchema = z
  .object({
    id: z.string().max(1400),
    rawId: z.string().max(1400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
  })
  .loose();

export const PasskeyRegistrationSchema = z.object({
  response: WebAuthnResponseSchema,
  name: z.string().trim().max(100, 'Name is at most 100 characters').optional(),
});
export const PasskeySignInSchema = z.object({ response: WebAuthnResponseSchema });

/** What navigator.credentials.create/get take, as the WebAuthn library writes it. */
export const WebAuthnOptionsSchema = z.record(z.string(), z.unknown());

/**
 * Where the store's passkeys work (GET /api/store/passkeys): the domain they belong to and the
 * one origin the server accepts them from. The browser offers passkeys only there.
 */
export const PasskeySiteSchema = z.object({ rpId: z.string(), origin: z.string() });
export type PasskeySite = z.infer<typeof PasskeySiteSchema>;

/** Said when a passkey is made or used on another address than the store's (another port, say). */
export const passkeysOnlyOn = (origin: string, action: 'add one' | 'sign in with one') =>
  `Passkeys work only on ${origin}: open the store there to ${action}.`;

export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

// ---------- Addresses ----------

const US_STATE_CODES = new Set(US_STATES.map(([code]) => code));
const COUNTRY_CODES = new Set(SHIPPING_COUNTRIES.map(([code]) => code));

/** A saved shipping address: the checkout's address fields, by the same rules. */
export const AddressInputSchema = z
  .object({
    firstName: requiredLine('First name is required', 100),
    lastName: requiredLine('Last name is required', 100),
    address: requiredLine('Address is required', 200),
    city: requiredLine('City is required', 100),
    state: requiredLine('State is required', 100),
    zipCode: requiredLine('ZIP code is required', 20),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .default(DEFAULT_COUNTRY)
      .refine((c) => COUNTRY_CODES.has(c), 'Please choose a country we ship to'),
    phone: OptionalPhoneSchema.optional().default(''),
    isDefault: z.boolean().optional().default(false),
  })
  .superRefine((a, ctx) => {
    if (a.country !== 'US') return;
    if (!US_STATE_CODES.has(a.state.toUpperCase()))
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please choose a state' });
    if (!/^\d{5}(-\d{4})?$/.test(a.zipCode))
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'Please enter a valid ZIP code' });
  });
export type AddressInput = z.input<typeof AddressInputSchema>;

export const SavedAddressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const IdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not found' }).int().positive().max(2_147_483_647),
});

// ---------- Orders ----------

export const AccountOrderLineSchema = z.object({
  name: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int(),
  price: z.string(),
  imageUrl: z.string().nullable(),
});

export const AccountOrderSchema = z.object({
  id: z.number().int(),
  trackingNumber: z.string(),
  status: z.string(),
  /** Whether the store has the money, and where the goods are: the shopper's status reads them with the stage. */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  total: z.string(),
  createdAt: z.string(),
  items: z.array(AccountOrderLineSchema),
});
export type AccountOrder = z.infer<typeof AccountOrderSchema>;

export const AccountOrderDetailSchema = AccountOrderSchema.extend({
  subtotal: z.string(),
  discount: z.string(),
  shipping: z.string(),
  tax: z.string(),
  giftCardAmount: z.string(),
  shippingAddress: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  events: z.array(z.object({ status: z.string(), note: z.string().nullable(), createdAt: z.string() })),
});
export type AccountOrderDetail = z.infer<typeof AccountOrderDetailSchema>;

// ---------- Cart and wishlist ----------

/** A cart as the browser keeps it, checked by the cart's own rules (cart.ts). */
const CartItemsSchema = z.array(z.unknown()).superRefine((lines, ctx) => {
  const issue = cartIssue(lines);
  if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}) as unknown as z.ZodType<CartItem[], unknown[]>;

export const CartBodySchema = z.object({ items: CartItemsSchema });

/** Buy again: the order's lines that can be bought today, at today's prices, and what could not. */
export const BuyAgainSchema = z.object({
  items: z.array(z.unknown()) as unknown as z.ZodType<CartItem[]>,
  unavailable: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type BuyAgain = { items: CartItem[]; unavailable: Array<{ name: string; reason: string }> };

const WishlistItemsSchema = z
  .array(z.unknown())
  .refine((items) => parseWishlist(items) !== null, 'Wishlist entries are not valid');
export const WishlistBodySchema = z.object({ items: WishlistItemsSchema });

/** "Download my data": everything the store keeps about the shopper. */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: CustomerSchema,
  addresses: z.array(SavedAddressSchema.omit({ id: true })),
  orders: z.array(AccountOrderSchema),
  passkeys: z.array(PasskeySchema.pick({ name: true, createdAt: true, lastUsedAt: true })),
});
