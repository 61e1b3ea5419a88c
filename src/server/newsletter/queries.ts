import type { Tx } from '../db/database';
import { newsletter } from '../db/schema';

/** Adds the address once; a repeat changes nothing. */
export async function insertSubscriber(tx: Tx, email: string): Promise<void> {
  await tx.insert(newsletter).values({ email }).onConflictDoNothing({ target: newsletter.email });
}
