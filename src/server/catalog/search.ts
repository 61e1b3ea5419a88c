// What a shopper's search means in SQL. The words of the query must each match a word of the
// product (singular or plural alike: the search_* functions of the search_vocabulary
// migration); a word the catalogue does not know stands for the known words nearest in spelling. Products rank by the
// worst place among the query's words: 3 when every word is in the name or type, 2 when each is
// at least in a color, material, category or tag, 1 when some word is only in the description.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { products } from '../db/schema';

export const PLACES = [3, 2, 1] as const;
export type Place = (typeof PLACES)[number];

/** How loosely the words are read. */
export interface SearchReading {
  /** Edits allowed beyond what a word's length allows (0 for results, 1 for "did you mean"). */
  extraEdits?: number | undefined;
  /** The last word is still being typed: it also stands for the words beginning with it. */
  prefix?: boolean | undefined;
}

/** At most this many words count: a longer query adds conditions, not meaning. */
const MAX_WORDS = 8;

/**
 * The query's words, lowercased, as the database splits a product's text: runs of letters and
 * digits. Single letters only count when nothing longer is typed (a word being started).
 */
export function searchWords(query: string): string[] {
  const tokens = [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  const words = tokens.filter((token) => token.length >= 2);
  return (words.length ? words : tokens).slice(0, MAX_WORDS);
}

/**
 * The terms for the words `typed` stands for, in places `lowest` to `highest`: computed by the
 * planner, which then sees the terms and their frequencies (search_places in the
 * search_vocabulary migration).
 */
function places(typed: string, lowest: Place, highest: Place, reading: SearchReading, last: boolean): SQL {
  const prefix = !!reading.prefix && last;
  return sql`search_places(${typed}::text, ${lowest}::int, ${highest}::int, ${reading.extraEdits ?? 0}::int, ${prefix}::boolean)`;
}

const overlaps = (terms: SQL) => sql`${products.searchTerms} && ${terms}`;
const each = (words: readonly string[], fn: (word: string, last: boolean) => SQL) =>
  sql`(${sql.join(
    words.map((word, i) => fn(word, i === words.length - 1)),
    sql` and `,
  )})`;

/** Every word matches somewhere, at `lowest` or better. */
export function matchesAll(words: readonly string[], reading: SearchReading = {}, lowest: Place = 1): SQL {
  if (words.length === 0) return sql`false`;
  return each(words, (word, last) => overlaps(places(word, lowest, 3, reading, last)));
}

/**
 * The products ranking exactly `place`: every word at `place` or better, not all of them
 * better. Some word then has a term at exactly `place`, which the GIN index finds among few
 * rows, so a rank's products are found without reading every match.
 */
export function ranksAt(words: readonly string[], place: Place, reading: SearchReading = {}): SQL {
  if (words.length === 0) return sql`false`;
  const all = matchesAll(words, reading, place);
  if (place === 3) return all;
  const somewhereExactly = sql.join(
    words.map((word, i) => places(word, place, place, reading, i === words.length - 1)),
    sql` || `,
  );
  return sql`(${all} and ${overlaps(sql`(${somewhereExactly})`)} and not ${matchesAll(words, reading, (place + 1) as Place)})`;
}

/** A row's rank for the query, 1 to 3 (for cursors and the rows of a page). */
export function rankOf(words: readonly string[], reading: SearchReading = {}): SQL<number> {
  if (words.length === 0) return sql<number>`1`;
  return sql<number>`(case when ${matchesAll(words, reading, 3)} then 3 when ${matchesAll(words, reading, 2)} then 2 else 1 end)`;
}

/**
 * Per word, the catalogue words it stands for, as the conditions above read it (the last word
 * as a beginning with `prefix`): what the facet index matches a search with.
 */
export async function selectAlternatives(
  tx: Tx,
  words: readonly string[],
  reading: SearchReading = {},
): Promise<string[][]> {
  if (words.length === 0) return [];
  const result = await tx.execute<{ words: string[] | null }>(sql`
    select search_alternatives(w.typed, ${reading.extraEdits ?? 0}::int, ${!!reading.prefix}::boolean and w.n = ${words.length}) as words
    from unnest(${sql.param(words)}::text[]) with ordinality as w(typed, n)
    order by w.n`);
  return (result as unknown as { rows: Array<{ words: string[] | null }> }).rows.map((row) => row.words ?? []);
}
