// What staff read on Admin > Returns: each return with its order, shopper, items, what it asks
// for, what it refunds and where it stands; the statuses with their counts; a search; Load more.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReturnList } from '../../../../shared/schemas/returns';
import { returnSummary } from '../../../test/admin-returns';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { ReturnsScreen } from './ReturnsScreen';

const COUNTS = { requested: 2, approved: 1, in_transit: 1, received: 0, refunded: 3, exchanged: 0, rejected: 1 };

const page = (returns: AdminReturnList['returns'], next?: string) => {
  const response = json({ returns, counts: COUNTS } satisfies AdminReturnList);
  if (next) response.headers.set('link', `</api/admin/returns?status=requested&limit=25&after=${next}>; rel="next"`);
  return response;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Admin > Returns', () => {
  it('lists the requested returns with their figures, the counts per status, and the next page', async () => {
    const server = fakeServer({
      'GET /api/admin/returns?status=requested&limit=25': () => page([returnSummary()], '5'),
      'GET /api/admin/returns?status=requested&limit=25&after=5': () =>
        page([returnSummary({ id: 4, returnNumber: 'R-2B8D4M', kind: 'exchange', refundAmount: '0.00', items: 1 })]),
    });
    const user = renderAdminScreen(<ReturnsScreen />, '/returns');

    const row = (await screen.findByRole('link', { name: 'R-7F3K9Q' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'R-7F3K9Q' })).toHaveAttribute('href', '/returns/5');
    expect(within(row).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/orders/41');
    expect(row).toHaveTextContent('TJ0123456789ABCDEF');
    expect(within(row).getByText('Ann Tester')).toBeInTheDocument();
    expect(within(row).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('Mixed')).toBeInTheDocument();
    expect(within(row).getByText('$59.00')).toBeInTheDocument();
    expect(within(row).getByText('Dec 1, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Requested')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();

    const tabs = screen.getByRole('group', { name: 'Return statuses' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Requested2',
      'Approved1',
      'On its way back1',
      'Received0',
      'Refunded3',
      'Exchanged0',
      'Rejected1',
      'All8',
    ]);
    expect(within(tabs).getByRole('button', { name: 'Requested 2' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = (await screen.findByRole('link', { name: 'R-2B8D4M' })).closest('tr')!;
    expect(within(second).getByText('Exchange')).toBeInTheDocument();
    expect(within(second).getByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requestsOf(server)).toEqual([
      'GET /api/admin/returns?status=requested&limit=25',
      'GET /api/admin/returns?status=requested&limit=25&after=5',
    ]);
  });

  it('shows every status by its label under All, and searches by return number, order number or email', async () => {
    const server = fakeServer({
      'GET /api/admin/returns?status=requested&limit=25': () => page([]),
      'GET /api/admin/returns?limit=25': () =>
        page([
          returnSummary({ id: 1, returnNumber: 'R-AAAAAA', status: 'in_transit' }),
          returnSummary({ id: 2, returnNumber: 'R-BBBBBB', status: 'refunded', kind: 'refund' }),
          returnSummary({ id: 3, returnNumber: 'R-CCCCCC', status: 'rejected' }),
        ]),
      'GET /api/admin/returns?q=ann%40example.com&limit=25': () => page([]),
    });
    const user = renderAdminScreen(<ReturnsScreen />, '/returns');
    expect(await screen.findByText('No returns here')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All 8' }));
    const statusOf = async (returnNumber: string) =>
      within((await screen.findByRole('link', { name: returnNumber })).closest('tr')!)
        .getAllByRole('cell')
        .at(-1);
    expect(await statusOf('R-AAAAAA')).toHaveTextContent('On its way back');
    expect(await statusOf('R-BBBBBB')).toHaveTextContent('Refunded');
    expect(await statusOf('R-CCCCCC')).toHaveTextContent('Rejected');
    expect(screen.getByText('Showing 3 of 8')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by return number, order number or email' }),
      'ann@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No returns match')).toBeInTheDocument();
    expect(requestsOf(server).at(-1)).toBe('GET /api/admin/returns?q=ann%40example.com&limit=25');
  });
});
