// Admin > Reports > Products: over a range of days, each product and its variants (or each
// category, collection, size or colour): units sold, net sales, sell-through and returns rate;
// the range beside the days before it; net sales as bars with every number in a table (the
// products with the highest net sales, every group); every variant as a CSV download; and what
// each figure counts.
import { useMemo, useState } from 'react';
import { toCents } from '../../../../shared/money';
import {
  PRODUCT_DEFINITIONS,
  type ProductFigures,
  type ProductsReport,
} from '../../../../shared/schemas/product-reports';
import { addDays, DEFAULT_REPORT_DAYS, utcToday } from '../../../../shared/schemas/reports';
import { Select } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { money } from '../format';
import { BarChart } from './BarChart';
import { periodName } from './labels';
import { rangeCsvUrl, useRangeReport, type ReportRange } from './range-api';
import { FigureCards, FiguresTable, percent, ReportFrame, type Column } from './ReportParts';
import { compactDollars } from './SalesChart';

const GROUPINGS = {
  product: 'Product',
  category: 'Category',
  collection: 'Collection',
  size: 'Size',
  color: 'Colour',
} as const;
type Grouping = keyof typeof GROUPINGS;

interface Row {
  key: string;
  name: string;
  figures: ProductFigures;
  variants?: Row[];
}

const COLUMNS: ReadonlyArray<Column<Row>> = [
  { header: 'Units sold', cell: (row) => String(row.figures.unitsSold) },
  { header: 'Net sales', cell: (row) => money(row.figures.netSales) },
  { header: 'Sell-through', cell: (row) => percent(row.figures.sellThrough) },
  { header: 'Returns rate', cell: (row) => percent(row.figures.returnsRate) },
  { header: 'Units returned', cell: (row) => String(row.figures.unitsReturned) },
  { header: 'Refunds', cell: (row) => money(row.figures.refunds) },
  { header: 'Stock now', cell: (row) => String(row.figures.stockNow) },
];

function rowsOf(report: ProductsReport, grouping: Grouping): Row[] {
  if (grouping === 'product')
    return report.products.map((product) => ({
      key: String(product.productId),
      name: product.name,
      figures: product,
      variants: product.variants.map((variant) => ({
        key: `variant ${variant.variantId}`,
        name: `${variant.size} / ${variant.color}`,
        figures: variant,
      })),
    }));
  const groups = {
    category: report.byCategory,
    collection: report.byCollection,
    size: report.bySize,
    color: report.byColor,
  }[grouping];
  return groups.map((group) => ({
    key: group.key,
    name: group.key === '' ? (grouping === 'collection' ? 'No collection' : 'None') : group.key,
    figures: group,
  }));
}

/** The chart shows the ten highest; the table has every row the report lists. */
const CHART_BARS = 10;

export function ProductsReportScreen() {
  const today = utcToday();
  const [range, setRange] = useState<ReportRange>({ from: addDays(today, 1 - DEFAULT_REPORT_DAYS), to: today });
  const [grouping, setGrouping] = useState<Grouping>('product');
  const complete = range.from !== '' && range.to !== '';
  const report = useRangeReport<ProductsReport>('products', range, complete);
  const data = report.data;
  const rows = useMemo(() => (data ? rowsOf(data, grouping) : []), [data, grouping]);
  const bars = useMemo(
    () => rows.slice(0, CHART_BARS).map((row) => ({ label: row.name, value: toCents(row.figures.netSales) / 100 })),
    [rows],
  );
  const groupName = GROUPINGS[grouping].toLowerCase();
  return (
    <ReportFrame
      id="products-report"
      title="Products"
      lead={
        data
          ? `${periodName(data.current)}, beside ${periodName(data.previous)}`
          : 'Units sold, net sales, sell-through and returns per product and variant.'
      }
      range={range}
      onRange={setRange}
      csvUrl={complete ? rangeCsvUrl('products', range) : null}
      error={report.isError ? report.error : null}
      definitions={PRODUCT_DEFINITIONS}
    >
      {data ? (
        <>
          <FigureCards
            figures={[
              {
                term: 'Net sales',
                now: money(data.current.netSales),
                before: money(data.previous.netSales),
                compare: [data.current.netSales, data.previous.netSales],
              },
              {
                term: 'Units sold',
                now: String(data.current.unitsSold),
                before: String(data.previous.unitsSold),
                compare: [data.current.unitsSold, data.previous.unitsSold],
              },
              {
                term: 'Units returned',
                now: String(data.current.unitsReturned),
                before: String(data.previous.unitsReturned),
              },
              {
                term: 'Sell-through',
                now: percent(data.current.sellThrough),
                before: percent(data.previous.sellThrough),
              },
              {
                term: 'Returns rate',
                now: percent(data.current.returnsRate),
                before: percent(data.previous.returnsRate),
              },
            ]}
          />
          <figure className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <figcaption className="text-sm font-semibold text-gray-700">Net sales by {groupName}</figcaption>
              <label className="block text-xs font-medium text-gray-700">
                Group by
                <Select value={grouping} onChange={(e) => setGrouping(e.target.value as Grouping)}>
                  {Object.entries(GROUPINGS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </label>
            </div>
            <BarChart bars={bars} label="Net sales" value={compactDollars} />
            <FiguresTable
              caption={`Products by ${groupName}, ${periodName(data.current)}`}
              first={{ header: GROUPINGS[grouping], cell: (row) => row.name }}
              columns={COLUMNS}
              rows={rows}
              keyOf={(row) => row.key}
              sub={(row) =>
                (row.variants ?? []).map((variant) => ({ key: variant.key, name: variant.name, row: variant }))
              }
            />
            {grouping === 'product' && data.productCount > data.products.length ? (
              <p className="text-xs text-gray-600">
                The top {data.products.length} of {data.productCount.toLocaleString('en-US')} products by net sales: the
                CSV download has every variant.
              </p>
            ) : null}
          </figure>
        </>
      ) : report.isPending && complete ? (
        <Skeleton className="h-64 w-full" />
      ) : null}
    </ReportFrame>
  );
}
