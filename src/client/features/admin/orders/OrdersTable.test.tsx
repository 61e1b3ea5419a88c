import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../shared/schemas/admin';
import { OrdersTable } from './OrdersTable';

const order = (status: string, paymentStatus: string | null): AdminOrder => ({
  id: 7,
  trackingNumber: 'TRK-1',
  email: 'ada@example.com',
  status,
  total: '84.50',
  createdAt: '2026-11-20T10:00:00.000Z',
  paymentStatus,
});

/** The Payment cell of the table's one row. */
function paymentCell(row: AdminOrder) {
  render(<OrdersTable rows={[row]} loading={false} />);
  const column = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Payment');
  return within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[column] as HTMLElement;
}

describe('orders table payment column', () => {
  it.each([
    ['open', 'Awaiting payment'],
    ['paid', 'Paid'],
    ['declined', 'Declined'],
    ['cancelled', 'Cancelled'],
    ['expired', 'Expired'],
    ['failed', 'Failed'],
    ['review', 'Needs review'],
  ])('names a %s payment "%s"', (paymentStatus, label) => {
    expect(paymentCell(order('awaiting_payment', paymentStatus))).toHaveTextContent(label);
  });

  it.each([
    ['confirmed', 'Gift card'],
    ['awaiting_payment', '—'],
  ])('with no payment, shows a %s order as "%s" (a gift card paid it, or one is awaited)', (status, label) => {
    expect(paymentCell(order(status, null))).toHaveTextContent(label);
  });
});
