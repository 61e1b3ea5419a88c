import { describe, expect, it } from 'vitest';
import { MAX_SKIP } from '../../../shared/store';
import {
  maxJump,
  pageCount,
  planPage,
  resolvePage,
  type KnownPages,
  type PageArgs,
  type PageBounds,
} from './page-cursors';

const SIZE = 48;
const nothing: KnownPages = { bounds: new Map(), totalCount: null };
const known = (totalCount: number | null, pages: Record<number, PageBounds>): KnownPages => ({
  bounds: new Map(Object.entries(pages).map(([p, b]) => [Number(p), b])),
  totalCount,
});
const page = (p: number): PageBounds => ({ startCursor: `s${p}`, endCursor: `e${p}` });

describe('planPage', () => {
  it('reaches the first pages from the start with a skip', () => {
    expect(maxJump(SIZE)).toBe(5);
    expect(planPage(1, SIZE, nothing)).toEqual({ page: 1, args: { first: 48 } });
    expect(planPage(3, SIZE, nothing)).toEqual({ page: 3, args: { first: 48, skip: 96 } });
    expect(planPage(5, SIZE, nothing)).toEqual({ page: 5, args: { first: 48, skip: MAX_SKIP } });
  });

  it('hops as far as one request goes when the page is further than that', () => {
    expect(planPage(40, SIZE, nothing)).toEqual({ page: 5, args: { first: 48, skip: 192 } });
    expect(planPage(40, SIZE, known(4800, { 5: page(5) }))).toEqual({
      page: 10,
      args: { first: 48, after: 'e5', skip: 192 },
    });
  });

  it('goes to the next page after the endCursor and the previous one before the startCursor', () => {
    const at = known(4800, { 7: page(7) });
    expect(planPage(8, SIZE, at)).toEqual({ page: 8, args: { first: 48, after: 'e7' } });
    expect(planPage(6, SIZE, at)).toEqual({ page: 6, args: { last: 48, before: 's7' } });
  });

  it('jumps a few pages from a known page with a skip, either way', () => {
    const at = known(4800, { 20: page(20) });
    expect(planPage(22, SIZE, at)).toEqual({ page: 22, args: { first: 48, after: 'e20', skip: 48 } });
    expect(planPage(25, SIZE, at)).toEqual({ page: 25, args: { first: 48, after: 'e20', skip: 192 } });
    expect(planPage(17, SIZE, at)).toEqual({ page: 17, args: { last: 48, before: 's20', skip: 96 } });
  });

  it('uses the nearest known pages on either side', () => {
    const at = known(4800, { 2: page(2), 12: page(12), 30: page(30), 31: page(31) });
    expect(planPage(14, SIZE, at)).toEqual({ page: 14, args: { first: 48, after: 'e12', skip: 48 } });
    expect(planPage(28, SIZE, at)).toEqual({ page: 28, args: { last: 48, before: 's30', skip: 48 } });
  });

  it('counts the last page and the ones before it back from the end', () => {
    // 1000 products: 20 full pages and a last page of 40.
    const at = known(1000, { 1: page(1) });
    expect(pageCount(1000, SIZE)).toBe(21);
    expect(planPage(21, SIZE, at)).toEqual({ page: 21, args: { last: 40 } });
    expect(planPage(20, SIZE, at)).toEqual({ page: 20, args: { last: 48, skip: 40 } });
    expect(planPage(17, SIZE, at)).toEqual({ page: 17, args: { last: 48, skip: 184 } });
    expect(planPage(16, SIZE, at)).toEqual({ page: 17, args: { last: 48, skip: 184 } });
  });

  it('prefers a cursor next door to counting from the end', () => {
    expect(planPage(20, SIZE, known(1000, { 21: page(21) }))).toEqual({ page: 20, args: { last: 48, before: 's21' } });
  });

  it('says when the page is past the end', () => {
    expect(planPage(4, SIZE, known(100, {}))).toEqual({ pastTheEnd: true, totalCount: 100 });
    expect(planPage(2, SIZE, known(0, {}))).toEqual({ pastTheEnd: true, totalCount: 0 });
    expect(planPage(1, SIZE, known(0, {}))).toEqual({ page: 1, args: { first: 48 } });
  });

  it('never anchors on an empty page', () => {
    expect(planPage(3, SIZE, known(4800, { 2: { startCursor: null, endCursor: null } }))).toEqual({
      page: 3,
      args: { first: 48, skip: 96 },
    });
  });
});

