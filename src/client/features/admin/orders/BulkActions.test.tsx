import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { BulkActions } from './BulkActions';

const BULK = '/api/admin/shipments';

function renderBulk(selected: number[]) {
  const onShipped = vi.fn();
  const fetchMock = fakeServer({
    [`POST ${BULK}`]: () =>
      json({ shipped: [7], refused: [{ id: 8, message: 'An order that is cancelled cannot ship' }] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BulkActions selected={selected} onShipped={onShipped} />
    </QueryClientProvider>,
  );
  return { onShipped, fetchMock, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('actions on the ticked orders', () => {
  it('prints the slips and invoices of exactly the ticked orders', () => {
    renderBulk([7, 8]);
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(bar).toHaveTextContent('2 orders selected');
    expect(within(bar).getByRole('link', { name: 'Print packing slips' })).toHaveAttribute(
      'href',
      '/admin/print/packing-slips?orders=7,8',
    );
    expect(within(bar).getByRole('link', { name: 'Print invoices' })).toHaveAttribute(
      'href',
      '/admin/print/invoices?orders=7,8',
    );
  });

  it('marks them shipped only once staff confirm, then says which shipped and why the others did not', async () => {
    const { onShipped, fetchMock, user } = renderBulk([7, 8]);
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(screen.getByText(/Mark 2 orders shipped without a tracking number\?/)).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain(`POST ${BULK}`);

    await user.click(screen.getByRole('button', { name: 'Yes, mark shipped' }));
    expect(await screen.findByText('1 order marked shipped; the customers were emailed.')).toBeInTheDocument();
    expect(screen.getByText('Order #8: An order that is cancelled cannot ship')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === BULK) as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ orderIds: [7, 8] });
    expect(onShipped).toHaveBeenCalledWith([7]);
  });

  it('shows nothing while no order is ticked', () => {
    renderBulk([]);
    expect(screen.queryByRole('region', { name: 'Selected orders' })).not.toBeInTheDocument();
  });
});
