// The return screens' tests: an order as POST /api/returns/eligibility answers it, a return as
// the routes answer it, and the return pages rendered at an address.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Return, ReturnableLine, ReturnableOrder } from '../../shared/schemas/returns';
import ReturnStartPage from '../pages/ReturnStart';
import ReturnStatusPage from '../pages/ReturnStatus';

export const ORDER_NUMBER = 'TJ0123456789ABCDEF';
export const RETURN_NUMBER = 'R-7F3K9Q';

const variant = (id: number) => `gid://local/ProductVariant/${id}`;

/** Two shirts in M, exchangeable for L (in stock) or XL (sold out). */
export const shirt: ReturnableLine = {
  itemId: 11,
  name: 'Linen Shirt',
  size: 'M',
  color: 'White',
  imageUrl: '/shirt.svg',
  price: '40.00',
  bought: 2,
  returnable: 2,
  notReturnableReason: null,
  exchangeOptions: [
    { variantId: variant(12), size: 'L', color: 'White', price: '40.00', inStock: true },
    { variantId: variant(13), size: 'XL', color: 'White', price: '40.00', inStock: false },
  ],
};

/** Bought in the sale: it cannot come back. */
export const scarf: ReturnableLine = {
  itemId: 12,
  name: 'Silk Scarf',
  size: null,
  color: 'Red',
  imageUrl: null,
  price: '25.00',
  bought: 1,
  returnable: 0,
  notReturnableReason: 'Final Sale',
  exchangeOptions: [],
};

export const jacket: ReturnableLine = {
  itemId: 13,
  name: 'Denim Jacket',
  size: 'S',
  color: 'Blue',
  imageUrl: '/jacket.svg',
  price: '89.50',
  bought: 1,
  returnable: 1,
  notReturnableReason: null,
  exchangeOptions: [{ variantId: variant(22), size: 'M', color: 'Blue', price: '89.50', inStock: true }],
};

export const returnableOrder = (overrides: Partial<ReturnableOrder> = {}): ReturnableOrder => ({
  trackingNumber: ORDER_NUMBER,
  deliveredAt: '2026-03-05T10:00:00.000Z',
  returnBy: '2026-04-04T10:00:00.000Z',
  closedReason: null,
  lines: [shirt, scarf, jacket],
  returns: [],
  ...overrides,
});

export const SEND_TO = ['TJ Fashion Returns', '100 Garrison Ave', 'Fort Smith, AR 72901', 'United States'];

export const startedReturn = (overrides: Partial<Return> = {}): Return => ({
  returnNumber: RETURN_NUMBER,
  status: 'requested',
  trackingNumber: ORDER_NUMBER,
  lines: [
    {
      id: 1,
      itemId: shirt.itemId,
      name: shirt.name,
      size: 'M',
      color: 'White',
      quantity: 1,
      price: '40.00',
      reason: 'too_small',
      outcome: 'exchange',
      exchange: { variantId: variant(12), size: 'L', color: 'White' },
      note: null,
      restocked: null,
    },
    {
      id: 2,
      itemId: jacket.itemId,
      name: jacket.name,
      size: 'S',
      color: 'Blue',
      quantity: 1,
      price: '89.50',
      reason: 'changed_mind',
      outcome: 'refund',
      exchange: null,
      note: 'Never worn',
      restocked: null,
    },
  ],
  sendTo: SEND_TO,
  refundAmount: '89.50',
  charge: null,
  label: null,
  events: [{ status: 'requested', message: null, createdAt: '2026-03-10T09:00:00.000Z' }],
  createdAt: '2026-03-10T09:00:00.000Z',
  ...overrides,
});

/** The return pages at `path` ("/returns/new?order=…"), as the app routes them. */
export function renderReturns(path: string) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Switch>
          <Route path="/returns/new" component={ReturnStartPage} />
          <Route path="/returns/:returnNumber" component={ReturnStatusPage} />
        </Switch>
      </Router>
    </QueryClientProvider>,
  );
  return { location, user };
}
