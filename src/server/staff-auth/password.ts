// Staff passwords: argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package declares it as an ambient const enum, which
  // isolatedModules cannot read, so its value is spelled out here.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash no password matches. Checking an unknown username against it costs the same
 * time as checking a real account, so response times do not tell which names exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
