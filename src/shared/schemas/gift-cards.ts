// Gift cards: the gift page form, POST /api/gift-cards and the balance lookup.
import { z } from 'zod';
import { toCents } from '../money';
import { GIFT_CARDS } from '../store';
import { EmailSchema, requiredLine, requiredText } from './fields';

const wholeDollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** The smallest card, as both gift card screens name it ("$5"). */
export const AMOUNT_MINIMUM = wholeDollars(GIFT_CARDS.pageMinimumCents);
const range = `${AMOUNT_MINIMUM} and ${wholeDollars(GIFT_CARDS.pageMaximumCents)}`;
/** The hint beside the amount on both gift card screens. */
export const AMOUNT_HINT = `Between ${range}`;
export const AMOUNT_MESSAGE = `Amount must be between ${range}`;

/** "50", "50.5", "50.00" or 50 -> cents, within the range every gift card is sold in. */
export const GiftCardAmountSchema = z
  .union([z.string().trim(), z.number()], { error: AMOUNT_MESSAGE })
  .transform((value, ctx) => {
    const text = String(value);
    if (/^\d+\.\d{3,}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Amount can have at most 2 decimal places' });
      return z.NEVER;
    }
    const cents = /^\d+(\.\d{1,2})?$/.test(text) ? toCents(text) : Number.NaN;
    if (!(cents >= GIFT_CARDS.pageMinimumCents && cents <= GIFT_CARDS.pageMaximumCents)) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return cents;
  });

const designIds = GIFT_CARDS.homeDesigns.map((d) => d.id) as [string, ...string[]];

export const GiftCardRequestSchema = z.object({
  title: requiredLine('Title is required', 200),
  amount: GiftCardAmountSchema,
  message: requiredText('Message is required', 1000),
  senderName: requiredLine('Your name is required', 200),
  senderEmail: EmailSchema,
  recipientName: requiredLine("Recipient's name is required", 200),
  recipientEmail: EmailSchema,
  design: z.enum(designIds, { error: 'Please choose a design' }).optional(),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Expiry must be a date and time', abort: true })
    .refine((iso) => Date.parse(iso) > Date.now(), 'Expiry must be in the future')
    .optional(),
});
export type GiftCardRequest = z.input<typeof GiftCardRequestSchema>;
export type GiftCardInput = z.output<typeof GiftCardRequestSchema>;

export const GiftCardSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** Decimal strings, 2 places. */
  amount: z.string(),
  balance: z.string(),
  design: z.string().nullable(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;

/**
 * A gift card bought is paid for first: the answer is where its payment page is, and the card
 * (`giftCard`, null until then) is issued, shown and emailed only once the payment succeeds.
 */
export const CreateGiftCardResponseSchema = z.object({
  giftCard: GiftCardSchema.nullable(),
  /** True only when the mail server accepted the message. */
  emailSent: z.boolean(),
  paymentUrl: z.string().nullable(),
  paymentToken: z.string().nullable(),
});
export type CreateGiftCardResponse = z.infer<typeof CreateGiftCardResponseSchema>;

export const GiftCardBalanceParamsSchema = z.object({ code: z.string() });

export const GiftCardBalanceSchema = z.object({
  code: z.string(),
  amount: z.string(),
  balance: z.string(),
  isRedeemed: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

export const GIFT_CARD_NOT_FOUND = 'Gift card not found';

/** " tj-abcd-efgh-jkmn " -> "TJ-ABCD-EFGH-JKMN", or null when it cannot be a code. */
export function normalizeGiftCardCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return GIFT_CARDS.codePattern.test(code) ? code : null;
}
