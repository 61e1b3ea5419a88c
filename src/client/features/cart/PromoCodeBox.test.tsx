import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_CODE_INVALID, PROMO_CODE_REQUIRED } from '../../../shared/promo-codes';
import type { PromoCheckRequest } from '../../../shared/schemas/promotions';
import { line } from '../../test/cart-lines';
import { checkAnswer, type Shoppers } from '../../test/preview';
import { PROMO_CHECK_FAILED } from './api';
import { forgetPreviews, useCartPricing } from './preview';
import { PromoCodeBox } from './PromoCodeBox';
import { clearPromo, getAppliedPromo, useAppliedPromo } from './promo';
import { addItem, cartStore, clearCart } from './state';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The store answering checks, as it would for `shoppers`; `codeCheck` overrides its answer to a code alone. */
const store = (shoppers: Shoppers = {}, codeCheck?: () => Promise<Response>) =>
  vi.fn<Fetch>(async (_url, init) => {
    const body = JSON.parse(String(init?.body)) as PromoCheckRequest;
    return !body.cart && codeCheck ? codeCheck() : checkAnswer(body, shoppers);
  });

/** The checks of a code alone, the box's own before it applies one (the others price the cart). */
const codeChecks = (fetchMock: ReturnType<typeof vi.fn<Fetch>>) =>
  fetchMock.mock.calls.map(([, init]) => String(init?.body)).filter((body) => !body.includes('"cart"'));

/** The box as the cart page shows it: beside the cart it prices, for a shopper known by `email`. */
function CartBox({ email }: { email?: string }) {
  const code = useAppliedPromo();
  const pricing = useCartPricing({ items: cartStore.use(), code, email });
  return <PromoCodeBox pricing={pricing} />;
}

function setup(fetchMock: ReturnType<typeof vi.fn<Fetch>>, email?: string) {
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CartBox email={email} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText('Promo Code') };
}

beforeEach(() => {
  clearPromo();
  clearCart();
  forgetPreviews();
  addItem(line({ price: '30.00', quantity: 2 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('PromoCodeBox', () => {
  it('asks for a code before calling the server', async () => {
    const fetchMock = store();
    const { user } = setup(fetchMock);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PROMO_CODE_REQUIRED);
    expect(codeChecks(fetchMock)).toEqual([]);
  });

  it('applies the code the server knows, in its spelling, locks, and says what it takes off this cart', async () => {
    const fetchMock = store();
    const { user, input } = setup(fetchMock);
    await user.type(input, ' welcome10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('WELCOME10 applied: 10% off your order.')).toHaveAttribute('role', 'status');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('WELCOME10');
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/promotions/check',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: JSON.stringify({ code: 'welcome10' }) }),
    );
    expect(codeChecks(fetchMock)).toHaveLength(1);
    expect(window.sessionStorage.getItem('tj-promo')).toBe('WELCOME10');
  });

  it("gives the server's reason when a known code does not apply to this shopper, and keeps it removable", async () => {
    const { user, input } = setup(store({ ordered: ['ann@example.com'] }), 'ann@example.com');
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('WELCOME10 not applied. This code is for first orders.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('button', { name: 'Not applied' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove WELCOME10' }));
    expect(getAppliedPromo()).toBeNull();
    expect(input).toBeEnabled();
  });

  it('removes an applied code, which unlocks the box for another', async () => {
    const { user, input } = setup(store());
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove WELCOME10' }));
    expect(getAppliedPromo()).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it("shows the server's one answer for an unknown code and applies nothing", async () => {
    const { user, input } = setup(store());
    await user.type(input, 'SUMMER99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PROMO_CODE_INVALID);
    expect(input).toBeEnabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(getAppliedPromo()).toBeNull();
    expect(window.sessionStorage.getItem('tj-promo')).toBeNull();
  });

  it('disables Apply while the server checks, so one click asks once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = store({}, () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, input } = setup(fetchMock);
    await user.type(input, 'welcome10');
    const button = screen.getByRole('button', { name: 'Apply' });
    await user.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(codeChecks(fetchMock)).toHaveLength(1);

    answer(json({ code: 'WELCOME10', percentOff: 10, title: 'Welcome', description: '10% off', preview: null }));
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  it('shows the wait when checks are rate limited', async () => {
    const limited = async () => json({ message: 'Too many requests. Please try again in 1 minute.' }, 429);
    const { user, input } = setup(store({}, limited));
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 1 minute.');
    expect(getAppliedPromo()).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    const { user, input } = setup(vi.fn<Fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROMO_CHECK_FAILED);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});
