// Staff's private note and tags on a customer: saved whole, with a row in the activity log
// naming what changed, in the same transaction. Saving what is already there changes nothing.
import { sql } from 'drizzle-orm';
import type { CustomerNotes, CustomerNotesInput } from '../../shared/schemas/customers';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/database';
import { customerNotes } from '../db/schema';
import { notesOf } from './detail';

export async function saveCustomerNotes(
  db: Db,
  { key, pageId, label }: { key: string; pageId: string; label: string },
  input: CustomerNotesInput,
  staffId: number,
): Promise<CustomerNotes> {
  return db.transaction(async (tx) => {
    // One writer at a time per customer, so two saves cannot both record the same "before".
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-notes:${key}`}))`);
    const before = await notesOf(tx, key);
    if (before.note === input.note && JSON.stringify(before.tags) === JSON.stringify(input.tags)) return before;
    await tx
      .insert(customerNotes)
      .values({ customerKey: key, note: input.note, tags: input.tags, updatedBy: staffId })
      .onConflictDoUpdate({
        target: customerNotes.customerKey,
        set: { note: input.note, tags: input.tags, updatedBy: staffId, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      kind: 'customer.notes_changed',
      subject: { type: 'customer', id: pageId, label },
      before: { note: before.note, tags: before.tags },
      after: { note: input.note, tags: input.tags },
    });
    return notesOf(tx, key);
  });
}
