import { KIDS_AGE_SIZES, SIZE_ADVICE, chartsFor, type ChartGroup } from '../../../shared/size-charts';
import { JEANS_SIZES, KIDS_SIZES, SIZES } from '../../../shared/store';
import { ChartTable } from './ChartTable';
import { Tabs, type TabItem } from './Tabs';

const GROUPS: ReadonlyArray<{ id: ChartGroup; label: string; note: string }> = [
  {
    id: 'women',
    label: "Women's",
    note: `Tops, dresses and bottoms in US sizes ${SIZES[0]} to ${SIZES.at(-1)}; jeans by waist size, ${JEANS_SIZES[0]} to ${JEANS_SIZES.at(-1)}. Dress length is measured from shoulder to hem.`,
  },
  {
    id: 'men',
    label: "Men's",
    note: `Shirts and pants in US sizes ${SIZES[0]} to ${SIZES.at(-1)}; jeans by waist size. Dress shirts are sized by neck.`,
  },
  {
    id: 'kids',
    label: "Kids'",
    note: `Girls and boys in sizes ${KIDS_SIZES[0]} to ${KIDS_SIZES.at(-1)} and ${KIDS_AGE_SIZES[0]} to ${KIDS_AGE_SIZES.at(-1)}, with height and weight to help you choose.`,
  },
];

export function SizeCharts({ defaultGroup }: { defaultGroup?: ChartGroup | undefined }) {
  const items: TabItem[] = GROUPS.map((group) => ({
    id: group.id,
    label: group.label,
    content: (
      <div className="space-y-8">
        <p className="text-sm text-gray-600">{group.note} Measurements are in inches, weight in pounds.</p>
        {chartsFor(group.id).map((chart) => (
          <div key={chart.id}>
            <h3 className="mb-3 text-lg font-semibold text-gray-900">{chart.title}</h3>
            <ChartTable chart={chart} />
          </div>
        ))}
      </div>
    ),
  }));
  return (
    <section aria-labelledby="charts-title">
      <h2 id="charts-title" className="font-display text-2xl font-bold text-gray-900 sm:text-3xl">
        Size Charts
      </h2>
      <p className="mt-2 rounded-lg border border-pink-200 bg-pink-50 px-4 py-3 text-sm font-medium text-pink-900">
        {SIZE_ADVICE}
      </p>
      <div className="mt-6">
        <Tabs label="Size charts by department" items={items} defaultId={defaultGroup} />
      </div>
    </section>
  );
}
