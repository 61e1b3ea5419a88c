// The demo provider: the store's own payment page (/checkout/pay/<token>), clearly marked as
// charging no card, with Pay, Decline and Cancel. Its sessions live in their own table, apart
// from the store's payments, and the store learns their outcome the way it learns Stripe's:
// by asking the provider (retrieveSession), so both run through the same transition. A
// checkout writes the session with its payment (sessionPart); createSession opens one for a
// payment written without.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { demoPaymentSessions } from '../db/schema';
import type { LocalSessionPart, PaymentProvider, ProviderSession } from '../ports/payment-provider';

type DemoRow = typeof demoPaymentSessions.$inferSelect;

const asSession = (row: DemoRow): ProviderSession => ({
  status: row.status as ProviderSession['status'],
  amountCents: row.amountCents,
  currency: row.currency,
  paymentReference: row.status === 'paid' ? `demo_pay_${row.id.slice('demo_cs_'.length)}` : null,
});

/** The page of a payment: its token is the only handle the shopper has on it. */
const demoPageOf = (token: string) => `/checkout/pay/${token}`;

export interface DemoProvider extends PaymentProvider {
  sessionPart: NonNullable<PaymentProvider['sessionPart']>;
  /** The shopper's choice on the demo page; only an open, unexpired session takes one. */
  complete(sessionId: string, outcome: 'paid' | 'declined', now?: Date): Promise<ProviderSession>;
}

export function createDemoProvider(db: Db, now: () => Date = () => new Date()): DemoProvider {
  /** A session past its expiry is expired, whoever asks first. */
  async function read(sessionId: string): Promise<DemoRow> {
    await db
      .update(demoPaymentSessions)
      .set({ status: 'expired', completedAt: now() })
      .where(
        and(
          eq(demoPaymentSessions.id, sessionId),
          eq(demoPaymentSessions.status, 'open'),
          lte(demoPaymentSessions.expiresAt, now()),
        ),
      );
    const [row] = await db.select().from(demoPaymentSessions).where(eq(demoPaymentSessions.id, sessionId));
    if (!row) throw new Error(`No demo payment session ${sessionId}`);
    return row;
  }

  return {
    name: 'demo',
    info: { provider: 'demo', mode: 'demo' },

    async createSession(session) {
      // The idempotency key names the payment: a retried creation finds the session made before.
      const id = `demo_cs_${session.idempotencyKey}`;
      await db
        .insert(demoPaymentSessions)
        .values({
          id,
          amountCents: session.amountCents,
          currency: session.currency,
          reference: session.reference,
          expiresAt: session.expiresAt,
        })
        .onConflictDoNothing();
      return { sessionId: id, url: demoPageOf(session.token) };
    },

    // Written with the payment, so it exists exactly when the payment does: no key is needed
    // to find it again, only an id no other session has.
    sessionPart(session): LocalSessionPart {
      const id = `demo_cs_${randomBytes(12).toString('hex')}`;
      return {
        part: (p) =>
          `new_demo_session as (
             insert into demo_payment_sessions (id, amount_cents, currency, reference, expires_at)
             values (${p.add(id)}, ${p.add(session.amountCents, 'int')}, ${p.add(session.currency)}, ${p.add(session.reference)},
               ${p.add(session.expiresAt.toISOString(), 'timestamptz')})
           )`,
        entry: 'demo-session',
        sessionId: id,
        url: demoPageOf(session.token),
      };
    },

    async retrieveSession(sessionId) {
      return asSession(await read(sessionId));
    },

    async expireSession(sessionId) {
      await db
        .update(demoPaymentSessions)
        .set({ status: 'expired', completedAt: now() })
        .where(and(eq(demoPaymentSessions.id, sessionId), eq(demoPaymentSessions.status, 'open')));
      return asSession(await read(sessionId));
    },

    async expireSessions(sessionIds) {
      if (sessionIds.length === 0) return [];
      const ended = await db
        .update(demoPaymentSessions)
        .set({ status: 'expired', completedAt: now() })
        .where(and(inArray(demoPaymentSessions.id, [...sessionIds]), eq(demoPaymentSessions.status, 'open')))
        .returning({ id: demoPaymentSessions.id });
      return ended.map((row) => row.id);
    },

    // No money moved, so there is none to give back: the refund is recorded as made.
    async refund({ idempotencyKey }) {
      return { refundId: `demo_re_${idempotencyKey}` };
    },

    async complete(sessionId, outcome, at = now()) {
      await db
        .update(demoPaymentSessions)
        .set({ status: outcome, completedAt: at })
        .where(
          and(
            eq(demoPaymentSessions.id, sessionId),
            eq(demoPaymentSessions.status, 'open'),
            sql`${demoPaymentSessions.expiresAt} > ${at}`,
          ),
        );
      return asSession(await read(sessionId));
    },
  };
}
