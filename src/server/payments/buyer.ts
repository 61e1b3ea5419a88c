// Who may read what a payment is for. A payment's token travels in links (the payment page's
// return address, `/checkout/success?payment=…`) that end up in histories, screenshots and
// forwarded messages, so the token alone shows only how the payment stands. The name, email,
// address, phone, items and a gift card's code are shown to the browser that made the payment,
// recognised by its buyer cookie (httpOnly, random, kept as its SHA-256 on the payment), until
// a day after the payment settles, and to the signed-in shopper the order belongs to.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, sameSecret, sha256Hex } from '../http/tokens';
import type { PaymentRow } from './queries';

export const BUYER_COOKIE = 'tj_buyer';
/** How long after a payment settles its buyer's browser still reads its details by the link. */
export const BUYER_VIEW_AFTER_SETTLED_MS = 24 * 3_600_000;
const BUYER_COOKIE_DAYS = 30;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const presentedKey = (request: FastifyRequest): string | undefined => {
  const key = request.cookies[BUYER_COOKIE];
  return key && KEY_PATTERN.test(key) ? key : undefined;
};

/**
 * The buyer key hash to record on a payment this request makes: the browser's own, or a new
 * one whose cookie goes out with the answer. Sent to every /api path, as checkout, gift cards
 * and the payment pages all live there; SameSite=Lax so the payment provider's redirect back
 * (a top-level GET) carries it.
 */
export function buyerKeyHashFor(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  let key = presentedKey(request);
  if (!key) {
    key = newToken();
    reply.setCookie(BUYER_COOKIE, key, {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: BUYER_COOKIE_DAYS * 86_400,
    });
  }
  return sha256Hex(key);
}

/** True when this request's browser made the payment and the day after its settling has not passed. */
export function isBuyerBrowser(
  request: FastifyRequest,
  payment: Pick<PaymentRow, 'buyerKeyHash' | 'settledAt'>,
  now = new Date(),
): boolean {
  const key = presentedKey(request);
  if (!key || !payment.buyerKeyHash || !sameSecret(sha256Hex(key), payment.buyerKeyHash)) return false;
  return !payment.settledAt || now.getTime() - payment.settledAt.getTime() < BUYER_VIEW_AFTER_SETTLED_MS;
}
