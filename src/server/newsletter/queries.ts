import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { newsletter } from '../db/schema';
import { refreshFiguresOfEmail } from '../customers/figures';
import type { StatementPart } from '../db/statement';

// Admin > Customers shows who takes the newsletter from the customer's figures: each write here
// works that customer's figures out again in the same transaction.

/** Adds the address once; a repeat changes nothing. */
export async function insertSubscriber(tx: Tx, email: string): Promise<void> {
  await tx.insert(newsletter).values({ email }).onConflictDoNothing({ target: newsletter.email });
  await refreshFiguresOfEmail(tx, email);
}

export async function removeSubscriber(tx: Tx, email: string): Promise<void> {
  await tx.delete(newsletter).where(eq(newsletter.email, email));
  await refreshFiguresOfEmail(tx, email);
}

export async function isSubscribed(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: newsletter.id }).from(newsletter).where(eq(newsletter.email, email));
  return row !== undefined;
}

/**
 * The WITH entry that subscribes `email` (nothing when null), for a statement of another module,
 * which then refreshes that customer's figures.
 */
export const subscribePart =
  (email: string | null): StatementPart =>
  (p) => {
    const address = p.add(email, 'varchar');
    return `subscribed as (
       insert into newsletter (email) select ${address} where ${address} is not null on conflict do nothing
     )`;
  };
