// The shopper's orders, one order with its timeline, and Buy again: the order's lines at
// today's prices put in the browser cart.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountOrder, AccountOrderDetail, BuyAgain } from '../../../shared/schemas/account';
import { notify } from '../../lib/toast';
import { addItem, openCartDrawer } from '../cart';
import { accountRequest, errorMessage } from './api';

export const ordersQuery = () =>
  queryOptions({
    queryKey: ['customer', 'orders'],
    queryFn: ({ client, signal }) => accountRequest<AccountOrder[]>(client, '/api/account/orders', { signal }),
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['customer', 'orders', id],
    queryFn: ({ client, signal }) =>
      accountRequest<AccountOrderDetail>(client, `/api/account/orders/${encodeURIComponent(id)}`, { signal }),
  });

export const useOrders = () => useQuery(ordersQuery());
export const useOrder = (id: string) => useQuery(orderQuery(id));

const pieces = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** Adds the lines to the cart; the toast tells how many went in and names those that did not. */
export function putInCart({ items, unavailable }: BuyAgain): number {
  let added = 0;
  const missing = unavailable.map(({ name, reason }) => (reason ? `${name} (${reason})` : name));
  for (const line of items) {
    if (addItem(line)) added += line.quantity;
    else missing.push(line.name);
  }
  const description = missing.length ? `Not available: ${missing.join(', ')}` : undefined;
  if (added > 0) {
    notify({ title: `${pieces(added)} added to your cart`, description });
    openCartDrawer();
  } else {
    notify({ title: 'Nothing could be added to your cart', description, variant: 'destructive' });
  }
  return added;
}

export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      accountRequest<BuyAgain>(queryClient, `/api/account/orders/${orderId}/buy-again`, { method: 'POST' }),
    onSuccess: putInCart,
    onError: (error) =>
      notify({ title: 'Could not buy again', description: errorMessage(error), variant: 'destructive' }),
  });
}
