import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render as renderInto, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProduct, testVariant } from '../../../shared/catalog/test-product';
import { CartView } from './CartView';
import { forgetPreviews } from './preview';
import { clearPromo } from './promo';
import { addItem, cartStore, clearCart } from './state';
import { forgetPurchaseLimits } from './purchase-limits';
import { forgetStock } from './stock';
import { line } from '../../test/cart-lines';
import { checkAnswer, checkBody, type Shoppers } from '../../test/preview';

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const summaryValue = (label: string) => summary().getByText(label).nextElementSibling?.textContent;
/** Once the server's figures show for the cart as it is. */
const pricedValue = async (label: string, value: string) => waitFor(() => expect(summaryValue(label)).toBe(value));

// The promo box asks the server (POST /api/promotions/check) through TanStack Query.
const render = (ui: ReactElement) =>
  renderInto(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The store answering the cart's checks of codes and its previews; anything else is not found. */
const store = (shoppers: Shoppers = {}) =>
  vi.fn(async (url: string, init?: RequestInit) => {
    const check = checkBody(url, init);
    return check ? checkAnswer(check, shoppers) : json({ message: 'Not found' }, 404);
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  window.localStorage.clear();
  clearCart();
  clearPromo();
  forgetPreviews();
  forgetStock();
  forgetPurchaseLimits();
});

describe('cart page', () => {
  it('offers the three sections when the cart is empty', () => {
    render(<CartView />);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Women' })).toHaveAttribute('href', '/women');
    expect(screen.getByRole('link', { name: 'Shop Men' })).toHaveAttribute('href', '/men');
    expect(screen.getByRole('link', { name: 'Shop Kids' })).toHaveAttribute('href', '/kids');
  });

  it('lists lines with size, colour, unit price and line total, and steps quantities', async () => {
    addItem(line({ price: '12.50', quantity: 2 }));
    render(<CartView />);
    expect(screen.getByText('2 items in your cart')).toBeInTheDocument();
    expect(screen.getByText(/Size: M/)).toHaveTextContent('Size: M · Color: Black');
    expect(screen.getByText('$12.50 each')).toBeInTheDocument();
    expect(screen.getByText('Line total:').parentElement).toHaveTextContent('$25.00');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Classic Tee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Classic Tee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Classic Tee' }));
    expect(cartStore.get()).toEqual([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('stops each stepper at the stock of its variant and says why', async () => {
    const units: Record<string, number> = { 'gid://local/ProductVariant/11': 6, 'gid://local/ProductVariant/12': 40 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          product: testProduct({
            variants: Object.entries(units).map(([id, quantity]) => ({ ...testVariant('M', 'Black'), id, quantity })),
          }),
        }),
      ),
    );
    addItem(line({ quantity: 11 }));
    addItem(line({ size: 'L', name: 'Wide Jeans', shopifyId: 'gid://local/ProductVariant/12', quantity: 2 }));
    render(<CartView />);
    expect(await screen.findByText('Only 6 left: lower the quantity to check out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Classic Tee: only 6 left' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Classic Tee' }));
    await userEvent.click(screen.getByRole('button', { name: /Decrease quantity of Classic Tee/ }));
    await userEvent.click(screen.getByRole('button', { name: /Decrease quantity of Classic Tee/ }));
    await userEvent.click(screen.getByRole('button', { name: /Decrease quantity of Classic Tee/ }));
    await userEvent.click(screen.getByRole('button', { name: /Decrease quantity of Classic Tee/ }));
    expect(screen.getByText('Only 6 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Classic Tee: only 6 left' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Classic Tee' }));
    expect(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' })).toBeEnabled();
    // Plenty left: nothing said, the stepper goes on.
    expect(screen.getByRole('button', { name: 'Increase quantity of Wide Jeans' })).toBeEnabled();
    expect(screen.getAllByText(/left/)).toHaveLength(1);
  });

  it("stops each stepper at the store's limit of one item per order, and says why", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/store/purchase-limits'
          ? json({ maxUnitsPerLine: 3, maxUnitsPerOrder: 30 })
          : json({ message: 'Not found' }, 404),
      ),
    );
    addItem(line({ quantity: 2 }));
    render(<CartView />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    expect(
      await screen.findByRole('button', { name: 'Increase quantity of Classic Tee: at most 3 per order' }),
    ).toBeDisabled();
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
  });

  it('removes a line and clears all', async () => {
    addItem(line());
    addItem(line({ size: 'L', name: 'Wide Jeans' }));
    render(<CartView />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wide Jeans' }));
    expect(screen.queryByText('Wide Jeans')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('shows shipping and the free-shipping nudge up to $50.00, and free shipping above', async () => {
    vi.stubGlobal('fetch', store());
    addItem(line({ price: '25.00', quantity: 2 }));
    render(<CartView />);
    await pricedValue('Total', '$59.99');
    expect(summaryValue('Shipping')).toBe('$9.99');
    expect(summaryValue('Tax')).toBe('Calculated at checkout');
    expect(screen.getByText('Add $0.01 more for free shipping!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Classic Tee' }));
    await pricedValue('Total', '$75.00');
    expect(summaryValue('Shipping')).toBe('Free');
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
  });

  it('shows the subtotal and says discounts and the total are being checked until the server has priced the cart', async () => {
    let answer: (() => void) | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const check = checkBody(url, init);
        if (!check) return json({ message: 'Not found' }, 404);
        return new Promise<Response>((resolve) => (answer = () => resolve(checkAnswer(check))));
      }),
    );
    addItem(line({ price: '30.00', quantity: 2 }));
    render(<CartView />);
    expect(summaryValue('Subtotal')).toBe('$60.00');
    expect(summaryValue('Discounts')).toBe('Checking…');
    expect(summaryValue('Total')).toBe('Checking…');
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await pricedValue('Total', '$60.00');
    expect(summary().queryByText('Discounts')).not.toBeInTheDocument();
  });

  it('applies WELCOME10 in any case once the server knows it, names it with what it takes off, then locks the box', async () => {
    vi.stubGlobal('fetch', store());
    addItem(line({ price: '30.00', quantity: 2 }));
    render(<CartView />);
    const input = screen.getByLabelText('Promo Code');
    await userEvent.type(input, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid promo code. Please try again.');
    await pricedValue('Total', '$60.00');
    expect(summary().queryByText(/WELCOME10|NOPE/)).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(input).toBeDisabled();
    expect(input).toHaveValue('WELCOME10');
    await pricedValue('WELCOME10 — Welcome offer: 10% off your first order', '-$6.00');
    expect(summaryValue('Total')).toBe('$54.00');
    expect(screen.getByText('WELCOME10 applied: 10% off your order.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('tj-promo')).toBe('WELCOME10');
  });

  it('shows a discount that needs no code, without one entered', async () => {
    vi.stubGlobal(
      'fetch',
      store({
        automatic: [
          {
            id: 5,
            title: 'Spring sale',
            code: null,
            description: '$5 off your order',
            amountCents: 500,
            shippingCents: 0,
          },
        ],
      }),
    );
    addItem(line({ price: '30.00', quantity: 2 }));
    render(<CartView />);
    await pricedValue('Spring sale', '-$5.00');
    expect(summaryValue('Total')).toBe('$55.00');
    expect(screen.getByLabelText('Promo Code')).toBeEnabled();
  });

  it('goes to checkout and reassures with the store facts', () => {
    addItem(line());
    render(<CartView />);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    const why = within(screen.getByRole('region', { name: 'Why Shop With Us' }));
    expect(why.getByText('On orders over $50.00')).toBeInTheDocument();
    expect(why.getByText('30-Day Returns')).toBeInTheDocument();
    expect(why.getByText('Mon-Fri 9AM-6PM CST')).toBeInTheDocument();
  });
});
