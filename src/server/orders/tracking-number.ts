import { randomBytes } from 'node:crypto';

// Crockford base32: no I, L, O or U, so a number read aloud or retyped is not mistaken.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "TJ" and 16 characters: 80 random bits, unguessable. */
export function newTrackingNumber(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = 'TJ';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/**
 * A tracking number as a shopper may type it: any letter case, with spaces, and in one of
 * ours the letters Crockford base32 reads as digits (O as 0, I and L as 1). Answers the
 * stored form.
 */
export function normalizeTrackingNumber(typed: string): string {
  const compact = typed.toUpperCase().replace(/\s+/g, '');
  const ours = /^TJ([0-9A-Z]{16})$/.exec(compact);
  return ours ? `TJ${ours[1]!.replace(/O/g, '0').replace(/[IL]/g, '1')}` : compact;
}
