// The documents staff print for orders, and where each lives (relative to /admin).
export type PrintDocument = 'packing-slips' | 'invoices';

export const printHref = (document: PrintDocument, orderIds: readonly number[]) =>
  `/print/${document}?orders=${orderIds.join(',')}`;

/** The order numbers in the print page's address: whole numbers, each once, at most 100. */
export function orderIdsOf(search: string): number[] {
  const raw = new URLSearchParams(search).get('orders') ?? '';
  const ids = raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 100);
}
