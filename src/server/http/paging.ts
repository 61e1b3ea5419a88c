// Keyset paging for the staff lists, newest first by (created, id): the cursor as it travels
// in `after=` and the Link header, and a page of rows cut to its limit (SQL side: db/keyset.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cursor } from '../db/keyset';
import { badRequest } from './errors';

export interface Page<T> {
  items: T[];
  total: number;
  next: Cursor | undefined;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID = 2_147_483_647;

export const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.time}|${cursor.id}`).toString('base64url');

/** Rejects dates like February 30th, which JavaScript rolls over but PostgreSQL refuses. */
function isRealTime(time: string): boolean {
  const parsed = new Date(time);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === time.slice(0, 23);
}

export function decodeCursor(value: string): Cursor {
  const [time = '', idText = ''] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const id = Number(idText);
  if (!CURSOR_TIME.test(time) || !isRealTime(time) || !/^\d{1,10}$/.test(idText) || id > MAX_ID) {
    throw badRequest('after', 'Invalid cursor');
  }
  return { time, id };
}

/** Rows are fetched one past the limit: the extra row only says whether another page exists. */
export function toPage<R extends { id: number; cursorTime: string }, T>(
  rows: R[],
  limit: number,
  total: number,
  present: (row: R) => T,
): Page<T> {
  const last = rows[limit - 1];
  return {
    items: rows.slice(0, limit).map(present),
    total,
    next: rows.length > limit && last ? { time: last.cursorTime, id: last.id } : undefined,
  };
}

/** Sets X-Total-Count and, when there is more, a Link to the next page; answers the items. */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  reply.header('x-total-count', String(page.total));
  if (page.next) {
    const url = new URL(request.url, 'http://store.invalid');
    url.searchParams.set('after', encodeCursor(page.next));
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page.items;
}
