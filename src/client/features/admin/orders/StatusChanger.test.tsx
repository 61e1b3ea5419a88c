import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatusChanger } from './StatusChanger';

const CANCEL_NOTE = /Cancelling refunds/;

function renderChanger(allowed: string[], refundable: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatusChanger orderId="7" status="confirmed" allowed={allowed} refundable={refundable} />
    </QueryClientProvider>,
  );
}

describe('cancelling a paid order', () => {
  it('says the rest is refunded with the cancel', () => {
    renderChanger(['processing', 'cancelled'], '70.00');
    expect(screen.getByText("Cancelling refunds $70.00 to the customer's card and returns any gift card amount to the card.")).toBeInTheDocument();
  });

  it('says nothing of refunds when nothing is left to give back', () => {
    renderChanger(['processing', 'cancelled'], '0.00');
    expect(screen.queryByText(CANCEL_NOTE)).not.toBeInTheDocument();
  });

  it('says nothing of refunds when cancelling is not offered', () => {
    renderChanger(['delivered'], '70.00');
    expect(screen.queryByText(CANCEL_NOTE)).not.toBeInTheDocument();
  });
});

describe('shipping an order', () => {
  it('asks for a carrier from the list, and for its name when it is another one', async () => {
    const user = userEvent.setup();
    renderChanger(['shipped', 'cancelled'], '0.00');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    const carrier = screen.getByRole('combobox', { name: 'Carrier' });
    expect([...(carrier as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Choose a carrier', 'USPS', 'UPS', 'FedEx', 'DHL', 'Other']);
    await user.click(screen.getByRole('button', { name: 'Save: shipped' }));
    expect(screen.getByText('Carrier is required to ship an order')).toBeInTheDocument();

    await user.selectOptions(carrier, 'Other');
    expect(screen.getByRole('textbox', { name: 'Carrier name' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save: shipped' }));
    expect(screen.getByText('Carrier is required to ship an order')).toBeInTheDocument();
  });
});
