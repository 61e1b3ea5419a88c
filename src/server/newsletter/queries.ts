import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { newsletter } from '../db/schema';
import type { StatementPart } from '../db/statement';

/** Adds the address once; a repeat changes nothing. */
export async function insertSubscriber(tx: Tx, email: string): Promise<void> {
  await tx.insert(newsletter).values({ email }).onConflictDoNothing({ target: newsletter.email });
}

export async function removeSubscriber(tx: Tx, email: string): Promise<void> {
  await tx.delete(newsletter).where(eq(newsletter.email, email));
}

export async function isSubscribed(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: newsletter.id }).from(newsletter).where(eq(newsletter.email, email));
  return row !== undefined;
}

/** The WITH entry that subscribes `email` (nothing when null), for a statement of another module. */
export const subscribePart =
  (email: string | null): StatementPart =>
  (p) => {
    const address = p.add(email, 'varchar');
    return `subscribed as (
       insert into newsletter (email) select ${address} where ${address} is not null on conflict do nothing
     )`;
  };
