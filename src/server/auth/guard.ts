// The guard that slows guessing, for staff and shoppers alike: staff passwords, the shoppers'
// emailed codes and the staff's reset links. It counts tries at a subject (a username, an
// email) by the address they come from, and never lets a stranger's tries keep the subject's
// owner out at an address they use.
//
// Each kind of try has its rules (GuardRules):
// - From one address at one subject: `free` tries in the window; then the address waits until
//   the window frees one, or, with `backoff`, 1 s, 2 s, 4 s ... after its last try.
// - From every address together: once the subject has had `busy` tries in a window it is under
//   attack, and an address that has not signed in to it lately (a stranger) gets `strangers`
//   tries in that window only; once it has had `closed`, strangers get none. An address the
//   caller knows (it signed in lately) keeps its own allowance throughout.
// The tries live in PostgreSQL (auth_tries), so every server process sees the same counts.
// Checking and recording a try is one step: tries at one subject take turns on an advisory
// lock held to the end of the caller's transaction, so parallel tries cannot all pass a count
// taken before any of them was recorded.
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { authTries } from '../db/schema';

export interface TryWindow {
  max: number;
  windowMs: number;
}

export interface GuardRules {
  /** What is tried: the kind of the rows counted. */
  kind: 'staff_password' | 'shopper_code' | 'staff_reset';
  address: { free: number; windowMs: number; backoff?: { firstMs: number; maxMs: number } };
  subject?: { busy: readonly TryWindow[]; strangers: TryWindow; closed?: TryWindow };
}

