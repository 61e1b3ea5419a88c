import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PaymentStatus } from '../../../shared/schemas/payments';
import { fakeServer, json, PAYMENT_TOKEN, paymentView, requestsOf } from '../../test/payments';
import { FIRST_ORDERS_ONLY, promotionsRoute, type Shoppers } from '../../test/preview';
import { cartLineId } from '../../../shared/schemas/cart';
import { addItem, cartStore, clearPromo, forgetPreviews } from '../cart';
import { CheckoutView } from './CheckoutView';
import { keepCheckoutDraft, readCheckoutDraft } from './checkout-draft';
import { peekLastOrder } from './last-order';
import { GRACE_DRAFT, startWithTwoTees } from '../../test/checkout';

const PAYMENT = `/api/payments/${PAYMENT_TOKEN}`;
const DEMO = { provider: 'demo', mode: 'demo' };

function renderCheckout(path = '/checkout') {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={location.hook}>
        <CheckoutView />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

async function placeOrder() {
  const user = userEvent.setup();
  const fields = {
    Email: 'ada@example.com',
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Address: '12 Garrison Ave',
    City: 'Fort Smith',
    'ZIP code': '72901',
  };
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
  await user.selectOptions(screen.getByLabelText('State'), 'AR');
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

const placed = (paymentUrl: string | null) =>
  json(
    { order: paymentView().order, emailSent: false, paymentUrl, paymentToken: paymentUrl ? PAYMENT_TOKEN : null },
    201,
  );

const idempotencyKeys = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/orders')
    .map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

const sentBodies = (fetchMock: ReturnType<typeof fakeServer>, url: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  startWithTwoTees();
  clearPromo();
  forgetPreviews();
});

type Routes = Parameters<typeof fakeServer>[0];

/** The store: the routes given, and the cart priced as the server would for `shoppers`. */
const serve = (routes: Routes, shoppers: Shoppers = {}) =>
  fakeServer({ 'POST /api/promotions/check': promotionsRoute(shoppers), ...routes });

const summaryValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Order summary' })).getByText(label).nextElementSibling;
/** Once the server's figures show for the checkout as it is. */
const pricedValue = (label: string, value: string | RegExp) =>
  waitFor(() => expect(summaryValue(label)).toHaveTextContent(value));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout form', () => {
  it('reckons tax from the state in the US, and charges none for an order leaving the US', async () => {
    serve({ 'GET /api/payments/provider': () => json(DEMO) });
    renderCheckout();
    const user = userEvent.setup();
    const tax = () => screen.getByText('Tax').nextElementSibling;
    expect(tax()).toHaveTextContent('Calculated from your state');
    await user.selectOptions(screen.getByLabelText('State'), 'AR');
    await pricedValue('Tax', /^\$\d+\.\d\d$/);
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(tax()).toHaveTextContent('None (outside the US)');
    expect(screen.queryByText('Calculated from your state')).not.toBeInTheDocument();
  });

  it('promises a parcel going abroad the international delivery times, at the same price', async () => {
    serve({ 'GET /api/payments/provider': () => json(DEMO) });
    renderCheckout();
    const express = () => screen.getByRole('radio', { name: /Express/ }).closest('label')!;
    expect(express()).toHaveTextContent('1-2 business days · arrives');
    expect(express()).toHaveTextContent('$19.99');
    await userEvent.setup().selectOptions(screen.getByLabelText('Country'), 'JP');
    expect(express()).toHaveTextContent('3-5 business days (international) · arrives');
    expect(express()).toHaveTextContent('$19.99');
    expect(screen.getByRole('radio', { name: /Standard/ }).closest('label')).toHaveTextContent(
      '7-14 business days (international)',
    );
  });

  it('says a phone that is not a phone number is not one, under the field, and sends nothing', async () => {
    const fetchMock = serve({ 'GET /api/payments/provider': () => json(DEMO) });
    renderCheckout();
    await userEvent.setup().type(screen.getByLabelText('Phone (optional)'), 'not a phone');
    await placeOrder();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/orders');
  });
});

