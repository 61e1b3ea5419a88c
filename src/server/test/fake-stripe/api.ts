// The API endpoints the store calls, answering as Stripe's v1 API does, `expand` included.
import type Stripe from 'stripe';
import { readCheckoutRequest } from './checkout-request';
import type { Ledger, Origin } from './ledger';
import { checkKeys, expandPaths, integer, metadata, oneOf, text } from './params';
import { invalidParam, noSuch, StripeFault, type Params } from './wire';

type Handler = (ledger: Ledger, id: string, params: Params, origin: Origin) => object;

const retrieve = (find: (ledger: Ledger, id: string) => object) => (ledger: Ledger, id: string, params: Params) => {
  checkKeys(params, '', ['expand']);
  return find(ledger, id);
};

const ROUTES: Array<[method: string, pattern: RegExp, handler: Handler]> = [
  ['POST', /^\/v1\/checkout\/sessions$/, (ledger, _id, params) => ledger.createSession(readCheckoutRequest(params))],
  ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, retrieve((ledger, id) => ledger.session(id))],
  [
    'POST',
    /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    (ledger, id, params, origin) => {
      checkKeys(params, '', ['expand']);
      return ledger.expire(id, origin);
    },
  ],
  [
    'GET',
    /^\/v1\/payment_intents\/([^/]+)$/,
    retrieve((ledger, id) => ledger.paymentIntents.get(id) ?? missing('payment_intent', id, 'intent')),
  ],
  [
    'GET',
    /^\/v1\/charges\/([^/]+)$/,
    retrieve((ledger, id) => ledger.charges.get(id) ?? missing('charge', id, 'charge')),
  ],
  [
    'GET',
    /^\/v1\/refunds\/([^/]+)$/,
    retrieve((ledger, id) => ledger.refunds.get(id) ?? missing('refund', id, 'refund')),
  ],
  [
    'POST',
    /^\/v1\/refunds$/,
    (ledger, _id, params, origin) => {
      checkKeys(
        params,
        '',
        ['amount', 'charge', 'expand', 'metadata', 'payment_intent', 'reason'],
        ['currency', 'customer', 'instructions_email', 'origin', 'refund_application_fee', 'reverse_transfer'],
      );
      const request = {
        paymentIntent: text(params.payment_intent, 'payment_intent') || undefined,
        charge: text(params.charge, 'charge') || undefined,
        amount: integer(params.amount, 'amount', 1),
        metadata: metadata(params.metadata, 'metadata'),
        reason:
          oneOf<Stripe.Refund.Reason>(params.reason, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ??
          null,
      };
      return ledger.refund(request, origin);
    },
  ],
];

function missing(object: string, id: string, param: string): never {
  throw noSuch(object, id, param);
}

export function handleApi(
  ledger: Ledger,
  method: string,
  path: string,
  params: Params,
  origin: Origin,
  events: Map<string, Stripe.Event>,
): object {
  if (method === 'GET' && path.startsWith('/v1/events/')) {
    const id = decodeURIComponent(path.slice('/v1/events/'.length));
    return events.get(id) ?? missing('event', id, 'id');
  }
  for (const [routeMethod, pattern, handler] of ROUTES) {
    const match = pattern.exec(path);
    if (match && routeMethod === method) {
      const found = handler(ledger, decodeURIComponent(match[1] ?? ''), params, origin);
      return expand(found, expandPaths(params), ledger);
    }
  }
  throw new StripeFault(
    404,
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}

/** Replaces the ids named by `expand` paths (`payment_intent`, `payment_intent.latest_charge`) with their objects. */
function expand(found: object, paths: string[], ledger: Ledger): object {
  const copy = structuredClone(found) as Record<string, unknown>;
  const lookup = (id: string) =>
    ledger.sessions.get(id) ?? ledger.paymentIntents.get(id) ?? ledger.charges.get(id) ?? ledger.refunds.get(id);
  for (const path of paths) {
    const keys = path.split('.');
    if (keys.length > 4)
      throw invalidParam('expand', `You cannot expand more than 4 levels of a property. Property: ${path}`);
    let node = copy;
    for (const key of keys) {
      const value = node[key];
      if (value === null) break;
      const target = typeof value === 'string' ? lookup(value) : isStripeObject(value) ? value : undefined;
      if (target === undefined) throw invalidParam('expand', `This property cannot be expanded (${path}).`);
      node[key] = typeof value === 'string' ? structuredClone(target) : target;
      node = node[key] as Record<string, unknown>;
    }
  }
  return copy;
}

const isStripeObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && 'object' in value;