/** A keyset API over products 0..n-1, whose cursors are their numbers, checked as the server checks. */
function fakeCatalogue(n: number) {
  const requests: PageArgs[] = [];
  const position = (cursor: string) => Number(cursor.slice(1));
  async function fetchPage(args: PageArgs) {
    requests.push(args);
    const skip = args.skip ?? 0;
    if (skip > MAX_SKIP) throw new Error(`skip ${skip} over the bound`);
    let from: number;
    let to: number;
    if ('first' in args) {
      from = (args.after === undefined ? 0 : position(args.after) + 1) + skip;
      to = Math.min(n, from + args.first);
    } else {
      to = (args.before === undefined ? n : position(args.before)) - skip;
      from = Math.max(0, to - args.last);
    }
    const rows = from < to ? Array.from({ length: to - from }, (_, i) => from + i) : [];
    return {
      products: rows.map((r) => ({ row: r })),
      pageInfo: { startCursor: rows.length ? `c${rows[0]}` : null, endCursor: rows.length ? `c${rows.at(-1)}` : null },
      totalCount: n,
    };
  }
  return { fetchPage, requests };
}

const rowsOf = (resolved: Awaited<ReturnType<typeof resolvePage>>) =>
  'answer' in resolved ? (resolved.answer.products as { row: number }[]).map((p) => p.row) : null;
const expectedRows = (n: number, p: number) =>
  Array.from({ length: Math.max(0, Math.min(n, p * SIZE) - (p - 1) * SIZE) }, (_, i) => (p - 1) * SIZE + i);

describe('resolvePage', () => {
  it.each([1, 47, 48, 49, 500, 1000, 4801])(
    'lands every page of %i products from a link alone, in few requests',
    async (n) => {
      const pages = pageCount(n, SIZE);
      for (let p = 1; p <= pages; p++) {
        const { fetchPage, requests } = fakeCatalogue(n);
        const resolved = await resolvePage(p, SIZE, nothing, fetchPage);
        expect(rowsOf(resolved), `page ${p}`).toEqual(expectedRows(n, p));
        // From the start in jumps of 5 pages, or back from the end once the first answer gave the total.
        if (p <= 5) expect(requests, `page ${p}`).toHaveLength(1);
        else expect(requests.length, `page ${p}`).toBeLessThanOrEqual(2 + Math.ceil(Math.min(p - 1, pages - p) / 5));
      }
    },
  );

  it.each([
    [37, [5, 10, 15, 20, 25, 30, 35]],
    [80, [5, 97, 92, 87, 82]],
  ])(
    'teaches every hop on the way to page %i, so the page next to any of them is one request',
    async (target, hops) => {
      const { fetchPage } = fakeCatalogue(4801);
      const learned = new Map<number, PageBounds>();
      const resolved = await resolvePage(target, SIZE, nothing, fetchPage, (p, answer) =>
        learned.set(p, answer.pageInfo),
      );
      expect(rowsOf(resolved)).toEqual(expectedRows(4801, target));
      expect([...learned.keys()]).toEqual(hops);
      for (const [p, bounds] of learned)
        expect(bounds).toEqual({ startCursor: `c${(p - 1) * SIZE}`, endCursor: `c${p * SIZE - 1}` });
    },
  );

  it('walks a shopper through the whole list one request a step, forwards and back', async () => {
    const n = 1000;
    const pages = pageCount(n, SIZE);
    const { fetchPage, requests } = fakeCatalogue(n);
    const bounds = new Map<number, PageBounds>();
    const visit = async (p: number) => {
      const resolved = await resolvePage(p, SIZE, { bounds, totalCount: bounds.size ? n : null }, fetchPage);
      expect(rowsOf(resolved), `page ${p}`).toEqual(expectedRows(n, p));
      if ('answer' in resolved) bounds.set(p, resolved.answer.pageInfo);
    };
    for (let p = 1; p <= pages; p++) await visit(p);
    expect(requests).toHaveLength(pages);
    bounds.clear();
    requests.length = 0;
    await visit(1);
    await visit(pages);
    for (let p = pages - 1; p >= 1; p--) await visit(p);
    expect(requests).toHaveLength(pages + 1);
    expect(requests[1]).toEqual({ last: n - (pages - 1) * SIZE });
    expect(requests[2]).toEqual({ last: SIZE, before: `c${(pages - 1) * SIZE}` });
  });

  it('answers past the end without asking once the total is known', async () => {
    const { fetchPage, requests } = fakeCatalogue(100);
    expect(await resolvePage(9, SIZE, nothing, fetchPage)).toEqual({ pastTheEnd: true, totalCount: 100 });
    expect(requests).toEqual([{ first: 48, skip: 192 }]);
  });
});
