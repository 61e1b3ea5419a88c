// Admin > Reports > Searches: what shoppers searched for over the days chosen, beside the days
// before, and the searches that found nothing (products the shop may be missing).
import { SEARCH_DEFINITIONS, type SearchesReport, type SearchTerm } from '../../../../shared/schemas/reports-money';
import { Comparison, RangeReport, ReportTable, type Column, type Figure } from './RangeReport';

type Period = SearchesReport['current'];

const FIGURES: Figure<Period>[] = [
  { term: 'Searches', value: (period) => period.searches, count: true },
  { term: 'Found nothing', value: (period) => period.foundNothing, count: true },
  { term: 'Different searches', value: (period) => period.terms, count: true },
];

const COLUMNS: Column<SearchTerm>[] = [
  { header: 'Search', cell: (row) => row.term, text: true },
  { header: 'Searches', cell: (row) => String(row.searches) },
  { header: 'Found nothing', cell: (row) => String(row.foundNothing) },
];

export function SearchesReportScreen() {
  return (
    <RangeReport<SearchesReport>
      name="searches"
      title="Searches"
      lead="What shoppers searched for, and what they did not find."
      definitions={SEARCH_DEFINITIONS}
    >
      {(report) => (
        <>
          <Comparison figures={FIGURES} current={report.current} previous={report.previous} />
          <div className="grid gap-6 lg:grid-cols-2">
            <section className="space-y-2">
              <h3 className="text-lg font-semibold text-gray-900">Top searches</h3>
              <ReportTable
                caption="Top searches"
                columns={COLUMNS}
                rows={report.top}
                rowKey={(row) => row.term}
                empty="No one searched on these days."
              />
            </section>
            <section className="space-y-2">
              <h3 className="text-lg font-semibold text-gray-900">Searches that found nothing</h3>
              <ReportTable
                caption="Searches that found nothing"
                columns={COLUMNS}
                rows={report.foundNothing}
                rowKey={(row) => row.term}
                empty="Every search found something."
              />
            </section>
          </div>
        </>
      )}
    </RangeReport>
  );
}
