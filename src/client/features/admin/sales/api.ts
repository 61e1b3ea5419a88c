// The sales' reads and changes. The server answers every sale at once (newest first), so the
// list's search filters on this side.
import type { AdminSale, SaleInput, SaleUpdate } from '../../../../shared/schemas/sales';
import { mentions } from '../one-page-list';
import { recordApi } from '../record-api';
import { coverageText, markdownText, SALE_STATES } from './labels';

const sales = recordApi<AdminSale, SaleInput | SaleUpdate>({ base: '/api/admin/sales', list: 'sales', one: 'sale' });

/** Whether the sale's title, what it does, what it covers or its state contains the search. */
const matches = (sale: AdminSale, q: string) =>
  mentions([sale.title, markdownText(sale), coverageText(sale), SALE_STATES[sale.state].label], q);

export const useSaleList = (q: string) => sales.useList(q, matches);
export const useSale = sales.useOne;
export const useSaveSale = sales.useSave;
export const useSaleAction = () => sales.useAction<'end'>();
