// The discounts' reads and changes. The server answers every discount at once (newest first), so
// the list's search filters on this side.
import type { AdminDiscount, DiscountInput, DiscountUpdate } from '../../../../shared/schemas/discounts';
import { mentions } from '../one-page-list';
import { recordApi } from '../record-api';

const discounts = recordApi<AdminDiscount, DiscountInput | DiscountUpdate>({
  base: '/api/admin/discounts',
  list: 'discounts',
  one: 'discount',
});

/** Whether the discount's title, code or rule in words contains the search. */
const matches = (discount: AdminDiscount, q: string) =>
  mentions([discount.title, discount.code ?? 'automatic', discount.description], q);

/** Every discount matching `q`, as ListScreen reads a list. */
export const useDiscountList = (q: string) => discounts.useList(q, matches);
export const useDiscount = discounts.useOne;
export const useSaveDiscount = discounts.useSave;

export type DiscountAction = 'pause' | 'resume' | 'end';
export const useDiscountAction = () => discounts.useAction<DiscountAction>();
