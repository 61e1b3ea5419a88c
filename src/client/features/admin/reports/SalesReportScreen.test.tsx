import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesPeriod, SalesReport } from '../../../../shared/schemas/reports';
import { addDays, NO_SALES, utcToday } from '../../../../shared/schemas/reports';
import { renderAdminScreen } from '../../../test/render-admin';
import { SalesReportScreen } from './SalesReportScreen';

const period = (from: string, to: string, values: Partial<SalesPeriod> = {}): SalesPeriod => ({
  from,
  to,
  ...NO_SALES,
  ...values,
});

const byWeek: SalesReport = {
  interval: 'week',
  current: period('2026-11-02', '2026-11-15', {
    orders: 3,
    grossSales: '200.00',
    discounts: '20.00',
    refunds: '15.50',
    shipping: '9.99',
    tax: '7.20',
    netSales: '181.69',
    averageOrderValue: '60.00',
  }),
  previous: period('2026-10-19', '2026-11-01', { orders: 4, netSales: '242.25', averageOrderValue: '60.56' }),
  series: [
    period('2026-11-02', '2026-11-08', {
      orders: 1,
      grossSales: '80.00',
      netSales: '80.00',
      averageOrderValue: '80.00',
    }),
    period('2026-11-09', '2026-11-15', {
      orders: 2,
      grossSales: '120.00',
      discounts: '20.00',
      refunds: '15.50',
      shipping: '9.99',
      tax: '7.20',
      netSales: '101.69',
      averageOrderValue: '50.00',
    }),
  ],
};

function answer() {
  const fetchMock = vi.fn(async (url: string) => {
    const asked = new URL(url, 'http://x').searchParams;
    const body =
      asked.get('interval') === 'week'
        ? byWeek
        : {
            ...byWeek,
            interval: 'day',
            current: period(asked.get('from')!, asked.get('to')!, { orders: 2, netSales: '114.49' }),
            series: [period(asked.get('to')!, asked.get('to')!, { orders: 2, netSales: '114.49' })],
          };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Admin > Reports > Sales', () => {
  it('asks for the last 30 days by day, and offers them as a CSV download', async () => {
    const fetchMock = answer();
    renderAdminScreen(<SalesReportScreen />, '/reports/sales');
    const today = utcToday();
    const from = addDays(today, -29);
    expect(await screen.findByTestId('figure: Net sales')).toHaveTextContent('$114.49');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/admin/reports/sales?from=${from}&to=${today}&interval=day`,
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/reports/sales?from=${from}&to=${today}&interval=day&format=csv`,
    );
  });

  it('shows the figures beside the period before, and the table with its total, by week', async () => {
    const fetchMock = answer();
    const user = renderAdminScreen(<SalesReportScreen />, '/reports/sales');
    await screen.findByTestId('figure: Net sales');
    await user.selectOptions(screen.getByLabelText('Interval'), 'By week');
    await waitFor(() => expect(screen.getByTestId('figure: Net sales')).toHaveTextContent('$181.69'));
    expect(fetchMock.mock.calls.at(-1)![0]).toContain('interval=week');
    expect(screen.getByTestId('figure: Net sales')).toHaveTextContent('Before: $242.25 (−25%)');
    expect(screen.getByTestId('figure: Orders')).toHaveTextContent('Before: 4 (−25%)');
    expect(screen.getByText('Nov 2 – Nov 15, 2026, beside Oct 19 – Nov 1, 2026')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Sales by week, Nov 2 – Nov 15, 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodOrdersGross salesDiscountsRefundsTaxShippingNet salesAverage order value',
      'Nov 2 – Nov 8, 20261$80.00$0.00$0.00$0.00$0.00$80.00$80.00',
      'Nov 9 – Nov 15, 20262$120.00$20.00$15.50$7.20$9.99$101.69$50.00',
      'Total3$200.00$20.00$15.50$7.20$9.99$181.69$60.00',
    ]);
    // What each figure counts, once, on the screen.
    expect(
      screen.getByText('What was paid (gross − discounts + shipping + tax) minus what was refunded.'),
    ).toBeVisible();
  });
});
