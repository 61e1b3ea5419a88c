// The only place a return's status changes. Each move is a guarded update (it applies only from
// the statuses given, so of two concurrent or repeated moves one wins and the other finds
// nothing and is refused with 409) and one row in the return's steps, in the same transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '../../shared/schemas/returns';
import type { Tx } from '../db/database';
import { returnEvents, returns } from '../db/schema';
import { conflict } from '../http/errors';
import { recordReturnAsked, recordReturnRejected } from '../reports/returns-rollup';
import type { ReturnRow } from './queries';

export interface ReturnMove {
  from: readonly ReturnStatus[];
  to: ReturnStatus;
  /** The staff member; null for the shopper or the store. */
  by: number | null;
  /** What staff wrote for the shopper. */
  message?: string | null;
  /** Columns that change with the move. */
  also?: Partial<Pick<ReturnRow, 'exchangeShipped' | 'carrierTrackingNumber' | 'refundId'>>;
}

/** Moves the return; answers the row only when it was still in `from`. */
export async function moveReturn(tx: Tx, returnId: number, move: ReturnMove): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .update(returns)
    .set({ status: move.to, updatedAt: sql`now()`, ...move.also })
    .where(and(eq(returns.id, returnId), inArray(returns.status, [...move.from])))
    .returning();
  if (!row) return undefined;
  await tx.insert(returnEvents).values({ returnId, status: move.to, message: move.message ?? null, staffId: move.by });
  // A rejected return leaves the returns report, once: the guarded update above moved it.
  if (move.to === 'rejected') await recordReturnRejected(tx, returnId);
  return row;
}

/** The first step of a return, written with it and its lines: it counts in the returns report from now. */
export async function firstStep(tx: Tx, returnId: number): Promise<void> {
  await tx.insert(returnEvents).values({ returnId, status: 'requested', message: null, staffId: null });
  await recordReturnAsked(tx, returnId);
}

const ACTION_WORDS = {
  approved: 'approved',
  rejected: 'rejected',
  received: 'received',
  exchanged: 'received',
  refunded: 'refunded',
  in_transit: 'sent back',
  requested: 'started',
} satisfies Record<ReturnStatus, string>;

/** 409 for a move the return's status does not allow, saying where it stands. */
export function returnMoveRefused(current: string, to: ReturnStatus) {
  const action = ACTION_WORDS[to];
  const label = RETURN_STATUS_LABELS[current as ReturnStatus]?.toLowerCase() ?? current;
  const message =
    ACTION_WORDS[current as ReturnStatus] === action
      ? `This return is already ${label}.`
      : `This return is ${label}, so it cannot be ${action}.`;
  return conflict(message, [{ path: 'status', message }]);
}
