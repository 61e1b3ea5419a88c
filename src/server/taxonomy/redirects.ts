// Addresses that moved: a renamed category or collection handle leaves its old address behind,
// and the page server answers it with 301 to the new one. Chains are collapsed as they are
// written (A->B then B->C keeps A->C and B->C), so a shopper is never sent twice.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { redirects } from '../db/schema';

/** Records that `from` moved to `to`: earlier addresses that led to `from` lead to `to` now. */
export async function addRedirect(tx: Tx, from: string, to: string): Promise<void> {
  if (from === to) return;
  // `to` is live again (a rename back): it no longer moves anywhere.
  await tx.delete(redirects).where(eq(redirects.fromPath, to));
  await tx.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from));
  await tx
    .insert(redirects)
    .values({ fromPath: from, toPath: to })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to } });
}

/** The parameters whose value is a handle: a moved address differs from its new one in one of them. */
const HANDLE_PARAMS = ['category', 'collection'] as const;

/**
 * Where a page address moved to, with its other query parameters kept (page=2 stays page 2);
 * undefined when it has not moved. `table` maps each moved address to its new one.
 */
export function movedAddress(table: ReadonlyMap<string, string>, url: string): string | undefined {
  const parsed = new URL(url, 'http://store.invalid');
  const candidates = [
    ...HANDLE_PARAMS.flatMap((name) => {
      const value = parsed.searchParams.get(name);
      return value === null ? [] : [`${parsed.pathname}?${name}=${value}`];
    }),
    parsed.pathname,
  ];
  const fromPath = candidates.find((candidate) => table.has(candidate));
  if (fromPath === undefined) return undefined;
  const target = new URL(table.get(fromPath)!, 'http://store.invalid');
  const params = new URLSearchParams(parsed.searchParams);
  for (const name of new URL(fromPath, 'http://store.invalid').searchParams.keys())
    if (!target.searchParams.has(name)) params.delete(name);
  // set keeps a parameter where the shopper's link had it.
  for (const [name, value] of target.searchParams) params.set(name, value);
  const query = params.toString();
  return `${target.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The page server's look-up: the table is read once and kept until the catalogue changes (a
 * rename is a catalogue change), so a page costs no query for it.
 */
export function redirectLookup(db: Db, events: { onChange(listener: () => void): unknown }) {
  let table: Promise<ReadonlyMap<string, string>> | undefined;
  events.onChange(() => {
    table = undefined;
  });
  return async (url: string): Promise<string | undefined> => {
    table ??= db
      .select({ fromPath: redirects.fromPath, toPath: redirects.toPath })
      .from(redirects)
      .then((rows) => new Map(rows.map((row) => [row.fromPath, row.toPath])));
    const loaded = table;
    try {
      return movedAddress(await loaded, url);
    } catch (error) {
      if (table === loaded) table = undefined;
      throw error;
    }
  };
}
