import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountOrderDetail } from '../../../shared/schemas/account';
import { notify } from '../../lib/toast';
import { cartStore, useCartDrawerOpen } from '../cart';
import {
  ann,
  freshBrowserForEachTest,
  json,
  line,
  order,
  refused,
  renderAccount,
  sent,
  signedInAs,
} from '../../test/account';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const older = order({
  id: 1,
  trackingNumber: 'TJ100',
  status: 'delivered',
  fulfillmentStatus: 'delivered',
  total: '30.00',
  createdAt: '2025-01-10T12:00:00.000Z',
});
const newer = order({
  id: 2,
  trackingNumber: 'TJ200',
  status: 'awaiting_payment',
  paymentStatus: 'unpaid',
  total: '1250.50',
  createdAt: '2025-03-05T12:00:00.000Z',
  items: [
    { name: 'Silk Dress', size: 'S', color: 'Blue', quantity: 2, price: '600.00', imageUrl: '/dress.svg' },
    { name: 'Gift Wrap', size: null, color: null, quantity: 1, price: '5.00', imageUrl: null },
  ],
});

const detail: AccountOrderDetail = {
  ...newer,
  status: 'shipped',
  paymentStatus: 'paid',
  fulfillmentStatus: 'fulfilled',
  subtotal: '1205.00',
  discount: '10.00',
  shipping: '0.00',
  tax: '80.50',
  giftCardAmount: '25.00',
  shippingAddress: 'Ann Lee\n1 Main St\nAustin, TX 78701',
  shippingMethod: 'express',
  events: [
    { status: 'pending', note: 'Payment received', createdAt: '2025-03-05T09:00:00.000Z' },
    { status: 'shipped', note: null, createdAt: '2025-03-06T15:30:00.000Z' },
  ],
};

function DrawerProbe() {
  return <p>{useCartDrawerOpen() ? 'cart open' : 'cart closed'}</p>;
}

freshBrowserForEachTest(vi.mocked(notify));

