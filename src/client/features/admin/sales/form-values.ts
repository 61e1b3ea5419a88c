// A sale as its form holds it, and a stored sale put in the form. Staff choose a percentage off or
// a sale price (typed in dollars), and products or a collection; each choice keeps what was typed
// for it, so switching back loses nothing. Dates are on the staff member's own clock.
import { toDecimal } from '../../../../shared/money';
import type { AdminSale } from '../../../../shared/schemas/sales';
import { localDateTime } from '../form/typed-text';

export type Markdown = 'percent' | 'price';
export type Coverage = 'products' | 'collection';

export interface SaleFormValues {
  title: string;
  markdown: Markdown;
  percentOff: string;
  /** Dollars. */
  salePrice: string;
  covers: Coverage;
  productIds: number[];
  /** A collection's slug; blank until one is chosen. */
  collection: string;
  startsAt: string;
  endsAt: string;
}

export const MARKDOWNS: Record<Markdown, string> = { percent: 'Percentage off', price: 'Sale price' };
export const COVERAGES: Record<Coverage, string> = { products: 'Chosen products', collection: 'A collection' };

/** A new sale: it starts now unless staff choose a later start. */
export const emptySale = (now: Date): SaleFormValues => ({
  title: '',
  markdown: 'percent',
  percentOff: '',
  salePrice: '',
  covers: 'products',
  productIds: [],
  collection: '',
  startsAt: localDateTime(now.toISOString()),
  endsAt: '',
});

export function toFormValues(sale: AdminSale): SaleFormValues {
  return {
    title: sale.title,
    markdown: sale.percentOff !== null ? 'percent' : 'price',
    percentOff: sale.percentOff === null ? '' : String(sale.percentOff),
    salePrice: sale.priceCents === null ? '' : toDecimal(sale.priceCents),
    covers: sale.productIds.length > 0 || !sale.collection ? 'products' : 'collection',
    productIds: sale.productIds,
    collection: sale.collection ?? '',
    startsAt: localDateTime(sale.startsAt),
    endsAt: localDateTime(sale.endsAt),
  };
}
