import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderItem } from '../../../../shared/schemas/admin';
import { orderLine } from '../../../test/admin-orders';
import { StatusChanger } from './StatusChanger';

const CANCEL_NOTE = /Cancelling refunds/;

const line = (id: number, name: string, quantity: number, shipped: number): AdminOrderItem => ({
  ...orderLine(id, name, '10.00', quantity, shipped),
  size: 'M',
});

function renderChanger(allowed: string[], refundable: string, items: AdminOrderItem[] = [line(1, 'Wrap Dress', 2, 0)]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatusChanger orderId="7" status="confirmed" allowed={allowed} refundable={refundable} items={items} />
    </QueryClientProvider>,
  );
}

describe('cancelling a paid order', () => {
  it('says the rest is refunded with the cancel', () => {
    renderChanger(['processing', 'cancelled'], '70.00');
    expect(
      screen.getByText(
        "Cancelling refunds $70.00 to the customer's card and returns any gift card amount to the card.",
      ),
    ).toBeInTheDocument();
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
  it('offers every line still to ship, filled with what is left, and a carrier from the list or another by name', async () => {
    const user = userEvent.setup();
    renderChanger(['shipped', 'delivered'], '0.00', [
      line(1, 'Wrap Dress', 2, 1),
      line(2, 'Silk Scarf', 1, 0),
      line(3, 'Belt', 1, 1),
    ]);
    await user.click(screen.getByRole('button', { name: 'Ship the rest' }));
    expect(screen.getByRole('spinbutton', { name: 'Wrap Dress (M)' })).toHaveValue(1);
    expect(screen.getByText('1 of 2 left to ship')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Silk Scarf (M)' })).toHaveValue(1);
    // A line that has all shipped is not offered again.
    expect(screen.queryByRole('spinbutton', { name: /Belt/ })).not.toBeInTheDocument();

    const carrier = screen.getByRole('combobox', { name: 'Carrier' });
    expect([...(carrier as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'No carrier named',
      'USPS',
      'UPS',
      'FedEx',
      'DHL',
      'Other',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Carrier tracking number' }), '1Z999');
    await user.click(screen.getByRole('button', { name: 'Ship parcel' }));
    expect(screen.getByText('Choose the carrier this tracking number belongs to')).toBeInTheDocument();

    await user.selectOptions(carrier, 'Other');
    expect(screen.getByRole('textbox', { name: 'Carrier name' })).toBeInTheDocument();
  });

  it('asks for at least one item in the parcel', async () => {
    const user = userEvent.setup();
    renderChanger(['shipped'], '0.00');
    await user.click(screen.getByRole('button', { name: 'Ship items' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Wrap Dress (M)' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Ship parcel' }));
    expect(screen.getByText('Choose at least one item to ship')).toBeInTheDocument();
  });
});

describe('moving an order on', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the parcel form open when Ship items is pressed while the confirmation is still saving', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <StatusChanger
          orderId="7"
          status="pending"
          allowed={['confirmed', 'shipped', 'cancelled']}
          refundable="0.00"
          items={[line(1, 'Wrap Dress', 2, 0)]}
        />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    await user.click(screen.getByRole('button', { name: 'Save: confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Ship items' }));
    answer(new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(screen.getByRole('spinbutton', { name: 'Wrap Dress (M)' })).toBeInTheDocument();
  });
});
