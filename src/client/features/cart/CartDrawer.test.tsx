import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { testProduct, testVariant } from '../../../shared/catalog/test-product';
import type { PaymentProviderInfo } from '../../../shared/schemas/payments';
import { notify } from '../../lib/toast';
import CartDrawer from './CartDrawer';
import { closeCartDrawer, openCartDrawer } from './drawer-state';
import { addItem, cartStore, clearCart } from './state';
import { forgetStock } from './stock';
import { forgetPreviews } from './preview';
import { clearPromo } from './promo';
import { line } from '../../test/cart-lines';
import { checkAnswer, checkBody, type Shoppers } from '../../test/preview';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const DEMO: PaymentProviderInfo = { provider: 'demo', mode: 'demo' };

/** The catalogue's answer for the test line's product, with `units` of its variant for sale. */
const stockAnswer = (units: number) => ({
  product: testProduct({
    variants: [{ ...testVariant('M', 'Black'), id: 'gid://local/ProductVariant/11', quantity: units }],
  }),
});

/** The store answering the cart's checks of codes and its previews; anything else is not found. */
const store = (shoppers: Shoppers = {}) =>
  vi.fn(async (url: string, init?: RequestInit) => {
    const check = checkBody(url, init);
    return check ? checkAnswer(check, shoppers) : new Response('{"message":"Not found"}', { status: 404 });
  });

/** The figure the drawer shows beside `label`. */
function valueOf(label: string) {
  const term = [...screen.getByRole('dialog').querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
}

/** The drawer's note names the payment provider, known here already unless a test asks the server. */
function renderDrawer(provider: PaymentProviderInfo | null = DEMO) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (provider) client.setQueryData(['payments', 'provider'], provider);
  const location = memoryLocation({ path: '/shop', record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <CartDrawer />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(cleanup);

beforeEach(() => {
  window.localStorage.clear();
  clearCart();
  clearPromo();
  forgetStock();
  forgetPreviews();
  openCartDrawer();
});

afterEach(() => {
  closeCartDrawer();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('slide-out cart', () => {
  it('lists lines with steppers, subtotal and the checkout notes', async () => {
    vi.stubGlobal('fetch', store());
    addItem(line({ price: '10.00', quantity: 2 }));
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart (2)' });
    expect(dialog).toHaveTextContent('Calculated at checkout');
    expect(dialog).toHaveTextContent('Demo payments: no card is charged');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    // As on the cart page: $9.99 shipping under $50, tax at checkout, once the server has priced it.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Shopping Cart (3)' })).toHaveTextContent(
        'Subtotal$30.00Shipping$9.99TaxCalculated at checkoutTotal$39.99',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Classic Tee' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it("names the store's payment provider, asking the server once the cart shows", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ provider: 'stripe', mode: 'live' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    addItem(line());
    renderDrawer(null);
    expect(await screen.findByText('Secure checkout with Stripe')).toBeInTheDocument();
    // The other request reads the line's stock.
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.filter(([url]) => url === '/api/payments/provider')).toEqual([
      ['/api/payments/provider', expect.objectContaining({ method: 'GET' })],
    ]);
  });

  it('stops the stepper at the stock of the line and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify(url.startsWith('/api/catalog/products/') ? stockAnswer(3) : DEMO), {
            status: 200,
          }),
      ),
    );
    addItem(line({ quantity: 2 }));
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    expect(await screen.findByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Classic Tee: only 3 left' })).toBeDisabled();
    expect(cartStore.get()[0]?.quantity).toBe(3);
  });

  it('takes a promo code, and shows the discount by name with what it takes off and the total', async () => {
    vi.stubGlobal('fetch', store());
    addItem(line({ price: '30.00', quantity: 2 }));
    renderDrawer();
    const user = userEvent.setup();
    await user.click(screen.getByText('Add a promo code'));
    await user.type(screen.getByLabelText('Promo Code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(valueOf('WELCOME10 — Welcome offer: 10% off your first order')).toBe('-$6.00'));
    expect(valueOf('Total')).toBe('$54.00');
    expect(screen.getByText('WELCOME10 applied: 10% off your order.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('tj-promo')).toBe('WELCOME10');
  });

  it('shows a discount that needs no code, and where the discounts are confirmed when the server cannot say', async () => {
    const fetchMock = store({
      automatic: [
        {
          id: 5,
          title: 'Free shipping week',
          code: null,
          description: 'Free shipping',
          amountCents: 0,
          shippingCents: 999,
        },
      ],
    });
    vi.stubGlobal('fetch', fetchMock);
    addItem(line({ price: '20.00' }));
    renderDrawer();
    await waitFor(() => expect(valueOf('Free shipping week')).toBe('Free shipping'));
    expect(valueOf('Shipping')).toBe('Free');
    expect(valueOf('Total')).toBe('$20.00');

    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    await waitFor(() => expect(valueOf('Total')).toBe('Confirmed at checkout'));
    expect(valueOf('Subtotal')).toBe('$40.00');
    expect(valueOf('Discounts')).toBe('Confirmed at checkout');
  });

  it('closes on Escape', async () => {
    addItem(line());
    renderDrawer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives focus back to what opened it', async () => {
    closeCartDrawer();
    addItem(line());
    const location = memoryLocation({ path: '/' });
    const client = new QueryClient();
    client.setQueryData(['payments', 'provider'], DEMO);
    render(
      <QueryClientProvider client={client}>
        <Router hook={location.hook}>
          <button type="button" onClick={openCartDrawer}>
            Open cart
          </button>
          <CartDrawer />
        </Router>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  });

  it('clearing the cart also closes it', async () => {
    addItem(line());
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(cartStore.get()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks out through the server and continues to /checkout when embedded', async () => {
    addItem(line({ quantity: 2 }));
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const location = renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
    const [, init] = calls.find(([url]) => url === '/api/shopify/checkout') ?? [];
    expect(init).toBeDefined();
    expect(JSON.parse(String(init?.body))).toMatchObject({
      items: [{ variantId: 'gid://local/ProductVariant/11', quantity: 2 }],
    });
    answer(new Response(JSON.stringify({ embedded: true }), { status: 200 }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/checkout'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartStore.get()).toHaveLength(1);
  });

  it('shows Failed to proceed to checkout when the call fails', async () => {
    addItem(line());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Checkout Error',
        description: 'Failed to proceed to checkout. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('refuses lines without a product variant', async () => {
    addItem(line({ shopifyId: null }));
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'No Valid Items' }));
  });
});
