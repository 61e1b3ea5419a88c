// Admin > Reports > Gift cards: cards sold and redeemed over the days chosen, beside the days
// before, by day in a chart and its table; and what the shop owes on its cards now.
import { useMemo } from 'react';
import { toCents } from '../../../../shared/money';
import {
  GIFT_CARD_DEFINITIONS,
  type GiftCardPeriod,
  type GiftCardsReport,
} from '../../../../shared/schemas/reports-money';
import { money } from '../format';
import { periodName } from './labels';
import { LinesChart, LinesLegend, type Line } from './LinesChart';
import { compactDollars } from './SalesChart';
import { Comparison, RangeReport, ReportTable, type Column, type Figure } from './RangeReport';

const FIGURES: Figure<GiftCardPeriod>[] = [
  { term: 'Sold', value: (period) => period.soldCount, count: true },
  { term: 'Sold value', value: (period) => period.soldValue },
  { term: 'Redeemed', value: (period) => period.redeemed },
  { term: 'Issued by staff', value: (period) => period.issuedValue },
];

const COLUMNS: Column<GiftCardPeriod>[] = [
  { header: 'Day', cell: (row) => periodName(row), text: true },
  { header: 'Sold', cell: (row) => String(row.soldCount) },
  { header: 'Sold value', cell: (row) => money(row.soldValue) },
  { header: 'Issued by staff', cell: (row) => String(row.issuedCount) },
  { header: 'Issued value', cell: (row) => money(row.issuedValue) },
  { header: 'Redeemed', cell: (row) => money(row.redeemed) },
];

function lines(series: readonly GiftCardPeriod[]): Line[] {
  return [
    { label: 'Sold value', color: '#7c3aed', values: series.map((row) => toCents(row.soldValue) / 100) },
    { label: 'Redeemed', color: '#0d9488', values: series.map((row) => toCents(row.redeemed) / 100) },
  ];
}

function GiftCardsChart({ series }: { series: readonly GiftCardPeriod[] }) {
  const days = useMemo(() => series.map((row) => row.from), [series]);
  const drawn = useMemo(() => lines(series), [series]);
  return <LinesChart days={days} lines={drawn} format={compactDollars} />;
}

export function GiftCardsReportScreen() {
  return (
    <RangeReport<GiftCardsReport>
      name="gift-cards"
      title="Gift cards"
      lead="Gift cards sold and redeemed, and what the shop owes on them."
      definitions={GIFT_CARD_DEFINITIONS}
    >
      {(report) => (
        <>
          <div
            data-testid="figure: Outstanding"
            className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:p-5"
          >
            <p className="text-xs font-medium">Outstanding now</p>
            <p className="text-xl font-bold">{money(report.outstanding)}</p>
            <p className="text-xs">
              On {report.outstandingCards} card{report.outstandingCards === 1 ? '' : 's'} that have not expired
            </p>
          </div>
          <Comparison figures={FIGURES} current={report.current} previous={report.previous} />
          <figure className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <figcaption className="text-sm font-semibold text-gray-700">Sold and redeemed by day</figcaption>
            <LinesLegend lines={lines([])} />
            <GiftCardsChart series={report.series} />
          </figure>
          <ReportTable
            caption={`Gift cards by day, ${periodName(report.current)}`}
            columns={COLUMNS}
            rows={report.series}
            rowKey={(row) => row.from}
            empty="No days."
            total={[
              'Total',
              String(report.current.soldCount),
              money(report.current.soldValue),
              String(report.current.issuedCount),
              money(report.current.issuedValue),
              money(report.current.redeemed),
            ]}
          />
        </>
      )}
    </RangeReport>
  );
}
