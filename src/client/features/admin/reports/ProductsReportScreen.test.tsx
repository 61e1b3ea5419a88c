import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductFigures, ProductsReport, ReturnsReport } from '../../../../shared/schemas/product-reports';
import { addDays, utcToday } from '../../../../shared/schemas/reports';
import { renderAdminScreen } from '../../../test/render-admin';
import { ProductsReportScreen } from './ProductsReportScreen';
import { ReturnsReportScreen } from './ReturnsReportScreen';

const figures = (values: Partial<ProductFigures> = {}): ProductFigures => ({
  unitsSold: 0,
  sales: '0.00',
  refunds: '0.00',
  netSales: '0.00',
  unitsReturned: 0,
  stockNow: 0,
  sellThrough: null,
  returnsRate: null,
  ...values,
});

const dressS = figures({
  unitsSold: 2,
  sales: '80.00',
  refunds: '40.00',
  netSales: '40.00',
  unitsReturned: 1,
  stockNow: 9,
  sellThrough: 0.1818,
  returnsRate: 0.5,
});
const dressM = figures({
  unitsSold: 1,
  sales: '40.00',
  netSales: '40.00',
  stockNow: 5,
  sellThrough: 0.1667,
  returnsRate: 0,
});
const dress = figures({
  unitsSold: 3,
  sales: '120.00',
  refunds: '40.00',
  netSales: '80.00',
  unitsReturned: 1,
  stockNow: 14,
  sellThrough: 0.1765,
  returnsRate: 0.3333,
});

const products: ProductsReport = {
  current: { from: '2026-11-02', to: '2026-11-15', ...dress },
  previous: { from: '2026-10-19', to: '2026-11-01', ...figures({ unitsSold: 4, netSales: '160.00' }) },
  productCount: 1,
  products: [
    {
      productId: 7,
      name: 'Linen dress',
      category: 'women',
      collection: 'Summer',
      ...dress,
      previous: { unitsSold: 4, netSales: '160.00' },
      variants: [
        { variantId: 1, sku: 'LD-S', size: 'S', color: 'Red', ...dressS },
        { variantId: 2, sku: 'LD-M', size: 'M', color: 'Red', ...dressM },
      ],
    },
  ],
  byCategory: [{ key: 'women', ...dress, previous: { unitsSold: 4, netSales: '160.00' } }],
  byCollection: [{ key: 'Summer', ...dress, previous: { unitsSold: 4, netSales: '160.00' } }],
  bySize: [
    { key: 'S', ...dressS, previous: { unitsSold: 0, netSales: '0.00' } },
    { key: 'M', ...dressM, previous: { unitsSold: 0, netSales: '0.00' } },
  ],
  byColor: [{ key: 'Red', ...dress, previous: { unitsSold: 0, netSales: '0.00' } }],
};

const group = (key: string, label: string, returns: number, units: number, refundAmount: string) => ({
  key,
  label,
  returns,
  units,
  refundAmount,
});

const returns: ReturnsReport = {
  current: { from: '2026-11-02', to: '2026-11-15', returns: 2, units: 3, refundAmount: '75.00' },
  previous: { from: '2026-10-19', to: '2026-11-01', returns: 1, units: 1, refundAmount: '40.00' },
  byReason: [
    group('too_small', 'Too small', 1, 2, '75.00'),
    group('too_large', 'Too large', 0, 0, '0.00'),
    group('not_as_pictured', 'Not as pictured', 0, 0, '0.00'),
    group('damaged', 'Damaged or faulty', 1, 1, '0.00'),
    group('changed_mind', 'Changed my mind', 0, 0, '0.00'),
  ],
  bySize: [group('S', 'S', 2, 3, '75.00')],
  byProduct: [group('7', 'Linen dress', 2, 3, '75.00')],
};