describe('orders', () => {
  it('lists the orders newest first, with date, status, total, lines and where to go next', async () => {
    signedInAs(ann, { 'GET /api/account/orders': () => json([older, newer]) });
    renderAccount();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Order TJ200', 'Order TJ100']);

    const latest = within(cards[0]!);
    expect(latest.getByText('Placed Mar 5, 2025')).toBeInTheDocument();
    expect(latest.getByText('Awaiting payment')).toBeInTheDocument();
    expect(latest.getByText('$1,250.50')).toBeInTheDocument();
    expect(latest.getByText('Silk Dress')).toBeInTheDocument();
    expect(latest.getByText('S · Blue · Qty 2')).toBeInTheDocument();
    expect(latest.getByText('Qty 1')).toBeInTheDocument();
    expect(latest.getByRole('link', { name: 'Track order TJ200' })).toHaveAttribute('href', '/track?number=TJ200');
    expect(latest.getByRole('link', { name: 'View order TJ200' })).toHaveAttribute('href', '/account/orders/2');
    expect(within(cards[1]!).getByText('Delivered')).toBeInTheDocument();
    // A delivered order can come back; the session stands for its email.
    expect(within(cards[1]!).getByRole('link', { name: 'Return an item from order TJ100' })).toHaveAttribute(
      'href',
      '/returns/new?order=TJ100',
    );
    expect(latest.queryByRole('link', { name: /^Return an item/ })).not.toBeInTheDocument();
  });

  it('shows a paid order not yet shipped as confirmed in the list and on its page, where the timeline says the payment was received', async () => {
    const paid = order({
      id: 3,
      trackingNumber: 'TJ300',
      status: 'pending',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      total: '80.00',
    });
    const paidDetail: AccountOrderDetail = {
      ...detail,
      ...paid,
      events: [
        { status: 'awaiting_payment', note: null, createdAt: '2025-03-01T12:00:00.000Z' },
        { status: 'pending', note: 'Payment received', createdAt: '2025-03-01T12:01:00.000Z' },
      ],
    };
    signedInAs(ann, {
      'GET /api/account/orders': () => json([paid]),
      'GET /api/account/orders/3': () => json(paidDetail),
    });
    const { user } = renderAccount();
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('$80.00').previousElementSibling).toHaveTextContent('Order Confirmed');
    expect(card.queryByText(/pending/i)).not.toBeInTheDocument();

    await user.click(card.getByRole('link', { name: 'View order TJ300' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Order TJ300' });
    expect(heading.parentElement?.nextElementSibling).toHaveTextContent('Order Confirmed');
    const timeline = within(screen.getByRole('list', { name: 'Order timeline' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Awaiting payment'),
      expect.stringContaining('Order ConfirmedPayment received'),
    ]);
    expect(screen.queryByText(/pending/i)).not.toBeInTheDocument();
  });

  it('invites a shopper without orders to the shop', async () => {
    signedInAs(ann, { 'GET /api/account/orders': () => json([]) });
    renderAccount();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
  });

  it('Buy again puts what is available in the cart, names what is not, and opens the cart', async () => {
    const shirt = line();
    const dress = line({
      id: 'gid://local/Product/2-S-Blue',
      productId: 'gid://local/Product/2',
      name: 'Silk Dress',
      price: '600.00',
      size: 'S',
      color: 'Blue',
      quantity: 2,
    });
    cartStore.set([line({ quantity: 1 })]);
    const fetchMock = signedInAs(ann, {
      'GET /api/account/orders': () => json([newer]),
      'POST /api/account/orders/2/buy-again': () =>
        json({ items: [shirt, dress], unavailable: [{ name: 'Gift Wrap', reason: 'no longer sold' }] }),
    });
    const { user } = renderAccount();
    render(<DrawerProbe />);
    await user.click(await screen.findByRole('button', { name: 'Buy again: order TJ200' }));

    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: '3 items added to your cart',
        description: 'Not available: Gift Wrap (no longer sold)',
      }),
    );
    expect(cartStore.get()).toEqual([{ ...shirt, quantity: 2 }, dress]);
    expect(screen.getByText('cart open')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/account/orders/2/buy-again')).toHaveLength(1);
  });

  it('Buy again says so when nothing can be bought today', async () => {
    signedInAs(ann, {
      'GET /api/account/orders': () => json([newer]),
      'POST /api/account/orders/2/buy-again': () =>
        json({ items: [], unavailable: [{ name: 'Silk Dress', reason: 'sold out' }] }),
    });
    const { user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Buy again: order TJ200' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Nothing could be added to your cart',
        description: 'Not available: Silk Dress (sold out)',
        variant: 'destructive',
      }),
    );
    expect(cartStore.get()).toEqual([]);
  });

  it("shows one order's lines, money, address and timeline", async () => {
    signedInAs(ann, { 'GET /api/account/orders/2': () => json(detail) });
    renderAccount('/account/orders/2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order TJ200' })).toBeInTheDocument();
    const money = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(money('Subtotal')).toBe('$1,205.00');
    expect(money('Discount')).toBe('-$10.00');
    expect(money('Shipping (Express)')).toBe('Free');
    expect(money('Tax')).toBe('$80.50');
    expect(money('Gift card')).toBe('-$25.00');
    expect(money('Total')).toBe('$1,250.50');
    expect(screen.getByText('$1,200.00')).toBeInTheDocument();
    expect(screen.getByText(/1 Main St/)).toHaveTextContent('Ann Lee 1 Main St Austin, TX 78701');
    const timeline = within(screen.getByRole('list', { name: 'Order timeline' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Order ConfirmedPayment received'),
      expect.stringContaining('Shipped'),
    ]);
    expect(screen.getByRole('link', { name: 'Track order TJ200' })).toHaveAttribute('href', '/track?number=TJ200');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it("says so for an order that is not the shopper's", async () => {
    signedInAs(ann, { 'GET /api/account/orders/99': () => refused('Not found', undefined, 404) });
    renderAccount('/account/orders/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that order in your account.');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/account');
  });
});