describe('a promo code at checkout', () => {
  it('takes a code in the order summary, names it with what it takes off, and places the order with it', async () => {
    const fetchMock = serve({
      'GET /api/payments/provider': () => json(DEMO),
      'POST /api/orders': () => placed(`/checkout/pay/${PAYMENT_TOKEN}`),
    });
    renderCheckout();
    const summary = screen.getByRole('complementary');
    // Two tees at $35.00: $70.00, free shipping over $50.
    await pricedValue('Total', '$70.00');
    const user = userEvent.setup();
    const promoField = within(summary).getByLabelText('Promo Code');
    await user.type(promoField, 'welcome10');
    await user.click(within(promoField.closest('form')!).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByText('WELCOME10 applied: 10% off your order.')).toBeInTheDocument();
    await pricedValue('WELCOME10 — Welcome offer: 10% off your first order', '-$7.00');
    expect(summaryValue('Total')).toHaveTextContent('$63.00');
    await placeOrder();
    await waitFor(() => expect(requestsOf(fetchMock)).toContain('POST /api/orders'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ promoCode: 'WELCOME10' });
  });

  it('prices the cart for the email typed: a shopper who has ordered before is told why the welcome code does not apply', async () => {
    const fetchMock = serve({ 'GET /api/payments/provider': () => json(DEMO) }, { ordered: ['ada@example.com'] });
    renderCheckout();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Promo Code'), 'WELCOME10');
    await user.click(
      within(screen.getByLabelText('Promo Code').closest('form')!).getByRole('button', { name: 'Apply' }),
    );
    await pricedValue('Total', '$63.00');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(await screen.findByText(`WELCOME10 not applied. ${FIRST_ORDERS_ONLY}`)).toBeInTheDocument();
    await pricedValue('Total', '$70.00');
    expect(screen.queryByText(/^WELCOME10 —/)).not.toBeInTheDocument();
    const previews = fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/promotions/check' && String(init?.body).includes('"cart"'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    // A half-typed email ("ada@", "ada@example.c") is nobody's: it is never sent.
    const emails = previews.map((body) => body.cart.email);
    expect(emails.slice(0, 2)).toEqual([undefined, undefined]);
    expect(emails.filter((email) => email !== undefined && !/^ada@example\.com?$/.test(email))).toEqual([]);
    expect(previews.at(-1)).toEqual({
      code: 'WELCOME10',
      cart: {
        items: [{ variantId: 'gid://local/ProductVariant/11', quantity: 2 }],
        shippingMethod: 'standard',
        email: 'ada@example.com',
        country: 'US',
      },
    });
  });

  it('says the total is being checked, and never shows one, until the server has priced this checkout', async () => {
    let answer: (() => void) | null = null;
    serve({
      'GET /api/payments/provider': () => json(DEMO),
      'POST /api/promotions/check': (init) =>
        new Promise<Response>((resolve) => (answer = () => resolve(promotionsRoute()(init)))),
    });
    renderCheckout();
    expect(summaryValue('Subtotal')).toHaveTextContent('$70.00');
    expect(summaryValue('Total')).toHaveTextContent('Checking…');
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await pricedValue('Total', '$70.00');
  });
});

