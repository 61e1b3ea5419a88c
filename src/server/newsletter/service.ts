import type { Tx } from '../db/database';
import { insertSubscriber } from './queries';

export const SUBSCRIBED_MESSAGE = 'Subscribed';

/**
 * A new address and a repeated one get the same answer, so the form cannot be used to
 * find out who is subscribed.
 */
export async function subscribe(tx: Tx, email: string): Promise<{ message: string }> {
  await insertSubscriber(tx, email);
  return { message: SUBSCRIBED_MESSAGE };
}
