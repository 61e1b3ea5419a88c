import {
  DETAILS,
  MEASURES,
  MEASURE_UNITS,
  formatRange,
  type Detail,
  type SizeChart,
} from '../../../shared/size-charts';

/** A chart as a table: size, US size when given, the body measurements, then garment details. */
export function ChartTable({ chart }: { chart: SizeChart }) {
  const leading: Detail[] = chart.details.filter((d) => d === 'usSize');
  const trailing: Detail[] = chart.details.filter((d) => d !== 'usSize');
  const th = 'px-3 py-3 sm:px-4 text-left text-xs font-semibold uppercase tracking-wide text-gray-700';
  const td = 'whitespace-nowrap px-3 py-3 sm:px-4 text-gray-700';
  return (
    <div
      role="region"
      aria-label={`${chart.title} size chart`}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{chart.title}: body measurements by size, in inches and pounds</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              Size
            </th>
            {leading.map((d) => (
              <th key={d} scope="col" className={th}>
                {DETAILS[d]}
              </th>
            ))}
            {chart.measures.map((m) => (
              <th key={m} scope="col" className={th}>
                {MEASURES[m]} ({MEASURE_UNITS[m].short})
              </th>
            ))}
            {trailing.map((d) => (
              <th key={d} scope="col" className={th}>
                {DETAILS[d]} (in)
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {chart.rows.map((row) => (
            <tr key={row.size} className="even:bg-gray-50/60">
              <th scope="row" className="px-3 py-3 sm:px-4 text-left font-semibold text-gray-900">
                {row.size}
              </th>
              {leading.map((d) => (
                <td key={d} className={td}>
                  {row.details?.[d] ?? '–'}
                </td>
              ))}
              {chart.measures.map((m) => {
                const range = row.fit[m];
                return (
                  <td key={m} className={td}>
                    {range ? formatRange(range) : '–'}
                  </td>
                );
              })}
              {trailing.map((d) => (
                <td key={d} className={td}>
                  {row.details?.[d] ?? '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
