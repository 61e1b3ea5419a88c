// The emails the store writes: plain text for every client, and a simple HTML part.
// Every value from a shopper is escaped before it goes into HTML.
import { formatMoney, toCents } from '../../shared/money';
import type { PlacedOrder } from '../../shared/schemas/orders';
import { CONTACT_TOPICS, SHIPPING, STORE } from '../../shared/store';
import type { MailMessage } from './mailer';

/** The outbox holds subjects of at most 300 characters. */
const SUBJECT_MAX = 300;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');

const subjectLine = (text: string) => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > SUBJECT_MAX ? `${oneLine.slice(0, SUBJECT_MAX - 1)}…` : oneLine;
};

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

export function giftCardEmail(card: GiftCardEmail): MailMessage {
  const amount = formatMoney(card.amountCents);
  const expiry = card.expiresAt
    ? `It is valid until ${card.expiresAt.toUTCString()}.`
    : 'It never expires.';
  const redeem = `To use it, enter the code in the gift card box at checkout on ${STORE.name}.`;
  const text = [
    `Hi ${card.recipientName},`,
    `${card.senderName} sent you a ${amount} ${STORE.name} gift card: "${card.title}".`,
    card.message,
    `Your gift card code: ${card.code}`,
    `${redeem} ${expiry}`,
    `Check your balance at any time: ${card.balanceUrl}`,
    `Questions? Write to ${STORE.contact.email}.`,
  ].join('\n\n');
  const html = [
    `<p>Hi ${escapeHtml(card.recipientName)},</p>`,
    `<p><strong>${escapeHtml(card.senderName)}</strong> sent you a <strong>${amount}</strong> ${escapeHtml(STORE.name)} gift card: “${escapeHtml(card.title)}”.</p>`,
    `<blockquote>${paragraphs(card.message)}</blockquote>`,
    `<p>Your gift card code:</p><p style="font-size:1.5em;font-family:monospace;letter-spacing:0.1em"><strong>${card.code}</strong></p>`,
    `<p>${escapeHtml(redeem)} ${escapeHtml(expiry)}</p>`,
    `<p><a href="${escapeHtml(card.balanceUrl)}">Check your balance</a></p>`,
    `<p>Questions? Write to <a href="mailto:${STORE.contact.email}">${STORE.contact.email}</a>.</p>`,
  ].join('\n');
  return {
    to: card.to,
    // Fixed: anyone may buy a card for any address, so words a sender chose in the subject
    // would let the store's own mail carry their message; the body has them, escaped.
    subject: `You've received a ${STORE.name} gift card`,
    text,
    html,
  };
}

export interface ContactNotification {
  id: number;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  source: 'form' | 'chat';
}

/** Tells the store's contact address that a shopper wrote in. */
export function contactNotificationEmail(m: ContactNotification): MailMessage {
  const topic = CONTACT_TOPICS.find((t) => t.id === m.category)?.label ?? m.category;
  const via = m.source === 'chat' ? 'live chat' : 'the contact form';
  const header = `${m.name} <${m.email}> wrote through ${via} (topic: ${topic}, message #${m.id}).`;
  return {
    to: STORE.contact.email,
    replyTo: m.email,
    subject: subjectLine(`[${topic}] ${m.subject}`),
    text: [header, `Subject: ${m.subject}`, m.message].join('\n\n'),
    html: [`<p>${escapeHtml(header)}</p>`, `<p><strong>Subject:</strong> ${escapeHtml(m.subject)}</p>`, paragraphs(m.message)].join('\n'),
  };
}

export function orderConfirmationEmail(order: Omit<PlacedOrder, 'id' | 'createdAt'>, publicUrl: string): MailMessage {
  const trackUrl = `${publicUrl}/track?number=${encodeURIComponent(order.trackingNumber)}`;
  const money = (amount: string) => formatMoney(toCents(amount));
  const itemLines = order.items.map((i) => `${i.quantity} x ${i.name}${i.size ? ` (${[i.size, i.color].filter(Boolean).join(', ')})` : ''}: ${money(i.price)}`);
  const totals = [
    `Subtotal: ${money(order.subtotal)}`,
    ...(toCents(order.discount) > 0 ? [`Discount: -${money(order.discount)}`] : []),
    `Shipping (${SHIPPING.methods[order.shippingMethod].label}): ${toCents(order.shipping) === 0 ? 'Free' : money(order.shipping)}`,
    `Tax: ${money(order.tax)}`,
    ...(toCents(order.giftCardAmount) > 0 ? [`Gift card: -${money(order.giftCardAmount)}`] : []),
    `Total: ${money(order.total)}`,
  ];
  const text = [
    `Thank you for your order from ${STORE.name}!`,
    '',
    `Order number: ${order.trackingNumber}`,
    ...itemLines,
    '',
    ...totals,
    '',
    'Shipping to:',
    order.shippingAddress,
    '',
    `Track your order: ${trackUrl}`,
    `Questions? ${STORE.contact.email} or ${STORE.contact.phone} (${STORE.contact.supportHours}).`,
  ].join('\n');
  const html = `<p>Thank you for your order from ${escapeHtml(STORE.name)}!</p>
<p>Order number: <strong>${escapeHtml(order.trackingNumber)}</strong></p>
<ul>${itemLines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${totals.map(escapeHtml).join('<br>')}</p>
<p>Shipping to:<br>${order.shippingAddress.split('\n').map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(trackUrl)}">Track your order</a></p>`;
  return { to: order.email, subject: subjectLine(`Your ${STORE.name} order ${order.trackingNumber}`), text, html };
}

/** The code that signs a shopper in, or confirms the new address of their account. */
export function emailCodeMessage(to: string, code: string, purpose: 'sign_in' | 'change_email', validMinutes: number): MailMessage {
  const what = purpose === 'sign_in' ? `sign in to ${STORE.name}` : `confirm this address for your ${STORE.name} account`;
  const text = `Your code is ${code}\n\nEnter it to ${what}. It works for ${validMinutes} minutes, once.\n\nIf you did not ask for it, you can ignore this email: nobody can use it without this code.`;
  return { to, subject: `${code} is your ${STORE.name} code`, text, html: paragraphs(text) };
}
