// Admin > Reports > Customers: new and returning customers over the days chosen, their orders
// and net sales beside the days before; each day's in a chart and its table; and the customers
// who spent the most, each linking to their page.
import { useMemo } from 'react';
import { Link } from 'wouter';
import {
  CUSTOMER_DEFINITIONS,
  type CustomerDay,
  type CustomersReport,
  type TopCustomer,
} from '../../../../shared/schemas/reports-money';
import { money } from '../format';
import { periodName } from './labels';
import { LinesChart, LinesLegend, type Line } from './LinesChart';
import { Comparison, RangeReport, ReportTable, type Column, type Figure } from './RangeReport';

type Period = CustomersReport['current'];

const FIGURES: Figure<Period>[] = [
  { term: 'New customers', value: (period) => period.new.customers, count: true },
  { term: 'Returning customers', value: (period) => period.returning.customers, count: true },
  { term: 'Net sales from new', value: (period) => period.new.netSales },
  { term: 'Net sales from returning', value: (period) => period.returning.netSales },
];

const DAY_COLUMNS: Column<CustomerDay>[] = [
  { header: 'Day', cell: (row) => periodName({ from: row.day, to: row.day }), text: true },
  { header: 'New customers', cell: (row) => String(row.newCustomers) },
  { header: 'Returning customers', cell: (row) => String(row.returningCustomers) },
];

const TOP_COLUMNS: Column<TopCustomer>[] = [
  {
    header: 'Customer',
    text: true,
    cell: (row) => (
      <Link href={`/customers/${row.pageId}`} className="font-medium text-brand-700 hover:underline">
        {row.name ?? 'Customer without a name'}
      </Link>
    ),
  },
  { header: 'New or returning', cell: (row) => (row.new ? 'New' : 'Returning'), text: true },
  { header: 'Orders', cell: (row) => String(row.orders) },
  { header: 'Net sales', cell: (row) => money(row.netSales) },
];

const whole = (value: number) => String(Math.round(value));

function lines(series: readonly CustomerDay[]): Line[] {
  return [
    { label: 'New customers', color: '#7c3aed', values: series.map((row) => row.newCustomers) },
    { label: 'Returning customers', color: '#0d9488', values: series.map((row) => row.returningCustomers) },
  ];
}

function CustomersChart({ series }: { series: readonly CustomerDay[] }) {
  const days = useMemo(() => series.map((row) => row.day), [series]);
  const drawn = useMemo(() => lines(series), [series]);
  return <LinesChart days={days} lines={drawn} format={whole} />;
}

export function CustomersReportScreen() {
  return (
    <RangeReport<CustomersReport>
      name="customers"
      title="Customers"
      lead="New and returning customers, and who spent the most."
      definitions={CUSTOMER_DEFINITIONS}
    >
      {(report) => (
        <>
          <Comparison figures={FIGURES} current={report.current} previous={report.previous} />
          <figure className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <figcaption className="text-sm font-semibold text-gray-700">New and returning customers by day</figcaption>
            <LinesLegend lines={lines([])} />
            <CustomersChart series={report.series} />
          </figure>
          <ReportTable
            caption={`Customers by day, ${periodName(report.current)}`}
            columns={DAY_COLUMNS}
            rows={report.series}
            rowKey={(row) => row.day}
            empty="No days."
            total={['Total', String(report.current.new.customers), String(report.current.returning.customers)]}
          />
          <h3 className="text-lg font-semibold text-gray-900">Top customers</h3>
          <ReportTable
            caption="Top customers by net sales"
            columns={TOP_COLUMNS}
            rows={report.top}
            rowKey={(row) => row.pageId}
            empty="No customer ordered on these days."
          />
        </>
      )}
    </RangeReport>
  );
}
