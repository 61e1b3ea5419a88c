import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refund } from '../../../test/admin-orders';
import { OrderRefunds } from './OrderRefunds';

describe('order refunds', () => {
  it('shows a refund the provider took with its reference and dates', () => {
    render(<OrderRefunds refunds={[refund({ reason: 'Arrived damaged' })]} />);
    const [item] = screen.getAllByRole('listitem') as [HTMLElement];
    expect(item).toHaveTextContent('$14.50');
    expect(within(item).getByText('Refunded')).toBeInTheDocument();
    expect(within(item).getByText('Arrived damaged')).toBeInTheDocument();
    expect(within(item).getByText('re_3Nx9')).toHaveClass('font-mono');
    expect(item).toHaveTextContent(/Requested.*Nov 21, 2026/);
    expect(item).toHaveTextContent(/Settled.*Nov 21, 2026/);
  });

  it('says a pending refund is sent again by itself, with why the provider has not taken it yet', () => {
    render(
      <OrderRefunds
        refunds={[
          refund({
            status: 'pending',
            providerRefundId: null,
            settledAt: null,
            lastError: 'Stripe did not answer in time',
          }),
        ]}
      />,
    );
    const [item] = screen.getAllByRole('listitem') as [HTMLElement];
    expect(within(item).getByText('Pending: sent again automatically')).toBeInTheDocument();
    expect(within(item).getByText('Stripe did not answer in time')).toHaveClass('text-xs');
    expect(item).not.toHaveTextContent('Refunded');
    expect(item).not.toHaveTextContent('Settled');
  });
});