describe('checkout and its payment', () => {
  it.each([
    ['demo', 'Demo payment: no card is charged. You will confirm on the next page.'],
    ['stripe', "You will pay securely on Stripe's payment page."],
  ] as const)('says before Place Order how a %s payment is taken', async (provider, note) => {
    serve({ 'GET /api/payments/provider': () => json({ provider, mode: provider === 'demo' ? 'demo' : 'test' }) });
    renderCheckout();
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it('says under Place Order that the order is confirmed once it is paid', async () => {
    serve({ 'GET /api/payments/provider': () => json(DEMO) });
    renderCheckout();
    expect(
      await screen.findByText(
        'Your order is confirmed once it is paid. You will then get an email with your tracking number.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/confirmed by our team/)).not.toBeInTheDocument();
  });

  it('goes on to the payment page with the cart kept, and a second order is a new attempt replacing the first', async () => {
    const fetchMock = serve({
      'GET /api/payments/provider': () => json(DEMO),
      'POST /api/orders': () => placed(`/checkout/pay/${PAYMENT_TOKEN}`),
    });
    const location = renderCheckout();
    await placeOrder();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout/pay/${PAYMENT_TOKEN}`));
    expect(cartStore.get()).toHaveLength(1);
    expect(readCheckoutDraft()).toMatchObject({
      customer: { email: 'ada@example.com', state: 'AR' },
      shippingMethod: 'standard',
      giftCard: null,
      paymentToken: PAYMENT_TOKEN,
    });

    // Back on the checkout, the form is as the shopper filled it, and the cart is priced as the
    // order placed again will be: without the earlier attempt, which that order cancels.
    cleanup();
    renderCheckout();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await waitFor(() =>
      expect(sentBodies(fetchMock, '/api/promotions/check').at(-1)).toMatchObject({
        cart: { replacesPayment: PAYMENT_TOKEN },
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(idempotencyKeys(fetchMock)).toHaveLength(2));
    const [first, second] = idempotencyKeys(fetchMock);
    expect(first).not.toBe(second);
    const [firstBody, secondBody] = sentBodies(fetchMock, '/api/orders');
    expect(firstBody).not.toHaveProperty('replacesPayment');
    expect(secondBody).toMatchObject({ replacesPayment: PAYMENT_TOKEN });
  });

  it('goes to a payment page on another site by a full page load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve({
      'GET /api/payments/provider': () => json({ provider: 'stripe', mode: 'test' }),
      'POST /api/orders': () => placed('https://checkout.stripe.com/c/pay/cs_test_1'),
    });
    renderCheckout();
    await placeOrder();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(cartStore.get()).toHaveLength(1);
  });

  it('says why when the payment page cannot be opened, keeps the cart, and tries again as a new attempt', async () => {
    const message =
      'We could not open the payment page, so nothing was charged and nothing was held. Please try again in a moment.';
    let answer = () => json({ message }, 503);
    const fetchMock = serve({
      'GET /api/payments/provider': () => json(DEMO),
      'POST /api/orders': () => answer(),
    });
    const location = renderCheckout();
    await placeOrder();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(cartStore.get()).toHaveLength(1);

    answer = () => placed(`/checkout/pay/${PAYMENT_TOKEN}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout/pay/${PAYMENT_TOKEN}`));
    const [first, second] = idempotencyKeys(fetchMock);
    expect(first).not.toBe(second);
  });

  it("shows the store's limit on one item beside the line it refuses, with the way back to the cart", async () => {
    addItem({
      ...cartStore.get()[0]!,
      id: cartLineId('gid://local/Product/2', 'L', 'Red'),
      productId: 'gid://local/Product/2',
      name: 'Wide Jeans',
      size: 'L',
      color: 'Red',
      quantity: 12,
      shopifyId: 'gid://local/ProductVariant/12',
    });
    const message = 'You can buy at most 10 of Wide Jeans (L, Red) in one order';
    serve({
      'GET /api/payments/provider': () => json(DEMO),
      'POST /api/orders': () => json({ message, errors: [{ path: 'items.1.quantity', message }] }, 400),
    });
    renderCheckout();
    await placeOrder();
    const jeans = (await screen.findByText('Wide Jeans')).closest('li')!;
    expect(within(jeans).getByRole('alert')).toHaveTextContent(`${message}. Change it in your cart`);
    expect(within(jeans).getByRole('link', { name: 'Change it in your cart' })).toHaveAttribute('href', '/cart');
    expect(within(screen.getByText('Classic Tee').closest('li')!).queryByRole('alert')).not.toBeInTheDocument();
    expect(cartStore.get()).toHaveLength(2);
  });

  it('confirms at once, emptying the cart, when a gift card paid it all', async () => {
    serve({ 'GET /api/payments/provider': () => json(DEMO), 'POST /api/orders': () => placed(null) });
    const location = renderCheckout();
    await placeOrder();
    await waitFor(() => expect(location.history.at(-1)).toBe('/checkout/success?order=TJ0123456789ABCDEF'));
    expect(cartStore.get()).toEqual([]);
    // The confirmation page shows the order the server answered, and only that one.
    expect(peekLastOrder('TJ0123456789ABCDEF')).toMatchObject({ email: 'ada@example.com', emailSent: false });
    expect(peekLastOrder('TJ0000000000000000')).toBeNull();
  });
});

describe('checkout after a payment page', () => {
  it.each([
    ['declined', 'Your payment was declined. Nothing was charged, and your cart is still here.'],
    ['cancelled', 'Payment cancelled. Nothing was charged, and your cart is still here.'],
    ['expired', 'Your payment page expired. Nothing was charged; please place the order again.'],
    ['failed', 'The payment could not be completed. Nothing was charged; please try again.'],
  ] as const)('says a %s payment charged nothing, and the form still works', async (status: PaymentStatus, message) => {
    serve({
      'GET /api/payments/provider': () => json(DEMO),
      [`GET ${PAYMENT}`]: () => json(paymentView({ status })),
    });
    renderCheckout(`/checkout?payment=${PAYMENT_TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(cartStore.get()).toHaveLength(1);
  });

  it('cancels the payment first when the shopper cancelled on the payment page', async () => {
    const fetchMock = serve({
      'GET /api/payments/provider': () => json(DEMO),
      [`POST ${PAYMENT}/cancel`]: () => json(paymentView({ status: 'cancelled' })),
      [`GET ${PAYMENT}`]: () => json(paymentView({ status: 'cancelled' })),
    });
    renderCheckout(`/checkout?payment=${PAYMENT_TOKEN}&cancelled=1`);
    expect(await screen.findByRole('status')).toHaveTextContent('Payment cancelled.');
    const payments = requestsOf(fetchMock).filter((request) => request.includes(PAYMENT));
    expect(payments).toEqual([`POST ${PAYMENT}/cancel`, `GET ${PAYMENT}`]);
  });

  it('fills the form, the shipping method and the gift card with what the shopper entered before, and places the order with them', async () => {
    keepCheckoutDraft(GRACE_DRAFT);
    const fetchMock = serve({
      'GET /api/payments/provider': () => json(DEMO),
      [`GET ${PAYMENT}`]: () => json(paymentView({ status: 'declined' })),
      'POST /api/orders': () => placed(`/checkout/pay/${PAYMENT_TOKEN}`),
    });
    renderCheckout(`/checkout?payment=${PAYMENT_TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your payment was declined. Nothing was charged, and your cart is still here.',
    );
    const shown = {
      Email: 'grace@example.com',
      'Phone (optional)': '(703) 555-0100',
      'First name': 'Grace',
      'Last name': 'Hopper',
      Address: '1 Navy Way',
      City: 'Arlington',
      Country: 'US',
      State: 'VA',
      'ZIP code': '22202',
      'Order notes (optional)': 'Leave it with the neighbor',
    };
    for (const [label, value] of Object.entries(shown)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.getByRole('checkbox', { name: 'Email me about new arrivals and offers' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Express/ })).toBeChecked();
    expect(screen.getByText('Gift card TJ-ABCD-EFGH-JKLM ($5.00 available)')).toBeInTheDocument();
    // Virginia's tax, from the state kept.
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent(/^\$\d+\.\d\d$/);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(requestsOf(fetchMock)).toContain('POST /api/orders'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/orders')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      customer: GRACE_DRAFT.customer,
      shippingMethod: 'express',
      giftCardCode: 'TJ-ABCD-EFGH-JKLM',
    });
  });

  it('forgets what was entered once a gift card pays the order placed again', async () => {
    keepCheckoutDraft(GRACE_DRAFT);
    serve({ 'GET /api/payments/provider': () => json(DEMO), 'POST /api/orders': () => placed(null) });
    const location = renderCheckout();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/checkout/success?order=TJ0123456789ABCDEF'));
    expect(readCheckoutDraft()).toBeNull();
  });

  it('goes to the confirmation for a payment that was paid after all', async () => {
    serve({
      'GET /api/payments/provider': () => json(DEMO),
      [`GET ${PAYMENT}`]: () => json(paymentView({ status: 'paid' })),
    });
    const location = renderCheckout(`/checkout?payment=${PAYMENT_TOKEN}`);
    await waitFor(() => expect(location.history.at(-1)).toBe(`/checkout/success?payment=${PAYMENT_TOKEN}`));
  });

  it('offers the way back to an open demo payment', async () => {
    serve({ 'GET /api/payments/provider': () => json(DEMO), [`GET ${PAYMENT}`]: () => json(paymentView()) });
    renderCheckout(`/checkout?payment=${PAYMENT_TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment is still open.');
    expect(screen.getByRole('link', { name: 'Return to payment' })).toHaveAttribute(
      'href',
      `/checkout/pay/${PAYMENT_TOKEN}`,
    );
  });

  it('only says an open Stripe payment is open: its page is not known here', async () => {
    serve({
      'GET /api/payments/provider': () => json({ provider: 'stripe', mode: 'test' }),
      [`GET ${PAYMENT}`]: () => json(paymentView({ provider: 'stripe' })),
    });
    renderCheckout(`/checkout?payment=${PAYMENT_TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment is still open.');
    expect(screen.queryByRole('link', { name: 'Return to payment' })).not.toBeInTheDocument();
  });
});
