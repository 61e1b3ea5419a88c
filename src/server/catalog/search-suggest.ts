// The typeahead: the best few products for what has been typed (its last word read as the
// beginning of a word), the subcategories they belong to, and "did you mean" when the typed
// words find nothing as typed but a near spelling does.
import { sql } from 'drizzle-orm';
import { toCents } from '../../shared/money';
import type { Suggestions } from '../../shared/schemas/search';
import { subcategoryName, titleCase } from '../../shared/catalog/subcategory-names';
import { CATEGORIES } from '../../shared/store';
import type { Tx } from '../db/database';
import { selectProductPage, type ProductFilters, type ProductRow } from './queries';
import { searchWords, type SearchReading } from './search';
import { pageFromIndex } from './indexed-page';
import { thumbnailUrl } from '../../shared/catalog/photos';
import type { Taxonomy } from '../../shared/schemas/taxonomy';
import { readTaxonomy } from '../taxonomy/service';

const PRODUCTS = 6;
const CATEGORY_LINKS = 4;
/** The categories are those of this many best matches. */
const SAMPLE = 24;

const isSection = (category: string): category is (typeof CATEGORIES)[number] =>
  (CATEGORIES as readonly string[]).includes(category);

/**
 * The names staff publish for the sections' subcategories, by "section/slug" (a product's
 * subcategory: a child's handle, or a child's and a grandchild's joined by a dash, named as the
 * menus head them: "Girls Dresses").
 */
function publishedNames(taxonomy: Taxonomy): Map<string, string> {
  const names = new Map<string, string>();
  for (const top of taxonomy.categories)
    for (const child of top.children) {
      names.set(`${top.handle}/${child.handle}`, child.name);
      for (const grand of child.children)
        names.set(`${top.handle}/${child.handle}-${grand.handle}`, `${child.name} ${grand.name}`);
    }
  return names;
}

/**
 * The subcategories of `rows` (women, men and kids only: each has its own page), most rows
 * first, under the names the menus give them (the store's own names for any they do not list).
 */
function categoryLinks(rows: readonly ProductRow[], names: ReadonlyMap<string, string>): Suggestions['categories'] {
  const counts = new Map<string, { label: string; href: string; n: number }>();
  for (const row of rows) {
    if (!isSection(row.category)) continue;
    const key = `${row.category}/${row.subcategory}`;
    const seen = counts.get(key);
    if (seen) seen.n++;
    else
      counts.set(key, {
        label: `${titleCase(row.category)} › ${names.get(key) ?? subcategoryName(row.subcategory)}`,
        href: `/${row.category}?category=${encodeURIComponent(row.subcategory)}`,
        n: 1,
      });
  }
  // Stable sort: equal counts keep the order of their best match.
  return [...counts.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, CATEGORY_LINKS)
    .map(({ label, href }) => ({ label, href }));
}

interface WordReading {
  typed: string;
  stem: string;
  /** The catalogue uses the word (or, for the last, some word beginning with it). */
  known: boolean;
  /** The nearest catalogue word within the edits "did you mean" allows. */
  nearest: string | null;
}

async function readWords(tx: Tx, words: readonly string[]): Promise<WordReading[]> {
  const last = words.length;
  const result = await tx.execute<{ typed: string; stem: string; known: boolean; nearest: string | null }>(sql`
    select w.typed, search_stem(w.typed) as stem,
      exists (select 1 from search_vocabulary v where v.word = search_stem(w.typed))
        or (w.n = ${last} and exists (select 1 from search_vocabulary v where v.word like w.typed || '%')) as known,
      (search_alternatives(w.typed, 1, false))[1] as nearest
    from unnest(${sql.param(words)}::text[]) with ordinality as w(typed, n)
    order by w.n`);
  return (result as unknown as { rows: WordReading[] }).rows;
}

/** "jeens" -> "jeans": the nearest word, plural again when the typed one was. */
function corrected(word: WordReading): string {
  if (word.known || !word.nearest) return word.typed;
  if (word.stem === word.typed) return word.nearest;
  return /(s|x|ch|sh|z)$/.test(word.nearest) ? `${word.nearest}es` : `${word.nearest}s`;
}

async function rank(tx: Tx, search: string, reading: SearchReading): Promise<ProductRow[]> {
  const filters: ProductFilters = { search, searchReading: reading };
  const page = { filters, sort: 'relevance', travel: 'forward', skip: 0, limit: SAMPLE } as const;
  return (await pageFromIndex(tx, page))?.rows ?? selectProductPage(tx, page);
}

const suggestedProduct = (row: ProductRow) => ({
  handle: row.handle,
  title: row.name,
  price: toCents(row.price),
  imageUrl: row.images[0] ? thumbnailUrl(row.images, row.images[0].url) : null,
});

export async function suggest(tx: Tx, q: string): Promise<Suggestions> {
  const words = searchWords(q);
  if (words.length === 0) return { products: [], categories: [], didYouMean: null };
  const [readings, typed, taxonomy] = await Promise.all([
    readWords(tx, words),
    rank(tx, q, { prefix: true }),
    readTaxonomy(tx),
  ]);
  const correction = readings.map(corrected).join(' ');
  let rows = typed;
  let didYouMean: string | null = null;
  if (correction !== words.join(' ')) {
    const near = await rank(tx, correction, {});
    if (near.length > 0) didYouMean = correction;
    if (rows.length === 0) rows = near;
  }
  return {
    products: rows.slice(0, PRODUCTS).map(suggestedProduct),
    categories: categoryLinks(rows, publishedNames(taxonomy)),
    didYouMean,
  };
}
