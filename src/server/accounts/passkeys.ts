// Passkeys (WebAuthn): a signed-in shopper adds one; later it signs them in with no email.
// Sign-in offers no list of credentials (discoverable passkeys), so the options reveal no
// account; the credential the browser answers with names the account.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { passkeysOnlyOn, type Passkey } from '../../shared/schemas/account';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { customerPasskeys, customers } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { newToken } from '../http/tokens';
import { findPasskey, passkeysOf, saveChallenge, takeChallenge, toPasskey } from './passkey-store';
import type { CustomerRow } from './sessions';

export const PASSKEY_WINDOW_MS = 5 * 60_000;
export const MAX_PASSKEYS = 10;
export const PASSKEY_NOT_RECOGNISED = 'This passkey was not recognised. Please sign in with an email code.';
const PASSKEY_TAKEN = 'This passkey is already added.';
const PASSKEY_EXPIRED = 'The passkey request has expired. Please try again.';

type Relying = Config['passkeys'];

/** The page origin the browser wrote into its answer (clientDataJSON), when it can be read. */
function answeredOrigin(answer: { response: object }): string | undefined {
  const clientData = (answer.response as { clientDataJSON?: unknown }).clientDataJSON;
  if (typeof clientData !== 'string') return undefined;
  try {
    const { origin } = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as { origin?: unknown };
    return typeof origin === 'string' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The browser makes and uses a passkey on any port of the relying party's host (localhost:5173
 * as well as localhost:3000), but the server accepts only its own origin: such an answer can
 * never verify, and "please try again" would send the shopper round in circles. They are told
 * where passkeys work instead. (The origin is the store's public address: it tells nothing.)
 */
function refuseOtherOrigin(
  rp: Relying,
  answer: { response: object },
  action: Parameters<typeof passkeysOnlyOn>[1],
): void {
  const origin = answeredOrigin(answer);
  if (origin !== undefined && origin !== rp.origin) throw badRequest('response', passkeysOnlyOn(rp.origin, action));
}

/** Options for navigator.credentials.create, and the attempt token for the browser's cookie. */
export async function registrationOptions(db: Db, rp: Relying, customer: CustomerRow, now = new Date()) {
  const existing = await passkeysOf(db, customer.id);
  if (existing.length >= MAX_PASSKEYS)
    throw new HttpError(409, `An account keeps at most ${MAX_PASSKEYS} passkeys. Please remove one first.`);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userName: customer.email,
    userDisplayName: customer.name || customer.email,
    userID: Buffer.from(customer.webauthnUserId, 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: PASSKEY_WINDOW_MS,
  });
  const attemptToken = newToken();
  await saveChallenge(db, attemptToken, 'register', options.challenge, customer.id, now, PASSKEY_WINDOW_MS);
  return { options, attemptToken };
}

export async function registerPasskey(
  db: Db,
  rp: Relying,
  customer: CustomerRow,
  attemptToken: string | undefined,
  response: RegistrationResponseJSON,
  name: string | undefined,
  now = new Date(),
): Promise<Passkey> {
  const challenge = await takeChallenge(db, attemptToken, 'register', now);
  refuseOtherOrigin(rp, response, 'add one');
  if (!challenge || challenge.customerId !== customer.id) throw badRequest('response', PASSKEY_EXPIRED);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    });
  } catch {
    throw badRequest('response', 'The passkey could not be added. Please try again.');
  }
  if (!verified.verified) throw badRequest('response', 'The passkey could not be added. Please try again.');
  const { credential } = verified.registrationInfo;
  if (await findPasskey(db, credential.id)) throw new HttpError(409, PASSKEY_TAKEN);
  const [row] = await db
    .insert(customerPasskeys)
    .values({
      customerId: customer.id,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      signCount: credential.counter,
      transports: credential.transports ?? [],
      name: name || 'Passkey',
      createdAt: now,
    })
    .onConflictDoNothing({ target: customerPasskeys.credentialId })
    .returning();
  // The same passkey added twice at once: the unique index lets one in.
  if (!row) throw new HttpError(409, PASSKEY_TAKEN);
  return toPasskey(row);
}

export async function signInOptions(db: Db, rp: Relying, now = new Date()) {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'preferred',
    timeout: PASSKEY_WINDOW_MS,
  });
  const attemptToken = newToken();
  await saveChallenge(db, attemptToken, 'sign_in', options.challenge, null, now, PASSKEY_WINDOW_MS);
  return { options, attemptToken };
}

/** The account whose passkey answered the browser's challenge. */
export async function signInWithPasskey(
  db: Db,
  rp: Relying,
  attemptToken: string | undefined,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<CustomerRow> {
  const challenge = await takeChallenge(db, attemptToken, 'sign_in', now);
  refuseOtherOrigin(rp, response, 'sign in with one');
  if (!challenge) throw badRequest('response', PASSKEY_EXPIRED);
  const passkey = await findPasskey(db, response.id);
  if (!passkey) throw badRequest('response', PASSKEY_NOT_RECOGNISED);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
  } catch {
    throw badRequest('response', PASSKEY_NOT_RECOGNISED);
  }
  if (!verified.verified) throw badRequest('response', PASSKEY_NOT_RECOGNISED);
  await db
    .update(customerPasskeys)
    .set({ signCount: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(customerPasskeys.id, passkey.id));
  const [customer] = await db.select().from(customers).where(eq(customers.id, passkey.customerId));
  if (!customer) throw badRequest('response', PASSKEY_NOT_RECOGNISED);
  return customer;
}
