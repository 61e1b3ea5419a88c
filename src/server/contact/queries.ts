import type { Tx } from '../db/database';
import { contactMessages } from '../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(tx: Tx, message: NewContactMessage): Promise<number> {
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}
