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
import { line } from '../../test/cart-lines';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const DEMO: PaymentProviderInfo = { provider: 'demo', mode: 'demo' };

/** The catalogue's answer for the test line's product, with `units` of its variant for sale. */
const stockAnswer = (units: number) => ({
  product: testProduct({
    variants: [{ ...testVariant('M', 'Black'), id: 'gid://local/ProductVariant/11', quantity: units }],
  }),
});

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
  forgetStock();
  openCartDrawer();
});

afterEach(() => {
  closeCartDrawer();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockReset();
});

describe('slide-out cart', () => {
  it('lists lines with steppers, subtotal and the checkout notes', async () => {
    addItem(line({ price: '10.00', quantity: 2 }));
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart (2)' });
    expect(dialog).toHaveTextContent('Calculated at checkout');
    expect(dialog).toHaveTextContent('Demo payments: no card is charged');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    // As on the cart page: $9.99 shipping under $50, tax at checkout.
    expect(screen.getByRole('dialog', { name: 'Shopping Cart (3)' })).toHaveTextContent(
      'Subtotal$30.00Shipping$9.99TaxCalculated at checkoutTotal$39.99',
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
