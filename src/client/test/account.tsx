// The account pages' tests: a fake /api/account that answers by "METHOD /path", the
// shopper's signed-in mark as the real server sets it, and the /account page rendered in
// its nested route.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CUSTOMER_SIGNED_IN_COOKIE } from '../../shared/customer-signed-in-cookie';
import type { AccountOrder, Customer, SavedAddress } from '../../shared/schemas/account';
import type { CartItem } from '../../shared/schemas/cart';
import AccountPage from '../pages/Account';
import { stopAccountSync } from '../features/account-sync';
import { clearCart } from '../features/cart';

export const ann: Customer = {
  id: 7,
  email: 'ann@example.com',
  name: 'Ann Lee',
  firstName: 'Ann',
  newsletter: false,
  createdAt: '2025-01-02T10:00:00.000Z',
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The answer to a delete: what was removed, in words. */
export const removed = (message: string) => json({ message });
export const refused = (message: string, errors?: Array<{ path: string; message: string }>, status = 400) =>
  json({ message, errors }, status);

export function markShopperSignedIn(on: boolean): void {
  document.cookie = on
    ? `${CUSTOMER_SIGNED_IN_COOKIE}=1; path=/`
    : `${CUSTOMER_SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/**
 * Every test starts in an empty, signed-out browser (nothing stored, no cart) and leaves no
 * session, account sync or stubbed global behind; `mocks` are reset after each test too.
 */
export function freshBrowserForEachTest(...mocks: Array<{ mockReset: () => unknown }>): void {
  beforeEach(() => {
    window.localStorage.clear();
    clearCart();
  });
  afterEach(() => {
    cleanup();
    stopAccountSync();
    markShopperSignedIn(false);
    vi.unstubAllGlobals();
    for (const mock of mocks) mock.mockReset();
  });
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;
export type Routes = Record<string, Handler>;

/** Answers merges by echoing the browser's lists, as an empty account would. */
const MERGES: Routes = {
  'POST /api/account/cart/merge': (body) => json(body),
  'POST /api/account/wishlist/merge': (body) => json(body),
};

/** The fake server: stubbed as fetch; a request it has no answer for gets a 404. */
export function fakeServer(routes: Routes): Mock<(path: string, init?: RequestInit) => Promise<Response>> {
  const all = { ...MERGES, ...routes };
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    const url = new URL(path, 'http://store.test');
    const handler = all[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler(body, url) : json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies sent as "METHOD /path", in order. */
export function sent(
  fetchMock: Mock<(path: string, init?: RequestInit) => Promise<Response>>,
  route: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([path, init]) => `${init?.method ?? 'GET'} ${new URL(path, 'http://store.test').pathname}` === route)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

export const accountCalls = (fetchMock: Mock<(path: string, init?: RequestInit) => Promise<Response>>) =>
  fetchMock.mock.calls.filter(([path]) => path.startsWith('/api/account'));

/** A signed-in shopper's browser: the mark, and the server answering who they are. */
export function signedInAs(customer: Customer, routes: Routes = {}) {
  markShopperSignedIn(true);
  return fakeServer({ 'GET /api/account/me': () => json(customer), ...routes });
}

/** /account (or a path under it) as the app routes it. */
export function renderAccount(path = '/account') {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/account" nest>
          <AccountPage />
        </Route>
      </Router>
    </QueryClientProvider>,
  );
  return { location, client, user };
}

export const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'gid://local/Product/1-M-Red',
  productId: 'gid://local/Product/1',
  name: 'Linen Shirt',
  price: '30.00',
  imageUrl: '/shirt.svg',
  size: 'M',
  color: 'Red',
  quantity: 1,
  shopifyId: null,
  ...overrides,
});

export const order = (overrides: Partial<AccountOrder> = {}): AccountOrder => ({
  id: 1,
  trackingNumber: 'TJ100',
  status: 'pending',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  total: '30.00',
  createdAt: '2025-03-01T12:00:00.000Z',
  items: [{ name: 'Linen Shirt', size: 'M', color: 'Red', quantity: 1, price: '30.00', imageUrl: null }],
  ...overrides,
});

export const homeAddress: SavedAddress = {
  id: 11,
  firstName: 'Ann',
  lastName: 'Lee',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
  phone: '',
  isDefault: true,
};
