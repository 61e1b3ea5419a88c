// The home creator's rules: recipient email and at least the gift card minimum come first
// (the Missing Information toast); the shared schema then checks every field.
import { toCents, toDecimal } from '../../../shared/money';
import { GiftCardRequestSchema, type GiftCardRequest } from '../../../shared/schemas/gift-cards';
import { GIFT_CARDS } from '../../../shared/store';
import type { GiftDesign } from './GiftCardFace';

export interface HomeGiftValues {
  designId: GiftDesign['id'];
  presetCents: number;
  /** Typed dollars; when filled it wins over the preset. */
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  message: string;
}

export const HOME_GIFT_FIELDS = [
  'recipientName',
  'recipientEmail',
  'senderName',
  'senderEmail',
  'message',
  'amount',
] as const;
export type HomeGiftField = (typeof HOME_GIFT_FIELDS)[number];

export const initialHomeGift: HomeGiftValues = {
  designId: GIFT_CARDS.homeDesigns[0].id,
  presetCents: GIFT_CARDS.homeDefaultCents,
  customAmount: '',
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  senderEmail: '',
  message: '',
};

export const designOf = (id: string): GiftDesign =>
  GIFT_CARDS.homeDesigns.find((d) => d.id === id) ?? GIFT_CARDS.homeDesigns[0];

/** The amount in cents, or NaN when the custom amount is not a number. */
export function homeAmountCents(values: Pick<HomeGiftValues, 'presetCents' | 'customAmount'>): number {
  const custom = values.customAmount.trim();
  if (!custom) return values.presetCents;
  return /^\d+(\.\d+)?$/.test(custom) ? toCents(custom) : Number.NaN;
}

export type HomeGiftCheck =
  | { kind: 'missing' }
  | { kind: 'invalid'; errors: Partial<Record<HomeGiftField, string>> }
  | { kind: 'ok'; request: GiftCardRequest };

export function checkHomeGift(values: HomeGiftValues): HomeGiftCheck {
  const cents = homeAmountCents(values);
  if (!values.recipientEmail.trim() || !(cents >= GIFT_CARDS.pageMinimumCents)) return { kind: 'missing' };
  const design = designOf(values.designId);
  const request: GiftCardRequest = {
    title: design.name,
    amount: values.customAmount.trim() || toDecimal(cents),
    message: values.message,
    senderName: values.senderName,
    senderEmail: values.senderEmail,
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    design: design.id,
  };
  const parsed = GiftCardRequestSchema.safeParse(request);
  if (parsed.success) return { kind: 'ok', request };
  const errors: Partial<Record<HomeGiftField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as HomeGiftField;
    errors[field] ??= issue.message;
  }
  return { kind: 'invalid', errors };
}
