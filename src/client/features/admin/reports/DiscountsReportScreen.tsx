// Admin > Reports > Discounts: each discount's uses, its orders' revenue and its cost over the
// days chosen, beside the days before; the table as a CSV download.
import {
  DISCOUNT_DEFINITIONS,
  type DiscountReportRow,
  type DiscountsReport,
} from '../../../../shared/schemas/reports-money';
import { money } from '../format';
import { Comparison, RangeReport, ReportTable, type Column, type Figure } from './RangeReport';

type Period = DiscountsReport['current'];

const FIGURES: Figure<Period>[] = [
  { term: 'Uses', value: (period) => period.uses, count: true },
  { term: 'Revenue', value: (period) => period.revenue },
  { term: 'Cost', value: (period) => period.cost },
];

const COLUMNS: Column<DiscountReportRow>[] = [
  { header: 'Discount', cell: (row) => row.name, text: true },
  { header: 'Kind', cell: (row) => (row.code ? 'Code' : 'Automatic'), text: true },
  { header: 'Uses', cell: (row) => String(row.uses) },
  { header: 'Revenue', cell: (row) => money(row.revenue) },
  { header: 'Cost', cell: (row) => money(row.cost) },
];

export function DiscountsReportScreen() {
  return (
    <RangeReport<DiscountsReport>
      name="discounts"
      title="Discounts"
      lead="What each discount and promo code brought in, and what it cost."
      definitions={DISCOUNT_DEFINITIONS}
    >
      {(report) => (
        <>
          <Comparison figures={FIGURES} current={report.current} previous={report.previous} />
          <ReportTable
            caption="Discounts used, the costliest first"
            columns={COLUMNS}
            rows={report.rows}
            rowKey={(row) => String(row.discountId)}
            empty="No discount was used on these days."
            total={[
              'Total',
              '',
              String(report.current.uses),
              money(report.current.revenue),
              money(report.current.cost),
            ]}
          />
        </>
      )}
    </RangeReport>
  );
}
