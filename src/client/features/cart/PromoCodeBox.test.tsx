import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_CODE_INVALID, PROMO_CODE_REQUIRED } from '../../../shared/promo-codes';
import { PROMO_CHECK_FAILED } from './api';
import { PromoCodeBox } from './PromoCodeBox';
import { clearPromo, getAppliedPromo } from './promo';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const INVALID = { message: PROMO_CODE_INVALID, errors: [{ path: 'code', message: PROMO_CODE_INVALID }] };

function setup(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PromoCodeBox />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText('Promo Code') };
}

beforeEach(() => clearPromo());
afterEach(() => vi.unstubAllGlobals());

describe('PromoCodeBox', () => {
  it('asks for a code before calling the server', async () => {
    const fetchMock = vi.fn();
    const { user } = setup(fetchMock);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PROMO_CODE_REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('applies the code the server accepts, in its spelling, then locks', async () => {
    const fetchMock = vi.fn(async () => json({ code: 'WELCOME10', percentOff: 10 }));
    const { user, input } = setup(fetchMock);
    await user.type(input, ' welcome10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('status')).toHaveTextContent('WELCOME10 applied: 10% off your subtotal.');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('WELCOME10');
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/promotions/check',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: JSON.stringify({ code: 'welcome10' }) }),
    );
    expect(window.sessionStorage.getItem('tj-promo')).toBe('WELCOME10');
  });

  it('removes an applied code, which unlocks the box for another', async () => {
    const fetchMock = vi.fn(async () => json({ code: 'WELCOME10', percentOff: 10 }));
    const { user, input } = setup(fetchMock);
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove WELCOME10' }));
    expect(getAppliedPromo()).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it("shows the server's one answer for a refused code and applies nothing", async () => {
    const { user, input } = setup(vi.fn(async () => json(INVALID, 400)));
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
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, input } = setup(fetchMock);
    await user.type(input, 'welcome10');
    const button = screen.getByRole('button', { name: 'Apply' });
    await user.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(json({ code: 'WELCOME10', percentOff: 10 }));
    expect(await screen.findByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  it('shows the wait when checks are rate limited', async () => {
    const { user, input } = setup(
      vi.fn(async () => json({ message: 'Too many requests. Please try again in 1 minute.' }, 429)),
    );
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 1 minute.');
    expect(getAppliedPromo()).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    const { user, input } = setup(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await user.type(input, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROMO_CHECK_FAILED);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});
