import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../shared/schemas/admin';
import { OrdersTable } from './OrdersTable';

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 7,
  trackingNumber: 'TRK-1',
  email: 'ada@example.com',
  customerName: 'Ada Lovelace',
  status: 'pending',
  paymentStatus: 'paid',
  fulfillmentStatus: 'unfulfilled',
  itemCount: 3,
  total: '84.50',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The table's one row, cell by column header. */
function tableRow(row: AdminOrder) {
  render(<OrdersTable rows={[row]} loading={false} />);
  const table = screen.getByRole('table', { name: 'Orders' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
  return (header: string) => cells[headers.indexOf(header)] as HTMLElement;
}

describe('orders table', () => {
  it.each([
    ['paid', 'Paid'],
    ['unpaid', 'Unpaid'],
    ['partially_refunded', 'Partially refunded'],
    ['refunded', 'Refunded'],
    ['in_review', 'Payment in review'],
  ] as const)('names a %s order\'s payment "%s"', (paymentStatus, label) => {
    expect(tableRow(order({ paymentStatus }))('Payment')).toHaveTextContent(label);
  });

  it.each([
    ['unfulfilled', 'Unfulfilled'],
    ['partially_fulfilled', 'Partially fulfilled'],
    ['fulfilled', 'Fulfilled'],
    ['delivered', 'Delivered'],
  ] as const)('names a %s order\'s fulfillment "%s"', (fulfillmentStatus, label) => {
    expect(tableRow(order({ fulfillmentStatus }))('Fulfillment')).toHaveTextContent(label);
  });

  it('shows who ordered, how many items and the total', () => {
    const cell = tableRow(order());
    expect(cell('Customer')).toHaveTextContent('Ada Lovelace');
    expect(cell('Customer')).toHaveTextContent('ada@example.com');
    expect(cell('Items')).toHaveTextContent('3');
    expect(cell('Total')).toHaveTextContent('$84.50');
  });

  it('gives a phone a card per order with the same facts', () => {
    render(<OrdersTable rows={[order({ paymentStatus: 'refunded', status: 'cancelled' })]} loading={false} />);
    const card = within(screen.getByRole('list', { name: 'Orders' })).getByRole('listitem');
    for (const text of ['#7', 'Ada Lovelace', 'Refunded', 'Unfulfilled', '$84.50', '3 items'])
      expect(card).toHaveTextContent(text);
    // Shown capitalised by its style.
    expect(card).toHaveTextContent(/cancelled/i);
  });
});

describe('ticking orders for a bulk action', () => {
  it('ticks one order, or every order shown', async () => {
    const user = userEvent.setup();
    const selected = new Set<number>();
    const selection = {
      selected,
      toggle: (id: number) => (selected.has(id) ? selected.delete(id) : selected.add(id)),
      setAll: (ids: number[], on: boolean) => ids.forEach((id) => (on ? selected.add(id) : selected.delete(id))),
    };
    render(<OrdersTable rows={[order({ id: 7 }), order({ id: 8 })]} loading={false} selection={selection} />);
    const table = screen.getByRole('table', { name: 'Orders' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select order #8' }));
    expect([...selected]).toEqual([8]);
    await user.click(within(table).getByRole('checkbox', { name: 'Select every order shown' }));
    expect([...selected].sort()).toEqual([7, 8]);
  });
});
