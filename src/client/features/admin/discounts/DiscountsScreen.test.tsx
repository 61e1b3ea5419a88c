// The discounts list: each discount in words (its code or Automatic, its rule, state, dates, uses
// against the limit and what it took off orders), Pause and Resume at once, End only after asking.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminDiscount } from '../../../test/admin-discounts';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { DiscountsScreen } from './DiscountsScreen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

const SPRING = adminDiscount();
const SHIPPING = adminDiscount({
  id: 8,
  title: 'Free shipping weekend',
  code: null,
  rule: { kind: 'free-shipping' },
  description: 'Free shipping',
  usageLimit: null,
  usedCount: 1,
  savedCents: 999,
  paused: true,
  state: 'paused',
  startsAt: '2026-03-06T17:00:00.000Z',
  endsAt: '2099-03-09T07:59:00.000Z',
});

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('the discounts list', () => {
  it('shows each discount as the owner reads it', async () => {
    fakeServer({ 'GET /api/admin/discounts': () => json([SPRING, SHIPPING]) });
    renderAdminScreen(<DiscountsScreen />, '/discounts');

    await screen.findByRole('link', { name: 'Spring sale' });
    const spring = rowOf('Spring sale');
    expect(within(spring).getByText('SPRING15')).toHaveClass('font-mono');
    expect(spring).toHaveTextContent('15% off your order');
    expect(within(spring).getByText('Active')).toBeInTheDocument();
    expect(spring).toHaveTextContent('Used 3 / 100');
    expect(spring).toHaveTextContent('$123.45 off orders');
    expect(spring).toHaveTextContent('No end date');

    const shipping = rowOf('Free shipping weekend');
    expect(within(shipping).getByText('Automatic')).toBeInTheDocument();
    expect(within(shipping).getByText('Paused')).toBeInTheDocument();
    expect(shipping).toHaveTextContent('Used 1 time');
    expect(shipping).toHaveTextContent('$9.99 off orders');
    expect(shipping).toHaveTextContent('Ends Mar 9, 2099');
    expect(within(shipping).getByRole('button', { name: 'Resume Free shipping weekend' })).toBeInTheDocument();
  });

  it('finds a discount by its code or rule', async () => {
    fakeServer({ 'GET /api/admin/discounts': () => json([SPRING, SHIPPING]) });
    const user = renderAdminScreen(<DiscountsScreen />, '/discounts');
    await screen.findByRole('link', { name: 'Spring sale' });
    await user.type(screen.getByLabelText('Search discounts'), 'shipping{Enter}');
    expect(screen.queryByRole('link', { name: 'Spring sale' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Free shipping weekend' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
  });

  it('pauses at once, and ends only once the owner confirms', async () => {
    const fetchMock = fakeServer({
      'GET /api/admin/discounts': () => json([SPRING]),
      'POST /api/admin/discounts/7/pause': () => json({ ...SPRING, paused: true, state: 'paused' }),
      'POST /api/admin/discounts/7/end': () => json({ ...SPRING, paused: true, state: 'ended' }),
    });
    const user = renderAdminScreen(<DiscountsScreen />, '/discounts');
    await user.click(await screen.findByRole('button', { name: 'Pause SPRING15' }));
    expect(await within(rowOf('Spring sale')).findByText('Paused')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: 'SPRING15 paused' });

    await user.click(screen.getByRole('button', { name: 'End SPRING15' }));
    const dialog = await screen.findByRole('dialog', { name: 'End SPRING15?' });
    expect(dialog).toHaveTextContent('this cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requestsOf(fetchMock)).not.toContain('POST /api/admin/discounts/7/end');

    await user.click(screen.getByRole('button', { name: 'End SPRING15' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, end SPRING15' }));
    expect(await within(rowOf('Spring sale')).findByText('Ended')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain('POST /api/admin/discounts/7/end');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('Spring sale')).queryByRole('button')).not.toBeInTheDocument();
  });
});