function answer(productsAnswer: ProductsReport = products) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.startsWith('/api/admin/reports/products') ? productsAnswer : returns;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('Admin > Reports > Products', () => {
  it('asks for the last 30 days, shows the figures beside the days before, and offers a CSV', async () => {
    const fetchMock = answer();
    renderAdminScreen(<ProductsReportScreen />, '/reports/products');
    const today = utcToday();
    const from = addDays(today, -29);
    expect(await screen.findByTestId('figure: Net sales')).toHaveTextContent('$80.00Before: $160.00 (−50%)');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/admin/reports/products?from=${from}&to=${today}`]);
    expect(screen.getByText('Nov 2 – Nov 15, 2026, beside Oct 19 – Nov 1, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('figure: Units sold')).toHaveTextContent('3Before: 4 (−25%)');
    expect(screen.getByTestId('figure: Sell-through')).toHaveTextContent('17.6%');
    expect(screen.getByTestId('figure: Returns rate')).toHaveTextContent('33.3%');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/reports/products?from=${from}&to=${today}&format=csv`,
    );
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads each product with its variants, and each size when grouped by size', async () => {
    answer();
    const user = renderAdminScreen(<ProductsReportScreen />, '/reports/products');
    await screen.findByTestId('figure: Net sales');
    expect(rowsOf('Products by product, Nov 2 – Nov 15, 2026')).toEqual([
      'ProductUnits soldNet salesSell-throughReturns rateUnits returnedRefundsStock now',
      'Linen dress3$80.0017.6%33.3%1$40.0014',
      'S / Red2$40.0018.2%50.0%1$40.009',
      'M / Red1$40.0016.7%0.0%0$0.005',
    ]);
    await user.selectOptions(screen.getByLabelText('Group by'), 'Size');
    await waitFor(() =>
      expect(rowsOf('Products by size, Nov 2 – Nov 15, 2026')).toEqual([
        'SizeUnits soldNet salesSell-throughReturns rateUnits returnedRefundsStock now',
        'S2$40.0018.2%50.0%1$40.009',
        'M1$40.0016.7%0.0%0$0.005',
      ]),
    );
    expect(screen.getByText(/Order-level discounts, promo codes, shipping and tax are not spread/)).toBeVisible();
    expect(screen.queryByText(/the CSV download has every variant/)).toBeNull();
  });

  it('says when it lists only the products that sold the most, and that the CSV has them all', async () => {
    answer({ ...products, productCount: 1234 });
    const user = renderAdminScreen(<ProductsReportScreen />, '/reports/products');
    expect(
      await screen.findByText('The top 1 of 1,234 products by net sales: the CSV download has every variant.'),
    ).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Group by'), 'Category');
    await waitFor(() => expect(screen.queryByText(/the CSV download has every variant/)).toBeNull());
  });
});

describe('Admin > Reports > Returns', () => {
  it('reads the returns by reason, size and product, beside the days before', async () => {
    const fetchMock = answer();
    renderAdminScreen(<ReturnsReportScreen />, '/reports/returns');
    expect(await screen.findByTestId('figure: Units')).toHaveTextContent('3Before: 1 (+200%)');
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/api\/admin\/reports\/returns\?from=/);
    expect(screen.getByTestId('figure: Refund amount')).toHaveTextContent('$75.00Before: $40.00 (+88%)');
    expect(screen.getByText('Nov 2 – Nov 15, 2026, beside Oct 19 – Nov 1, 2026')).toBeInTheDocument();
    expect(rowsOf('Returns by reason, Nov 2 – Nov 15, 2026')).toEqual([
      'ReasonReturnsUnitsRefund amount',
      'Too small12$75.00',
      'Too large00$0.00',
      'Not as pictured00$0.00',
      'Damaged or faulty11$0.00',
      'Changed my mind00$0.00',
    ]);
    expect(rowsOf('Returns by size, Nov 2 – Nov 15, 2026')).toEqual(['SizeReturnsUnitsRefund amount', 'S23$75.00']);
    expect(rowsOf('Returns by product, Nov 2 – Nov 15, 2026')).toEqual([
      'ProductReturnsUnitsRefund amount',
      'Linen dress23$75.00',
    ]);
    expect(screen.getByText(/A return counts on the day the shopper asked for it/)).toBeVisible();
  });
});
