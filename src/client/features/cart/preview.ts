// The cart priced as its order would be. The slide-out cart, /cart and checkout send the cart to
// POST /api/promotions/check and show its answer: every discount that applies (automatic ones
// too), why an entered code does not, and the totals the order is charged. Only the server knows
// the store's discounts and the shopper's past orders, so nothing here prices a discount.
//
// A changed cart is asked about once the shopper pauses (stepping a quantity, typing an email);
// a request no longer wanted is aborted, and an answer only ever shows for the request it
// answers. Answers are kept per identical request, so moving between the cart and checkout, or
// changing a field and changing it back, does not ask again.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CartItem } from '../../../shared/schemas/cart';
import type {
  DiscountPreview,
  PromoCart,
  PromoCheckRequest,
  PromoCheckResponse,
} from '../../../shared/schemas/promotions';
import { subtotalOf } from '../../../shared/pricing';
import type { ShippingMethod } from '../../../shared/store';
import { apiRequest } from '../../lib/api';
import { orderLines } from './order-lines';
import { pricedLines } from './state';

/** How long the shopper pauses before a changed cart is asked about. */
export const PREVIEW_PAUSE_MS = 300;
/** An answer older than this is asked for again (shown meanwhile: it answered this very cart). */
const FRESH_MS = 30_000;
const KEPT_ANSWERS = 40;

export interface PricingInput {
  items: readonly CartItem[];
  /** The code the shopper applied, if any. */
  code: string | null;
  shippingMethod?: ShippingMethod | undefined;
  /** At checkout, once typed: who orders (first orders and limits per customer count by it) and where it goes. */
  email?: string | null | undefined;
  country?: string | null | undefined;
  /** The US state, for tax. */
  state?: string | null | undefined;
  /** Back from a payment page: the payment of the attempt that placing the order again replaces. */
  replacesPayment?: string | null | undefined;
}

/** The body POST /api/promotions/check prices; null when no line can be ordered. */
export function previewRequest(input: PricingInput): PromoCheckRequest | null {
  const items = orderLines(input.items);
  if (items.length === 0) return null;
  const cart: PromoCart = { items, shippingMethod: input.shippingMethod ?? 'standard' };
  if (input.email) cart.email = input.email;
  if (input.country) cart.country = input.country;
  if (input.state) cart.state = input.state;
  if (input.replacesPayment) cart.replacesPayment = input.replacesPayment;
  return input.code ? { code: input.code, cart } : { cart };
}

/**
 * What the cart costs, as far as it is known. `subtotalCents` is the cart's own, before any
 * discount: what shows while the server's answer is on its way ('checking') or when it could
 * not be had ('unavailable'); 'priced' is the server's answer for this very cart.
 */
export type CartPricing =
  | { status: 'empty' | 'checking' | 'unavailable'; subtotalCents: number; code: string | null }
  | { status: 'priced'; subtotalCents: number; code: string | null; preview: DiscountPreview };

interface Answer {
  preview: DiscountPreview;
  at: number;
}

const answers = new Map<string, Answer>();
const failed = new Set<string>();
const inFlight = new Map<string, { controller: AbortController; wanted: number }>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  listeners.forEach((listener) => listener());
}

function remember(key: string, preview: DiscountPreview) {
  answers.delete(key);
  answers.set(key, { preview, at: Date.now() });
  // The oldest first: a long session does not keep every cart it ever priced.
  for (const oldest of answers.keys()) {
    if (answers.size <= KEPT_ANSWERS) break;
    answers.delete(oldest);
  }
  failed.delete(key);
}

/** Asks once per request however many want it; the returned function says one no longer does. */
function ask(key: string, body: PromoCheckRequest): () => void {
  let flight = inFlight.get(key);
  if (!flight) {
    const started = { controller: new AbortController(), wanted: 0 };
    flight = started;
    inFlight.set(key, started);
    apiRequest<PromoCheckResponse>('/api/promotions/check', { body, signal: started.controller.signal })
      .then((answer) => {
        if (!answer.preview) throw new Error('The answer priced no cart');
        remember(key, answer.preview);
      })
      .catch(() => {
        if (!started.controller.signal.aborted) failed.add(key);
      })
      .finally(() => {
        if (inFlight.get(key) === started) inFlight.delete(key);
        changed();
      });
    changed();
  }
  const mine = flight;
  mine.wanted += 1;
  return () => {
    mine.wanted -= 1;
    if (mine.wanted > 0 || inFlight.get(key) !== mine) return;
    inFlight.delete(key);
    mine.controller.abort();
  };
}

/**
 * Forgets every answer, so each cart that shows is priced again: after the server refused an
 * order, what it charges may have changed (a code used up meanwhile). Tests start from nothing.
 */
export function forgetPreviews(): void {
  answers.clear();
  failed.clear();
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const readVersion = () => version;

/** The cart priced by the server, asked again whenever what is sent changes. */
export function useCartPricing(input: PricingInput): CartPricing {
  useSyncExternalStore(subscribe, readVersion, readVersion);
  const request = previewRequest(input);
  const key = request ? JSON.stringify(request) : null;
  const askedBefore = useRef(false);
  // Bumped when the browser comes back online after a failed request.
  const [attempt, setAttempt] = useState(0);
  // An answer forgotten (forgetPreviews) is asked for again.
  const answered = key !== null && answers.has(key);

  useEffect(() => {
    if (!key) return;
    const known = answers.get(key);
    if (known && Date.now() - known.at < FRESH_MS) return;
    // The first request of a cart that shows goes at once; later ones wait for a pause.
    const delay = askedBefore.current && !known ? PREVIEW_PAUSE_MS : 0;
    let release: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      askedBefore.current = true;
      release = ask(key, JSON.parse(key) as PromoCheckRequest);
    }, delay);
    return () => {
      window.clearTimeout(timer);
      release?.();
    };
  }, [key, attempt, answered]);

  const unavailable = key !== null && failed.has(key) && !answers.has(key) && !inFlight.has(key);
  useEffect(() => {
    if (!unavailable) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [unavailable]);

  const subtotalCents = subtotalOf(pricedLines(input.items));
  const { code } = input;
  if (input.items.length === 0) return { status: 'empty', subtotalCents, code };
  const known = key ? answers.get(key) : undefined;
  if (known) return { status: 'priced', subtotalCents, code, preview: known.preview };
  // A cart with no line the store can order has nothing to price.
  return { status: key && !unavailable ? 'checking' : 'unavailable', subtotalCents, code };
}