export type GuardVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The first key of the advisory lock that makes tries at one subject take turns (the second is the subject's hash). */
const GUARD_LOCK = 0x6775_6172;

const since = (now: Date, ms: number) => new Date(now.getTime() - ms);
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * The key an address is counted under. IPv6 hosts are given a whole /64 each, so its
 * addresses count as one; an IPv4 address written as IPv6 counts as the IPv4 address.
 */
export function guardAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** How long the rules look back: rows older than this are pruned. */
function memoryMs(rules: GuardRules): number {
  const s = rules.subject;
  return Math.max(
    rules.address.windowMs,
    ...(s ? [...s.busy, s.strangers, ...(s.closed ? [s.closed] : [])].map((w) => w.windowMs) : []),
  );
}

/**
 * Whether a try at `subject` from `address` may go ahead now; one that may is recorded at once.
 * Tries older than the rules look back are pruned. `isKnown` tells whether the address signed in to the subject lately
 * (asked only while the subject is under attack). Run it in the transaction of what the try does: the subject's lock is
 * held until that transaction ends.
 */
export async function claimTry(
  tx: Tx,
  rules: GuardRules,
  subject: string,
  address: string,
  isKnown: () => Promise<boolean>,
  now = new Date(),
): Promise<GuardVerdict> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GUARD_LOCK}, hashtext(${`${rules.kind}:${subject}`}))`);
  const verdict = await judge(tx, rules, subject, address, isKnown, now);
  if (verdict.allowed) {
    await tx.insert(authTries).values({ kind: rules.kind, subject, address, triedAt: now });
    await tx
      .delete(authTries)
      .where(and(eq(authTries.kind, rules.kind), lt(authTries.triedAt, since(now, memoryMs(rules)))));
  }
  return verdict;
}

/** Forgets the address's tries at the subject (a staff sign-in that succeeded was no guess). */
export async function forgiveTries(tx: Tx, rules: GuardRules, subject: string, address: string): Promise<void> {
  await tx
    .delete(authTries)
    .where(and(eq(authTries.kind, rules.kind), eq(authTries.subject, subject), eq(authTries.address, address)));
}

async function judge(
  tx: Tx,
  rules: GuardRules,
  subject: string,
  address: string,
  isKnown: () => Promise<boolean>,
  now: Date,
): Promise<GuardVerdict> {
  const fromAddress = (ms: number) =>
    sql`${authTries.address} = ${address} and ${authTries.triedAt} > ${since(now, ms)}`;
  const inWindow = (ms: number) => sql`${authTries.triedAt} > ${since(now, ms)}`;
  const columns: Record<string, SQL> = {
    fromAddress: sql`count(*) filter (where ${fromAddress(rules.address.windowMs)})`,
    firstFromAddress: sql`extract(epoch from min(${authTries.triedAt}) filter (where ${fromAddress(rules.address.windowMs)})) * 1000`,
    lastFromAddress: sql`extract(epoch from max(${authTries.triedAt}) filter (where ${fromAddress(rules.address.windowMs)})) * 1000`,
  };
  const s = rules.subject;
  if (s) {
    s.busy.forEach((w, i) => (columns[`busy${i}`] = sql`count(*) filter (where ${inWindow(w.windowMs)})`));
    columns.strangerTries = sql`count(*) filter (where ${fromAddress(s.strangers.windowMs)})`;
    columns.firstStrangerTry = sql`extract(epoch from min(${authTries.triedAt}) filter (where ${fromAddress(s.strangers.windowMs)})) * 1000`;
    if (s.closed) columns.closed = sql`count(*) filter (where ${inWindow(s.closed.windowMs)})`;
  }
  const [row] = await tx
    .select(
      Object.fromEntries(
        Object.entries(columns).map(([name, column]) => [
          name,
          column.mapWith((value) => (value === null ? null : Number(value))),
        ]),
      ),
    )
    .from(authTries)
    .where(
      and(
        eq(authTries.kind, rules.kind),
        eq(authTries.subject, subject),
        gt(authTries.triedAt, since(now, memoryMs(rules))),
      ),
    );
  const n = (name: string) => (row?.[name] as number | null | undefined) ?? 0;

  const a = rules.address;
  if (n('fromAddress') >= a.free) {
    const readyAt = a.backoff
      ? n('lastFromAddress') + Math.min(a.backoff.firstMs * 2 ** (n('fromAddress') - a.free), a.backoff.maxMs)
      : n('firstFromAddress') + a.windowMs;
    if (readyAt > now.getTime()) return { allowed: false, retryAfterSeconds: secondsUntil(readyAt, now) };
  }
  if (!s) return { allowed: true };

  const closed = s.closed !== undefined && n('closed') >= s.closed.max;
  const busy = closed ? s.closed! : s.busy.find((w, i) => n(`busy${i}`) >= w.max);
  if (!busy) return { allowed: true };
  const strangerMayTry = !closed && n('strangerTries') < s.strangers.max;
  if (strangerMayTry || (await isKnown())) return { allowed: true };
  // The sooner of: this address's stranger allowance coming back, the subject calming down.
  const calmAt = await whenBelow(
    tx,
    rules,
    subject,
    busy,
    closed ? n('closed') : n(`busy${s.busy.indexOf(busy)}`),
    now,
  );
  const allowanceAt =
    s.strangers.max > 0 && n('firstStrangerTry') > 0 ? n('firstStrangerTry') + s.strangers.windowMs : Infinity;
  return { allowed: false, retryAfterSeconds: secondsUntil(Math.min(calmAt, allowanceAt), now) };
}

/** When the subject's tries in the window drop below its max (`count` is how many are in it now). */
async function whenBelow(
  tx: Tx,
  rules: GuardRules,
  subject: string,
  window: TryWindow,
  count: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ at: authTries.triedAt })
    .from(authTries)
    .where(
      and(
        eq(authTries.kind, rules.kind),
        eq(authTries.subject, subject),
        gt(authTries.triedAt, since(now, window.windowMs)),
      ),
    )
    .orderBy(asc(authTries.triedAt))
    .offset(count - window.max)
    .limit(1);
  return (row?.at.getTime() ?? now.getTime()) + window.windowMs;
}
