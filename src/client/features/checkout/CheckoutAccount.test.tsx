import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Customer, SavedAddress } from '../../../shared/schemas/account';
import { fakeServer, json, PAYMENT_TOKEN, paymentView, requestsOf } from '../../test/payments';
import { CheckoutView } from './CheckoutView';
import { keepCheckoutDraft } from './checkout-draft';
import { GRACE_DRAFT, markShopperSignedIn, startWithTwoTees } from '../../test/checkout';

const DEMO = { provider: 'demo', mode: 'demo' };

const CUSTOMER: Customer = {
  id: 3,
  email: 'ada@example.com',
  name: 'Ada',
  firstName: 'Ada',
  newsletter: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const HOME: SavedAddress = {
  id: 11,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Garrison Ave',
  city: 'Fort Smith',
  state: 'AR',
  zipCode: '72901',
  country: 'US',
  phone: '479-555-0100',
  isDefault: true,
};

const OFFICE: SavedAddress = {
  id: 12,
  firstName: 'Ada',
  lastName: 'King',
  address: '100 Queen St W',
  city: 'Toronto',
  state: 'ON',
  zipCode: 'M5H 2N2',
  country: 'CA',
  phone: '',
  isDefault: false,
};

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memoryLocation({ path: '/checkout' }).hook}>
        <CheckoutView />
      </Router>
    </QueryClientProvider>,
  );
  return client;
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

const accountServer = (me: () => Response | Promise<Response> = () => json(CUSTOMER)) =>
  fakeServer({
    'GET /api/payments/provider': () => json(DEMO),
    'GET /api/account/me': me,
    'GET /api/account/addresses': () => json([HOME, OFFICE]),
    'POST /api/orders': () =>
      json(
        {
          order: paymentView().order,
          emailSent: false,
          paymentUrl: `/checkout/pay/${PAYMENT_TOKEN}`,
          paymentToken: PAYMENT_TOKEN,
        },
        201,
      ),
  });

beforeEach(startWithTwoTees);

afterEach(() => {
  cleanup();
  markShopperSignedIn(false);
  vi.unstubAllGlobals();
});

describe('checkout for a signed-in shopper', () => {
  it('asks nothing of the account, and shows no saved addresses, when signed out', async () => {
    const fetchMock = accountServer();
    renderCheckout();
    expect(
      await screen.findByText('Demo payment: no card is charged. You will confirm on the next page.'),
    ).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((r) => r.includes('/api/account'))).toEqual([]);
    expect(screen.queryByLabelText('Saved addresses')).not.toBeInTheDocument();
    expect(valueOf('Email')).toBe('');
  });

  it("fills in the account's email and default address, and places the order with them", async () => {
    markShopperSignedIn(true);
    const fetchMock = accountServer();
    renderCheckout();
    await waitFor(() => expect(valueOf('Email')).toBe('ada@example.com'));
    await waitFor(() => expect(valueOf('Address')).toBe('12 Garrison Ave'));
    expect(valueOf('First name')).toBe('Ada');
    expect(valueOf('Last name')).toBe('Lovelace');
    expect(valueOf('City')).toBe('Fort Smith');
    expect(valueOf('State')).toBe('AR');
    expect(valueOf('ZIP code')).toBe('72901');
    expect(valueOf('Phone (optional)')).toBe('479-555-0100');
    expect(valueOf('Saved addresses')).toBe('11');
    // The state filled in prices the tax at once.
    await waitFor(() => expect(screen.queryByText('Calculated from your state')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(requestsOf(fetchMock)).toContain('POST /api/orders'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String(init?.body)).customer).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      state: 'AR',
      zipCode: '72901',
      country: 'US',
    });
  });

  it('leaves alone what the shopper typed before the account answered', async () => {
    markShopperSignedIn(true);
    let answerMe: (response: Response) => void = () => undefined;
    accountServer(() => new Promise<Response>((resolve) => (answerMe = resolve)));
    const client = renderCheckout();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada.work@example.com');
    await waitFor(() => expect(valueOf('Address')).toBe('12 Garrison Ave'));
    answerMe(json(CUSTOMER));
    await waitFor(() => expect(client.getQueryData(['customer', 'me'])).toEqual(CUSTOMER));
    // The answer reaches the form (TanStack Query tells it on a timer).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(valueOf('Email')).toBe('ada.work@example.com');
  });

  it('fills only the address fields still empty, keeping a name typed before', async () => {
    markShopperSignedIn(true);
    let answerAddresses: (response: Response) => void = () => undefined;
    fakeServer({
      'GET /api/payments/provider': () => json(DEMO),
      'GET /api/account/me': () => json(CUSTOMER),
      'GET /api/account/addresses': () => new Promise<Response>((resolve) => (answerAddresses = resolve)),
    });
    renderCheckout();
    await userEvent.setup().type(screen.getByLabelText('First name'), 'Augusta');
    answerAddresses(json([HOME, OFFICE]));
    await waitFor(() => expect(valueOf('Address')).toBe('12 Garrison Ave'));
    expect(valueOf('First name')).toBe('Augusta');
    expect(valueOf('Last name')).toBe('Lovelace');
    // The fields no longer hold one saved address as it is.
    expect(valueOf('Saved addresses')).toBe('');
  });

  it('keeps what the shopper entered before the payment page, filling nothing from the account', async () => {
    keepCheckoutDraft(GRACE_DRAFT);
    markShopperSignedIn(true);
    accountServer();
    const client = renderCheckout();
    // The list is there once the addresses have come; it shows none, as the fields hold none of them.
    await waitFor(() => expect(valueOf('Saved addresses')).toBe(''));
    await waitFor(() => expect(client.getQueryData(['customer', 'me'])).toEqual(CUSTOMER));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(valueOf('Email')).toBe('grace@example.com');
    expect(valueOf('First name')).toBe('Grace');
    expect(valueOf('Address')).toBe('1 Navy Way');
    expect(valueOf('State')).toBe('VA');
    expect(valueOf('Phone (optional)')).toBe('(703) 555-0100');
  });

  it('fills every address field from another saved address picked in the list', async () => {
    markShopperSignedIn(true);
    accountServer();
    renderCheckout();
    await waitFor(() => expect(valueOf('Saved addresses')).toBe('11'));
    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByLabelText('Saved addresses'),
      'Ada King, 100 Queen St W, Toronto, ON M5H 2N2, CA',
    );
    expect(valueOf('Last name')).toBe('King');
    expect(valueOf('Address')).toBe('100 Queen St W');
    expect(valueOf('City')).toBe('Toronto');
    expect(valueOf('Country')).toBe('CA');
    expect(valueOf('State / region')).toBe('ON');
    expect(valueOf('Postal code')).toBe('M5H 2N2');
    // An address without a phone keeps the one in the field.
    expect(valueOf('Phone (optional)')).toBe('479-555-0100');
    expect(valueOf('Saved addresses')).toBe('12');

    await user.selectOptions(
      screen.getByLabelText('Saved addresses'),
      'Ada Lovelace, 12 Garrison Ave, Fort Smith, AR 72901, US (default)',
    );
    expect(valueOf('Country')).toBe('US');
    expect(valueOf('State')).toBe('AR');
    expect(valueOf('ZIP code')).toBe('72901');
  });
});
