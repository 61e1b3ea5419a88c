// Turns stored rows into the dashboard's shapes: ISO dates, money as "12.34".
import type {
  AdminListQuery,
  AdminMessage,
  AdminOutboxEmail,
  AdminOutboxEmailDetail,
  AdminProductListQuery,
  AdminProductSummary,
  AdminStats,
  AdminSubscription,
} from '../../shared/schemas/admin';
import { toCents, toDecimal } from '../../shared/money';
import type { PaymentProviderInfo } from '../../shared/schemas/payments';
import type { Db } from '../db/database';
import { conflict, notFound } from '../http/errors';
import type { Mailer } from '../ports/mailer';
import { queueEmail } from '../mail/outbox-part';
import { recordAudit } from '../audit/record';
import { decodeCursor, toPage, type Page } from '../http/paging';
import {
  findOutboxEmail,
  selectAllSubscriptions,
  selectMessages,
  selectOutbox,
  selectProducts,
  selectStats,
  selectSubscriptions,
  lockMessageRead,
  setMessageRead,
  type PageRequest,
} from './queries';

const pageRequest = ({ limit, after, q }: AdminListQuery): PageRequest => ({
  limit,
  q,
  after: after === undefined ? undefined : decodeCursor(after),
});

export async function listMessages(db: Db, query: AdminListQuery): Promise<Page<AdminMessage>> {
  const { rows, total } = await selectMessages(db, pageRequest(query));
  return toPage(rows, query.limit, total, presentMessage);
}

type MessageRow = Omit<AdminMessage, 'createdAt' | 'readAt'> & { createdAt: Date; readAt: Date | null };

const presentMessage = (row: MessageRow): AdminMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  category: row.category,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export async function markMessage(db: Db, id: number, read: boolean): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const wasRead = await lockMessageRead(tx, id);
    const row = await setMessageRead(tx, id, read);
    if (!row || wasRead === undefined) throw notFound('Message not found');
    await recordAudit(tx, {
      kind: 'message.marked',
      subject: { type: 'message', id, label: `${row.name}: ${row.subject}` },
      before: { read: wasRead },
      after: { read },
    });
    return presentMessage(row);
  });
}

export async function listSubscriptions(db: Db, query: AdminListQuery): Promise<Page<AdminSubscription>> {
  const { rows, total } = await selectSubscriptions(db, pageRequest(query));
  return toPage(rows, query.limit, total, (row) => ({
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
  }));
}

export async function getStats(
  db: Db,
  paymentProvider: PaymentProviderInfo,
): Promise<Omit<AdminStats, 'ordersToShip' | 'lowStockVariants' | 'failedJobs'>> {
  const figures = await selectStats(db);
  const totalRevenueCents = toCents(figures.revenue);
  return {
    totalOrders: figures.orders,
    totalRevenueCents,
    totalRevenue: toDecimal(totalRevenueCents),
    messages: figures.messages,
    unreadMessages: figures.unreadMessages,
    subscribers: figures.subscribers,
    paymentProvider,
  };
}

type OutboxRow = Omit<AdminOutboxEmail, 'createdAt' | 'sentAt' | 'nextAttemptAt'> & {
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
};

const presentEmail = (row: OutboxRow): AdminOutboxEmail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  secret: row.secret,
  error: row.error,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function listOutbox(db: Db, query: AdminListQuery): Promise<Page<AdminOutboxEmail>> {
  const { rows, total } = await selectOutbox(db, pageRequest(query));
  return toPage(rows, query.limit, total, presentEmail);
}

export async function getOutboxEmail(db: Db, id: number): Promise<AdminOutboxEmailDetail> {
  const row = await findOutboxEmail(db, id);
  if (!row) throw notFound('Email not found');
  return { ...presentEmail(row), text: row.text, html: row.html };
}

export const RESEND_WAITING = 'This email is still waiting to be sent';
export const RESEND_NO_SERVER = 'No mail server is configured: set SMTP_URL to send emails';
export const RESEND_SECRET =
  'A code is never sent again, and the store keeps no copy of it: the customer asks for a new code.';

/**
 * Sends a copy of an email to the same address, as a new outbox row (the first stays as it
 * was): for one that failed, one a process left half-sent, or one a customer says never
 * arrived. An email still waiting for its own delivery is refused rather than sent twice, and
 * a secret one (a code) always: the outbox holds no copy, and an old code is no use.
 */
export async function resendOutboxEmail(db: Db, mailer: Mailer, id: number): Promise<AdminOutboxEmailDetail> {
  const row = await findOutboxEmail(db, id);
  if (!row) throw notFound('Email not found');
  if (row.secret) throw conflict(RESEND_SECRET);
  if (mailer.queuedStatus === 'stored') throw conflict(RESEND_NO_SERVER);
  if (row.status === 'pending') throw conflict(RESEND_WAITING);
  // Written with its activity row, then handed to the mail server (or, should this process
  // stop first, to its delivery job).
  const copyId = await db.transaction(async (tx) => {
    const id = await queueEmail(
      tx,
      {
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        replyTo: row.replyTo,
        status: mailer.queuedStatus,
      },
      null,
      (queueTx, outboxId) => mailer.queueDelivery(queueTx, outboxId),
    );
    await recordAudit(tx, {
      kind: 'email.sent_again',
      subject: { type: 'email', id: row.id, label: row.subject },
      after: { to: row.to, copy: id },
    });
    return id;
  });
  await mailer.deliver(copyId);
  return getOutboxEmail(db, copyId);
}

export async function listProducts(db: Db, query: AdminProductListQuery): Promise<Page<AdminProductSummary>> {
  const { rows, total } = await selectProducts(db, { ...pageRequest(query), category: query.category });
  return toPage(rows, query.limit, total, (row) => ({
    id: row.id,
    handle: row.handle,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    collection: row.collection,
    price: toDecimal(toCents(row.price)),
    stock: row.stock,
    featured: row.featured,
    trending: row.trending,
    active: row.active,
    archived: row.archivedAt !== null,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** A spreadsheet would run a cell starting with = + - @ (or tab/CR) as a formula: prefix ' so it stays text. */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export async function newsletterCsv(db: Db): Promise<string> {
  const rows = await selectAllSubscriptions(db);
  const lines = [['email', 'subscribed_at'], ...rows.map((row) => [row.email, row.subscribedAt.toISOString()])];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
