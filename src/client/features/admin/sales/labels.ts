// A sale in the words the list and its page show: its state, what it does, what it covers and when.
import { formatMoney } from '../../../../shared/money';
import type { AdminSale } from '../../../../shared/schemas/sales';
import { formatDateTime } from '../format';
import type { BadgeTone } from '../StatusBadge';

export const SALE_STATES: Record<AdminSale['state'], { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'blue' },
  active: { label: 'Running', tone: 'green' },
  ended: { label: 'Ended', tone: 'gray' },
};

/** The collections a sale can cover, by handle, as staff named them: every one but All Collections. */
export const saleCollections = (collections: readonly { handle: string; name: string }[]): Record<string, string> =>
  Object.fromEntries(collections.filter((c) => c.handle !== 'all').map((c) => [c.handle, c.name]));

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "25% off", or "All at $19.99". */
export const markdownText = (sale: Pick<AdminSale, 'percentOff' | 'priceCents'>) =>
  sale.percentOff !== null ? `${sale.percentOff}% off` : `All at ${formatMoney(sale.priceCents ?? 0)}`;

/** "3 products", or "Collection: Streetwear Staples" (its handle until the collections' names are read). */
export function coverageText(
  sale: Pick<AdminSale, 'productIds' | 'collection'>,
  names: Readonly<Record<string, string>> = {},
): string {
  const collection = sale.collection && (names[sale.collection] ?? sale.collection);
  const parts = [
    sale.productIds.length > 0 ? plural(sale.productIds.length, 'product') : null,
    collection ? `Collection: ${collection}` : null,
  ];
  return parts.filter(Boolean).join('; ');
}

/** What a running sale has marked down; nothing for one that is not running. */
export const markedDownText = (sale: AdminSale) =>
  sale.state === 'active' ? `${plural(sale.variantsMarkedDown, 'variant')} marked down` : null;

function startText(sale: AdminSale): string {
  if (sale.state === 'scheduled') return `Starts ${formatDateTime(sale.startsAt)}`;
  if (sale.startedAt) return `Started ${formatDateTime(sale.startedAt)}`;
  return `Was to start ${formatDateTime(sale.startsAt)}`;
}

function endText(sale: AdminSale): string {
  const ended = sale.state === 'ended' ? (sale.endedAt ?? sale.endsAt) : null;
  if (ended) return `Ended ${formatDateTime(ended)}`;
  return sale.endsAt ? `Ends ${formatDateTime(sale.endsAt)}` : 'Until ended';
}

/** When it starts and ends, or started and ended. */
export const saleDatesText = (sale: AdminSale): [string, string] => [startText(sale), endText(sale)];
