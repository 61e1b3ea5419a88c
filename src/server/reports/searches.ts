// What shoppers search for, without who searched: each search of the shop's list (its first page
// of results) counts once under its words in lower case (the catalogue's own reading of a query),
// in search_terms_by_day: one row per term and UTC day, with how often it found nothing (and the
// same by month in search_terms_by_month, written in the same statement, so a report over a year
// reads a row per term and month for its whole months). No address, account or session is kept,
// and a query that looks like an email address or a phone number is not kept at all.
//
// Counting never slows a search: noteSearch only adds to counts in memory, and they are written
// in one statement every few seconds (or sooner once many terms wait), after the answer has gone.
// A write that fails is logged and its counts are dropped: a report may miss a few searches, a
// shopper never waits for one. What is waiting when the server stops is written on close.
import { sql } from 'drizzle-orm';
import { utcToday } from '../../shared/schemas/reports';
import { TOP_SEARCHES, type SearchesReport, type SearchFigures } from '../../shared/schemas/reports-money';
import type { Db, Tx } from '../db/database';
import { searchTermsByDay, searchTermsByMonth } from '../db/schema';
import { searchWords } from '../catalog/search';
import { rowsOf } from './order-net';
import { previousRange, rowsByMonths } from './range';

/** The longest term kept, as its column holds. */
const TERM_LENGTH = 100;
/** Counts in memory are written this often... */
const FLUSH_MS = 5000;
/** ...or as soon as this many terms wait, so memory stays bounded whatever shoppers type. */
const MAX_WAITING = 1000;

/**
 * Sent by the store's own reads of a list that are not a shopper's search (the page head counting
 * a search's results for its description, beside the render's own read of the same search).
 */
export const NOT_A_SEARCH_HEADER = 'x-store-not-a-search';

/** The term a query counts under, or undefined when it is not kept (empty, or personal-looking). */
export function searchTerm(query: string): string | undefined {
  if (query.includes('@') || (query.match(/\d/g)?.length ?? 0) >= 7) return undefined;
  const term = searchWords(query).join(' ').slice(0, TERM_LENGTH).trim();
  return term || undefined;
}

interface Waiting {
  day: string;
  term: string;
  searches: number;
  zeroResults: number;
}

export interface SearchLog {
  /** One search of `query` that found `results` products, counted today. */
  note(query: string, results: number, now?: Date): void;
  /** Writes what is waiting: the timer's work, and what tests and a stopping server call. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createSearchLog(db: Db, onError: (error: unknown) => void = () => undefined): SearchLog {
  let waiting = new Map<string, Waiting>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Waiting[]): Promise<void> {
    if (batch.length === 0) return;
    // Terms in a fixed order, so two servers writing at once take the rows' locks alike.
    batch.sort((a, b) => (a.day === b.day ? (a.term < b.term ? -1 : 1) : a.day < b.day ? -1 : 1));
    // The days and their months in one statement: a month always holds the sum of its days.
    await db.execute(sql`
      with waiting as (
        select w.day, w.term, w.searches, w."zeroResults" as zero_results
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as w (day date, term text, searches int, "zeroResults" int)
      ),
      by_month as (
        insert into ${searchTermsByMonth} (month, term, searches, zero_results)
        select date_trunc('month', day::timestamp)::date, term, sum(searches), sum(zero_results)
        from waiting group by 1, 2 order by 1, 2
        on conflict (month, term) do update set
          searches = ${searchTermsByMonth}.searches + excluded.searches,
          zero_results = ${searchTermsByMonth}.zero_results + excluded.zero_results
      )
      insert into ${searchTermsByDay} (day, term, searches, zero_results)
      select day, term, searches, zero_results from waiting
      on conflict (day, term) do update set
        searches = ${searchTermsByDay}.searches + excluded.searches,
        zero_results = ${searchTermsByDay}.zero_results + excluded.zero_results`);
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = [...waiting.values()];
    waiting = new Map();
    writing = writing.then(() => write(batch)).catch(onError);
    return writing;
  }

  return {
    note(query, results, now = new Date()) {
      const term = searchTerm(query);
      if (!term) return;
      const day = utcToday(now);
      const key = `${day} ${term}`;
      const row = waiting.get(key) ?? { day, term, searches: 0, zeroResults: 0 };
      row.searches += 1;
      if (results === 0) row.zeroResults += 1;
      waiting.set(key, row);
      if (waiting.size >= MAX_WAITING) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_MS);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}

const logs = new WeakMap<Db, SearchLog>();

/** The one log of searches written to this database (made on first use): the catalogue's, and what tests flush. */
export function searchLogFor(db: Db, onError?: (error: unknown) => void): SearchLog {
  let log = logs.get(db);
  if (!log) {
    log = createSearchLog(db, onError);
    logs.set(db, log);
  }
  return log;
}

/** The counts of the days from `from` to `to`: by month for the months wholly inside, by day around them. */
const countsBetween = (from: string, to: string) =>
  rowsByMonths(
    from,
    to,
    (a, b) =>
      sql`select term, searches, zero_results from ${searchTermsByDay} where day between ${a}::date and ${b}::date`,
    (first, after) =>
      sql`select term, searches, zero_results from ${searchTermsByMonth} where month >= ${first}::date and month < ${after}::date`,
  );

interface Sums {
  searches: number;
  found_nothing: number;
  terms: number;
}

async function totals(tx: Tx, from: string, to: string): Promise<SearchFigures & { from: string; to: string }> {
  const [sums] = rowsOf<Sums>(
    await tx.execute(sql`
      select coalesce(sum(searches), 0)::bigint as searches, coalesce(sum(zero_results), 0)::bigint as found_nothing,
        count(distinct term)::bigint as terms
      from (${countsBetween(from, to)}) r`),
  );
  return {
    from,
    to,
    searches: Number(sums?.searches ?? 0),
    foundNothing: Number(sums?.found_nothing ?? 0),
    terms: Number(sums?.terms ?? 0),
  };
}

async function terms(tx: Tx, from: string, to: string, nothingFound: boolean) {
  const rows = rowsOf<{ term: string; searches: number; found_nothing: number }>(
    await tx.execute(sql`
      select term, sum(searches)::bigint as searches, sum(zero_results)::bigint as found_nothing
      from (${countsBetween(from, to)}) r
      group by term
      ${nothingFound ? sql`having sum(zero_results) > 0 order by found_nothing desc, searches desc, term` : sql`order by searches desc, found_nothing desc, term`}
      limit ${TOP_SEARCHES}`),
  );
  return rows.map((row) => ({
    term: row.term,
    searches: Number(row.searches),
    foundNothing: Number(row.found_nothing),
  }));
}

export async function searchesReport(tx: Tx, { from, to }: { from: string; to: string }): Promise<SearchesReport> {
  const before = previousRange(from, to);
  return {
    current: await totals(tx, from, to),
    previous: await totals(tx, before.from, before.to),
    top: await terms(tx, from, to, false),
    foundNothing: await terms(tx, from, to, true),
  };
}
