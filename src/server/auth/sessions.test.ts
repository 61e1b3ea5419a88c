// The session rules both sides follow: when a session ends, and when a use writes.
import { describe, expect, it } from 'vitest';
import { newSession, sessionExpiry, sessionIdOf, useSession } from './sessions';

const MINUTE = 60_000;
const policy = { idleMs: 30 * MINUTE, absoluteMs: 8 * 60 * MINUTE };
const start = new Date('2026-11-29T09:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe('sessions', () => {
  it('keeps only the SHA-256 of the cookie value', () => {
    const { token, sessionId } = newSession();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionId).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdOf(token)).toBe(sessionId);
    expect(sessionId).not.toContain(token);
  });

  it('ends after the idle time unused, and slides on use at most once a minute, never past the absolute end', () => {
    const session = sessionExpiry(policy, start);
    expect(session).toEqual({ expiresAt: at(30), absoluteExpiresAt: at(480) });
    expect(useSession(session, policy, at(0.5))).toEqual({ ended: false, slideTo: undefined });
    expect(useSession(session, policy, at(1))).toEqual({ ended: false, slideTo: at(31) });
    expect(useSession(session, policy, at(30))).toEqual({ ended: true });
    // Used all day, it still ends at the absolute time.
    expect(useSession({ ...session, expiresAt: at(470) }, policy, at(460))).toEqual({ ended: false, slideTo: at(480) });
    expect(useSession({ ...session, expiresAt: at(480) }, policy, at(480))).toEqual({ ended: true });
  });

  it('notes a use a minute after the last one when the side records uses, also once the expiry can slide no further', () => {
    const lastHour = { expiresAt: at(480), absoluteExpiresAt: at(480), lastUsedAt: at(470) };
    expect(useSession(lastHour, policy, at(470.5))).toEqual({ ended: false, slideTo: undefined });
    expect(useSession(lastHour, policy, at(472))).toEqual({ ended: false, slideTo: at(480) });
  });
});
