import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { orderDetail, orderLine } from '../../../test/admin-orders';
import { fakeServer, json } from '../../../test/payments';
import { PrintScreen } from './PrintScreen';
import type { PrintDocument } from './print-documents';

const DETAIL = orderDetail({
  order: { id: 7, shippingAddress: 'Ada Lovelace\n12 Garrison Ave\nFort Smith, AR 72901' },
  items: [
    { ...orderLine(1, 'Classic Tee', '35.00', 2, 1), sku: 'TEE-M-BLK', size: 'M', color: 'Black' },
    orderLine(2, 'Snapback Cap', '14.50', 1),
  ],
});

function renderPrint(document: PrintDocument, search: string) {
  fakeServer({
    'GET /api/admin/orders/7': () => json(DETAIL),
    'GET /api/admin/orders/8': () => json({ message: 'Order not found' }, 404),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path: `/print/${document}`, searchPath: search }).hook} searchHook={() => search}>
        <PrintScreen document={document} />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('printed order documents', () => {
  it('a packing slip lists what to pack, with SKUs and no prices', async () => {
    renderPrint('packing-slips', 'orders=7');
    const slip = await screen.findByRole('article', { name: 'Packing slip for order #7' });
    expect(within(slip).getByText('12 Garrison Ave', { exact: false })).toBeInTheDocument();
    expect(within(slip).getByText('TEE-M-BLK')).toBeInTheDocument();
    const tee = within(slip).getByRole('row', { name: /Classic Tee/ });
    // Two ordered, one already shipped: one left to pack.
    expect(
      within(tee)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Classic TeeM / Black', 'TEE-M-BLK', '2', '1']);
    expect(slip.textContent).not.toContain('$');
  });

  it('an invoice shows each line total and the order total', async () => {
    renderPrint('invoices', 'orders=7');
    const invoice = await screen.findByRole('article', { name: 'Invoice for order #7' });
    const tee = within(invoice).getByRole('row', { name: /Classic Tee/ });
    expect(
      within(tee)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Classic TeeM / Black', '$35.00', '2', '$70.00']);
    expect(invoice).toHaveTextContent('Total$84.50');
    expect(invoice).toHaveTextContent('Payment: Paid');
  });

  it('prints one sheet per order, and says which orders it could not find', async () => {
    renderPrint('packing-slips', 'orders=7,8,abc');
    expect(await screen.findByRole('article', { name: 'Packing slip for order #7' })).toBeInTheDocument();
    expect(await screen.findByText('Order #8: Order not found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
