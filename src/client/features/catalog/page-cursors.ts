// Numbered shop pages over a keyset API. The server pages by cursor (after/before) and may
// pass over at most MAX_SKIP rows in one request, so page N is reached from what the shop
// already knows about the same filters: the first and last cursor of pages it has seen and
// the total. Page 1 needs nothing; a neighbour within a few pages takes one request (after
// its endCursor or before its startCursor, with a skip); the last pages are counted back
// from the end; anything further (a shared link to page 40) is walked in the largest jumps
// the skip bound allows, from the start or, once the total is known, from the end.
import { isCappedCount } from '../../../shared/catalog/counts';
import { MAX_SKIP } from '../../../shared/store';

export interface PageBounds {
  startCursor: string | null;
  endCursor: string | null;
}

/** What the shop has learned about one filter set. */
export interface KnownPages {
  /** Page number -> the cursors of its first and last product. */
  bounds: ReadonlyMap<number, PageBounds>;
  /** Products matching the filters; null until some answer has said. */
  totalCount: number | null;
}

/** The paging arguments of one request (the filters travel beside them). */
export type PageArgs =
  { first: number; after?: string; skip?: number } | { last: number; before?: string; skip?: number };

/** One request: its arguments and the page number its answer is. */
export interface PageStep {
  page: number;
  args: PageArgs;
}

export type PagePlan = PageStep | { pastTheEnd: true; totalCount: number };

/** How many pages one request can move: the page after a cursor plus MAX_SKIP rows' worth. */
export const maxJump = (size: number) => Math.floor(MAX_SKIP / size) + 1;

export const pageCount = (totalCount: number, size: number) => Math.max(1, Math.ceil(totalCount / size));

const withSkip = <T extends object>(args: T, skip: number): T & { skip?: number } =>
  skip > 0 ? { ...args, skip } : args;

/** Pages answered forwards from the start: 1 up to maxJump. */
function fromStart(target: number, size: number): PageStep {
  const page = Math.min(target, maxJump(size));
  return { page, args: withSkip({ first: size }, (page - 1) * size) };
}

/** Forwards after the end of known page `from`, towards `target`. */
function forwardFrom(from: number, endCursor: string, target: number, size: number): PageStep {
  const page = Math.min(target, from + maxJump(size));
  return { page, args: withSkip({ first: size, after: endCursor }, (page - from - 1) * size) };
}

/** Backwards before the start of known page `from`, towards `target`. */
function backwardFrom(from: number, startCursor: string, target: number, size: number): PageStep {
  const page = Math.max(target, from - maxJump(size));
  return { page, args: withSkip({ last: size, before: startCursor }, (from - page - 1) * size) };
}

/** Backwards from the end of the list: the last page is whatever is left after the full ones. */
function fromEnd(target: number, totalCount: number, size: number): PageStep {
  const pages = pageCount(totalCount, size);
  if (target >= pages) return { page: pages, args: { last: totalCount - (pages - 1) * size } };
  // Page q is `size` rows ending totalCount - q * size rows before the end.
  const nearest = Math.max(target, Math.ceil((totalCount - MAX_SKIP) / size));
  return { page: nearest, args: withSkip({ last: size }, totalCount - nearest * size) };
}

const skipOf = (step: PageStep) => step.args.skip ?? 0;

/**
 * The next request towards page `target`: the target itself when one request reaches it
 * (the cheapest such, by rows skipped), else the request landing nearest to it. Null
 * bounds (an empty answer) are never used as anchors.
 */
export function planPage(target: number, size: number, known: KnownPages): PagePlan {
  const { totalCount } = known;
  if (totalCount !== null && target > pageCount(totalCount, size)) return { pastTheEnd: true, totalCount };

  const steps: PageStep[] = [fromStart(target, size)];
  let below: [number, string] | undefined;
  let above: [number, string] | undefined;
  for (const [page, { startCursor, endCursor }] of known.bounds) {
    if (page < target && endCursor && (!below || page > below[0])) below = [page, endCursor];
    if (page > target && startCursor && (!above || page < above[0])) above = [page, startCursor];
  }
  if (below) steps.push(forwardFrom(below[0], below[1], target, size));
  if (above) steps.push(backwardFrom(above[0], above[1], target, size));
  if (totalCount !== null && totalCount > 0) steps.push(fromEnd(target, totalCount, size));

  const distance = (step: PageStep) => Math.abs(step.page - target);
  return steps.reduce((best, step) =>
    distance(step) < distance(best) || (distance(step) === distance(best) && skipOf(step) < skipOf(best)) ? step : best,
  );
}

export interface PageAnswer {
  products: readonly unknown[];
  pageInfo: PageBounds;
  totalCount: number;
}

export type Resolved<A> = { page: number; answer: A } | { pastTheEnd: true; totalCount: number };

/**
 * Asks for page `target`, hopping through the pages between when no single request reaches
 * it. Each hop's answer is a page too: `learn` keeps it, so the shopper's next step from
 * there costs one request. A hop that comes back empty ends the walk: past the end, or
 * (when the list shrank under the walk) with that empty answer.
 */
export async function resolvePage<A extends PageAnswer>(
  target: number,
  size: number,
  known: KnownPages,
  fetchPage: (args: PageArgs) => Promise<A>,
  learn: (page: number, answer: A) => void = () => undefined,
): Promise<Resolved<A>> {
  const bounds = new Map(known.bounds);
  let totalCount = known.totalCount;
  // Each hop lands strictly nearer; this bounds a walk over a list that keeps changing.
  for (let hop = 0; hop < 1000; hop++) {
    const plan = planPage(target, size, { bounds, totalCount });
    if ('pastTheEnd' in plan) return plan;
    const answer = await fetchPage(plan.args);
    if (plan.page === target) return { page: plan.page, answer };
    if (answer.products.length === 0) {
      // The list is shorter than this hop (a link past the end before the total was known, or the list shrank).
      const total = answer.totalCount;
      return target > pageCount(total, size) ? { pastTheEnd: true, totalCount: total } : { page: plan.page, answer };
    }
    learn(plan.page, answer);
    bounds.set(plan.page, answer.pageInfo);
    // A capped count ("10,000+") says nothing about where the list ends.
    totalCount = isCappedCount(answer.totalCount) ? null : answer.totalCount;
  }
  throw new Error(`Page ${target} could not be reached`);
}
