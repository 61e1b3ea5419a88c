// The sales list: each sale in words (what it does, what it covers, Scheduled, Running or Ended,
// its dates, what a running one has marked down), and End only after asking.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSale } from '../../../test/admin-sales';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { renderAdminScreen } from '../../../test/render-admin';
import { collection } from '../../../test/taxonomy';
import { SalesScreen } from './SalesScreen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

const RUNNING = adminSale({ startsAt: '2026-06-01T12:00:00.000Z', startedAt: '2026-06-01T12:00:00.000Z' });
const SCHEDULED = adminSale({
  id: 5,
  title: 'Streetwear weekend',
  percentOff: null,
  priceCents: 1999,
  productIds: [],
  collection: 'streetwear',
  state: 'scheduled',
  startsAt: '2099-07-03T12:00:00.000Z',
  endsAt: '2099-07-05T12:00:00.000Z',
  startedAt: null,
  variantsMarkedDown: 0,
});
const ENDED = adminSale({
  id: 3,
  title: 'One dress',
  productIds: [12],
  state: 'ended',
  endsAt: null,
  endedAt: '2026-06-20T12:00:00.000Z',
  variantsMarkedDown: 0,
});

const ADMIN_COLLECTIONS = [
  { ...collection('Streetwear Staples', 'streetwear'), position: 2, published: true, products: 12 },
];

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('the sales list', () => {
  it('says what each sale does, what it covers, where it stands and when', async () => {
    fakeServer({
      'GET /api/admin/sales': () => json([SCHEDULED, RUNNING, ENDED]),
      'GET /api/admin/collections': () => json({ collections: ADMIN_COLLECTIONS }),
    });
    renderAdminScreen(<SalesScreen />, '/sales');

    await screen.findByRole('link', { name: 'Summer markdown' });
    const running = rowOf('Summer markdown');
    expect(running).toHaveTextContent('25% off');
    expect(running).toHaveTextContent('3 products');
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(running).toHaveTextContent('9 variants marked down');
    expect(running).toHaveTextContent('Started Jun 1, 2026');
    expect(running).toHaveTextContent('Until ended');

    const scheduled = rowOf('Streetwear weekend');
    expect(scheduled).toHaveTextContent('All at $19.99');
    expect(await within(scheduled).findByText('Collection: Streetwear Staples')).toBeInTheDocument();
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    expect(scheduled).toHaveTextContent('Starts Jul 3, 2099');
    expect(scheduled).toHaveTextContent('Ends Jul 5, 2099');
    expect(scheduled).not.toHaveTextContent('marked down');

    const ended = rowOf('One dress');
    expect(ended).toHaveTextContent('1 product');
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(ended).toHaveTextContent('Ended Jun 20, 2026');
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('finds a sale by what it covers', async () => {
    fakeServer({ 'GET /api/admin/sales': () => json([SCHEDULED, RUNNING]) });
    const user = renderAdminScreen(<SalesScreen />, '/sales');
    await screen.findByRole('link', { name: 'Summer markdown' });
    await user.type(screen.getByLabelText('Search sales'), 'streetwear{Enter}');
    expect(screen.queryByRole('link', { name: 'Summer markdown' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
  });

  it('ends a running sale only once the owner confirms', async () => {
    const fetchMock = fakeServer({
      'GET /api/admin/sales': () => json([RUNNING]),
      'POST /api/admin/sales/4/end': () =>
        json({ ...RUNNING, state: 'ended', endedAt: '2026-06-20T12:00:00.000Z', variantsMarkedDown: 0 }),
    });
    const user = renderAdminScreen(<SalesScreen />, '/sales');

    await user.click(await screen.findByRole('button', { name: 'End Summer markdown' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Summer markdown?' });
    expect(dialog).toHaveTextContent('Every marked-down price goes back to its price before the sale.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requestsOf(fetchMock)).not.toContain('POST /api/admin/sales/4/end');

    await user.click(screen.getByRole('button', { name: 'End Summer markdown' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, end Summer markdown' }));
    expect(await within(rowOf('Summer markdown')).findByText('Ended')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain('POST /api/admin/sales/4/end');
    expect(notify).toHaveBeenCalledWith({ title: 'Summer markdown ended' });
    expect(rowOf('Summer markdown')).not.toHaveTextContent('marked down');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
