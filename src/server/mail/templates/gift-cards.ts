// Gift card emails: the card itself to its recipient (with the code), and a receipt to whoever
// bought it (without the code: the card is the recipient's to spend).
import { formatMoney } from '../../../shared/money';
import { STORE } from '../../../shared/store';
import type { MailMessage } from '../../ports/mailer';
import { composeEmail } from './compose';

export interface GiftCardEmail {
  to: string;
  code: string;
  title: string;
  amountCents: number;
  message: string;
  senderName: string;
  recipientName: string;
  expiresAt: Date | null;
  /** Where the recipient checks the balance: PUBLIC_URL/gift-cards/balance. */
  balanceUrl: string;
}

export function giftCardEmail(card: GiftCardEmail, publicUrl: string): MailMessage {
  const amount = formatMoney(card.amountCents);
  const expiry = card.expiresAt ? `It is valid until ${card.expiresAt.toUTCString()}.` : 'It never expires.';
  return composeEmail(
    {
      to: card.to,
      // Fixed: anyone may buy a card for any address, so words a sender chose in the subject
      // would let the store's own mail carry their message; the body has them, escaped.
      subject: `You've received a ${STORE.name} gift card`,
      preview: `A ${amount} gift card to spend at ${STORE.name}.`,
      heading: `You've received a ${amount} gift card`,
      blocks: [
        { kind: 'paragraph', parts: [`Hi ${card.recipientName},`] },
        {
          kind: 'paragraph',
          parts: [
            { strong: card.senderName },
            ' sent you a ',
            { strong: amount },
            ` ${STORE.name} gift card: "${card.title}".`,
          ],
        },
        ...(card.message ? [{ kind: 'quote' as const, text: card.message }] : []),
        { kind: 'code', label: 'Your gift card code is', code: card.code },
        {
          kind: 'paragraph',
          parts: [`To use it, enter the code in the gift card box at checkout on ${STORE.name}. ${expiry}`],
        },
        { kind: 'button', label: 'Check your balance', href: card.balanceUrl },
      ],
    },
    publicUrl,
  );
}

export interface GiftCardReceiptEmail {
  /** The buyer's address. */
  to: string;
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  title: string;
  amountCents: number;
  /** The last four characters of the card's code: the whole code goes to the recipient only. */
  codeLast4: string;
}

/** Tells the buyer their card went out; the code stays with the recipient. */
export function giftCardReceiptEmail(receipt: GiftCardReceiptEmail, publicUrl: string): MailMessage {
  const amount = formatMoney(receipt.amountCents);
  return composeEmail(
    {
      to: receipt.to,
      subject: `Your ${STORE.name} gift card was sent`,
      preview: `We emailed your ${amount} gift card to ${receipt.recipientName}.`,
      heading: 'Your gift card was sent',
      blocks: [
        { kind: 'paragraph', parts: [`Hi ${receipt.buyerName},`] },
        {
          kind: 'paragraph',
          parts: [
            'Thank you! We emailed your ',
            { strong: amount },
            ' gift card to ',
            { strong: `${receipt.recipientName} (${receipt.recipientEmail})` },
            ' with its code.',
          ],
        },
        {
          kind: 'rows',
          title: 'Receipt',
          rows: [
            { label: 'Card', value: receipt.title },
            { label: 'Amount', value: amount },
            { label: 'Recipient', value: `${receipt.recipientName} (${receipt.recipientEmail})` },
            { label: 'Card number', value: `ending ${receipt.codeLast4}` },
          ],
        },
        { kind: 'paragraph', parts: ['For their security, only the recipient receives the full code.'] },
      ],
    },
    publicUrl,
  );
}
