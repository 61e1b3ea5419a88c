import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { emailOutbox } from '../db/schema';

const REMOVED = 'Removed when the customer deleted their account.';

/**
 * A deleted account's emails stay in the outbox as a record that they went out, without the
 * address or what they said (names, addresses, codes). One not yet handed over never will be.
 */
export async function forgetRecipient(tx: Tx, email: string): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ status: 'failed', error: REMOVED, nextAttemptAt: null })
    .where(and(eq(emailOutbox.to, email), inArray(emailOutbox.status, ['pending', 'failed'])));
  await tx
    .update(emailOutbox)
    .set({ to: 'deleted-customer@invalid', subject: '(removed)', text: REMOVED, html: null, replyTo: null })
    .where(eq(emailOutbox.to, email));
}
