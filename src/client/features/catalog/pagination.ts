// The shop's page-number rule: up to 5 numbered pages around the current
// one; when there are more than 5 pages and the current page is before the last three,
// the last page follows, after an ellipsis when pages lie between.

export type PageItem = number | 'ellipsis';

const WINDOW = 5;

export function totalPages(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export function clampPage(page: number, total: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, total));
}

/** The numbered window: 1-5 near the start, the last 5 near the end, else current ±2. */
export function pageWindow(current: number, total: number): number[] {
  const length = Math.min(WINDOW, total);
  let first: number;
  if (total <= WINDOW || current <= 3) first = 1;
  else if (current >= total - 2) first = total - WINDOW + 1;
  else first = current - 2;
  return Array.from({ length }, (_, i) => first + i);
}

export function paginationItems(current: number, total: number): PageItem[] {
  const items: PageItem[] = pageWindow(current, total);
  if (total > WINDOW && current < total - 2) {
    const lastShown = items[items.length - 1] as number;
    if (lastShown < total - 1) items.push('ellipsis');
    items.push(total);
  }
  return items;
}

/** 1-based first and last item numbers on a page ("Showing x–y of n"). */
export function pageRange(page: number, pageSize: number, totalCount: number): { from: number; to: number } {
  if (totalCount === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, totalCount), to: Math.min(page * pageSize, totalCount) };
}
