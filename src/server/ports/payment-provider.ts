// What the store needs from a payment provider: a hosted payment page for an amount, and
// later the truth about what happened there. Stripe Checkout is one; the demo provider
// (payments/demo-provider.ts) is the other, so a store without Stripe keys still takes the whole path.
import type { PaymentProviderInfo, PaymentProviderName } from '../../shared/schemas/payments';
import type { StatementPart } from '../db/statement';

export interface NewPaymentSession {
  /** The store's payment token: the return addresses carry it. */
  token: string;
  /** What the payment page shows and the provider files it under: the order number, or the gift card purchase. */
  reference: string;
  /** The line the payment page shows. */
  description: string;
  /** Kept with the provider's session, to find the store's records from it. */
  metadata: Record<string, string>;
  /** Where the shopper comes back after paying, and after giving up (paths on PUBLIC_URL). */
  returnPath: string;
  cancelPath: string;
  email: string;
  amountCents: number;
  currency: string;
  expiresAt: Date;
  /** The same key for the same payment, so a retried creation makes one session. */
  idempotencyKey: string;
}

/** What a session written with its payment knows: what the page shows and takes. */
export type LocalSession = Pick<NewPaymentSession, 'token' | 'reference' | 'amountCents' | 'currency' | 'expiresAt'>;

export interface LocalSessionPart {
  /** The WITH entry writing the session; its text depends on nothing but the provider. */
  part: StatementPart;
  /** Names the entry in the statement's name, so each text has a name of its own. */
  entry: string;
  sessionId: string;
  url: string;
}

/**
 * A session as the provider reports it. declined is the demo page's (a declined card keeps a
 * Stripe page open for another try); failed is a bank debit that did not go through.
 */
export interface ProviderSession {
  status: 'open' | 'paid' | 'declined' | 'expired' | 'failed';
  amountCents: number;
  currency: string;
  /** The provider's reference of the money received, once paid. */
  paymentReference: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly info: PaymentProviderInfo;
  createSession(session: NewPaymentSession): Promise<{ sessionId: string; url: string }>;
  /**
   * Only a provider whose sessions are rows of the store's own database (the demo page) has
   * this: the session as a WITH entry of the statement that writes its payment, with the
   * session's id and page address, so that statement writes both and nothing follows the
   * commit. Stripe's sessions are made by a call to Stripe, after the commit (createSession).
   */
  sessionPart?(session: LocalSession): LocalSessionPart;
  retrieveSession(sessionId: string): Promise<ProviderSession>;
  /** Ends a session that is still open; answers it as it is afterwards (paid, if that came first). */
  expireSession(sessionId: string): Promise<ProviderSession>;
  /**
   * Only a provider whose sessions are the store's own rows (the demo page) has this:
   * expireSession for many in one statement. Answers the ids of those it ended; the others
   * had ended already (paid, declined, expired) and are asked about one by one.
   */
  expireSessions?(sessionIds: readonly string[]): Promise<string[]>;
  /** Gives back part or all of the money received; the same key makes one refund however often it is sent. */
  refund(refund: {
    paymentReference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}

/** The provider could not be reached or refused the call: nothing was charged. */
export class PaymentProviderError extends Error {}
