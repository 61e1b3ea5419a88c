import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TIMINGS_MS } from '../../../shared/store';
import { notify } from '../../lib/toast';
import { PAYMENT_TOKEN } from '../../test/payments';
import HomeGiftCreator from './HomeGiftCreator';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

const MISSING = {
  title: 'Missing Information',
  description: 'Please provide recipient email and minimum $5 amount.',
  variant: 'destructive',
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create Gift Card' }));

function answer(body: unknown, status = 201) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** POST /api/gift-cards's answer: a payment to make; the card comes once it is paid. */
const paymentStarted = (paymentUrl: string) =>
  answer({ giftCard: null, emailSent: false, paymentUrl, paymentToken: PAYMENT_TOKEN });

function renderCreator() {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={location.hook}>
      <HomeGiftCreator />
    </Router>,
  );
  return location;
}

function fillIn() {
  fireEvent.click(screen.getByLabelText('Golden Luxury'));
  fireEvent.click(screen.getByRole('button', { name: '$100' }));
  type("Recipient's name", 'Sam');
  type("Recipient's email", 'sam@example.com');
  type('Your name', 'Alex');
  type('Your email', 'alex@example.com');
  type('Personal message', 'Enjoy!');
}

describe('HomeGiftCreator', () => {
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the recipient email before anything else, and sends nothing', () => {
    const fetchMock = answer({});
    vi.stubGlobal('fetch', fetchMock);
    renderCreator();
    create();
    expect(notify).toHaveBeenCalledWith(MISSING);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a custom amount under $5 with the same message', () => {
    vi.stubGlobal('fetch', answer({}));
    renderCreator();
    type("Recipient's email", 'sam@example.com');
    type('Custom amount ($)', '4.99');
    create();
    expect(notify).toHaveBeenCalledWith(MISSING);
  });

  it('sells from $5, as the gift card page does: the hint says so and a $7.50 card goes to its payment', () => {
    const fetchMock = paymentStarted(`/checkout/pay/${PAYMENT_TOKEN}`);
    vi.stubGlobal('fetch', fetchMock);
    renderCreator();
    expect(screen.getByText('Between $5 and $1,000')).toBeInTheDocument();
    fillIn();
    type('Custom amount ($)', '7.50');
    create();
    expect(notify).not.toHaveBeenCalled();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ amount: '7.50', recipientEmail: 'sam@example.com' });
  });

  it('shows the other field errors inline once email and amount are there', () => {
    const fetchMock = answer({});
    vi.stubGlobal('fetch', fetchMock);
    renderCreator();
    type("Recipient's email", 'sam@example.com');
    create();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByText("Recipient's name is required")).toBeInTheDocument();
    expect(screen.getByText('Your name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the card after the delay, then goes to its payment page: no card is shown before it is paid', async () => {
    vi.useFakeTimers();
    const fetchMock = paymentStarted(`/checkout/pay/${PAYMENT_TOKEN}`);
    vi.stubGlobal('fetch', fetchMock);
    const location = renderCreator();
    fillIn();
    create();
    expect(screen.getByRole('button', { name: 'Creating Gift Card...' })).toBeDisabled();
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({
      title: 'Golden Luxury',
      amount: '100.00',
      design: 'golden-luxury',
      recipientEmail: 'sam@example.com',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS_MS.homeGiftDelay - 100);
    });
    expect(location.history.at(-1)).toBe('/');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(location.history.at(-1)).toBe(`/checkout/pay/${PAYMENT_TOKEN}`);
    expect(screen.queryByTestId('gift-card-code')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it("goes to Stripe's page by a full page load, and stays busy meanwhile", async () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal('fetch', paymentStarted('https://checkout.stripe.com/c/pay/cs_test_1'));
    renderCreator();
    fillIn();
    create();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS_MS.homeGiftDelay);
    });
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(screen.getByRole('button', { name: 'Creating Gift Card...' })).toBeDisabled();
  });
});
