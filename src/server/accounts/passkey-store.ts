// The passkeys table and the one-use WebAuthn challenges.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Passkey } from '../../shared/schemas/account';
import type { Tx } from '../db/database';
import { customerPasskeys, passkeyChallenges } from '../db/schema';
import { sha256Hex } from '../http/tokens';

export type PasskeyRow = typeof customerPasskeys.$inferSelect;
export type ChallengePurpose = 'register' | 'sign_in';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(tx: Tx, customerId: number): Promise<Passkey[]> {
  const rows = await tx
    .select()
    .from(customerPasskeys)
    .where(eq(customerPasskeys.customerId, customerId))
    .orderBy(asc(customerPasskeys.id));
  return rows.map(toPasskey);
}

export async function passkeysOf(tx: Tx, customerId: number): Promise<PasskeyRow[]> {
  return tx.select().from(customerPasskeys).where(eq(customerPasskeys.customerId, customerId));
}

export async function findPasskey(tx: Tx, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await tx.select().from(customerPasskeys).where(eq(customerPasskeys.credentialId, credentialId));
  return row;
}

/** True when the passkey was the shopper's and is gone. */
export async function deletePasskey(tx: Tx, customerId: number, id: number): Promise<boolean> {
  const gone = await tx
    .delete(customerPasskeys)
    .where(and(eq(customerPasskeys.id, id), eq(customerPasskeys.customerId, customerId)))
    .returning({ id: customerPasskeys.id });
  return gone.length === 1;
}

/** Stores a challenge for the browser holding `attemptToken`; expired ones are pruned. */
export async function saveChallenge(
  tx: Tx,
  attemptToken: string,
  purpose: ChallengePurpose,
  challenge: string,
  customerId: number | null,
  now: Date,
  ttlMs: number,
): Promise<void> {
  await tx.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await tx.insert(passkeyChallenges).values({
    attemptHash: sha256Hex(attemptToken),
    purpose,
    challenge,
    customerId,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
}

/** The browser's challenge for `purpose`, removed as it is read: each is answered once. */
export async function takeChallenge(tx: Tx, attemptToken: string | undefined, purpose: ChallengePurpose, now: Date) {
  if (!attemptToken) return undefined;
  const [row] = await tx
    .delete(passkeyChallenges)
    .where(eq(passkeyChallenges.attemptHash, sha256Hex(attemptToken)))
    .returning();
  return row && row.purpose === purpose && row.expiresAt > now ? row : undefined;
}
