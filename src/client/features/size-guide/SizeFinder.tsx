// The size finder: pick a chart, enter measurements in inches, get the size the same charts
// give (recommendSize sizes up when between sizes). Usable on the size guide and product pages.
import { useId, useState, type FormEvent } from 'react';
import {
  MEASURES,
  MEASURE_UNITS,
  SIZE_CHARTS,
  getSizeChart,
  recommendSize,
  type ChartId,
  type Measure,
  type Measurements,
  type SizeRecommendation,
} from '../../../shared/size-charts';
import { Button } from '../../components/ui/button';
import { Field, Input, Select } from '../../components/ui/field';
import { cx } from '../../lib/cx';
import { FinderResult } from './FinderResult';

const GROUP_LABELS = { women: "Women's", men: "Men's", kids: "Kids'" } as const;
/** Beyond any body measurement (in inches) or a child's weight (in pounds) the charts size. */
const MAX_VALUE = 150;

export interface SizeFinderProps {
  /** Limit the charts offered (a product page offers its own department's). Defaults to all. */
  chartIds?: readonly ChartId[];
  defaultChartId?: ChartId;
  className?: string;
}

function parseMeasurement(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 && value <= MAX_VALUE ? value : 'invalid';
}

export function SizeFinder({ chartIds, defaultChartId, className }: SizeFinderProps) {
  const headingId = useId();
  const charts = SIZE_CHARTS.filter((c) => !chartIds || chartIds.includes(c.id));
  const [chartId, setChartId] = useState<ChartId>(defaultChartId ?? charts[0]?.id ?? 'women-tops');
  const [values, setValues] = useState<Partial<Record<Measure, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Measure, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [recommendation, setRecommendation] = useState<SizeRecommendation | null>(null);
  const chart = getSizeChart(chartId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const measurements: Measurements = {};
    const nextErrors: Partial<Record<Measure, string>> = {};
    for (const measure of chart.measures) {
      const parsed = parseMeasurement(values[measure] ?? '');
      if (parsed === 'invalid')
        nextErrors[measure] = `Enter a measurement between 1 and ${MAX_VALUE} ${MEASURE_UNITS[measure].long}`;
      else measurements[measure] = parsed;
    }
    setErrors(nextErrors);
    const result = recommendSize(chart, measurements);
    const missing = result.kind === 'no-measurements' && Object.keys(nextErrors).length === 0;
    setFormError(missing ? 'Enter at least one measurement' : null);
    setRecommendation(Object.keys(nextErrors).length === 0 && result.kind !== 'no-measurements' ? result : null);
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-2xl border border-gray-200 bg-white p-6 shadow-sm', className)}
    >
      <h2 id={headingId} className="font-display text-2xl font-bold text-gray-900">
        Find Your Size
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Enter your measurements in inches (a child's weight in pounds). Any one is enough; more gives a better fit.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          {charts.length > 1 ? (
            <Field label="What are you shopping for?">
              {(ids) => (
                <Select
                  {...ids}
                  value={chartId}
                  onChange={(e) => {
                    setChartId(e.target.value as ChartId);
                    setRecommendation(null);
                    setErrors({});
                    setFormError(null);
                  }}
                >
                  {(['women', 'men', 'kids'] as const).map((group) => {
                    const options = charts.filter((c) => c.group === group);
                    return options.length ? (
                      <optgroup key={group} label={GROUP_LABELS[group]}>
                        {options.map((c) => (
                          <option key={c.id} value={c.id}>
                            {group === 'kids' ? `${c.title} (kids)` : c.title}
                          </option>
                        ))}
                      </optgroup>
                    ) : null;
                  })}
                </Select>
              )}
            </Field>
          ) : (
            <p className="text-sm font-medium text-gray-800">Chart: {chart.title}</p>
          )}
          <div className="grid grid-cols-2 gap-4">
            {chart.measures.map((measure) => (
              <Field
                key={measure}
                label={`${MEASURES[measure]} (${MEASURE_UNITS[measure].long})`}
                error={errors[measure]}
              >
                {(ids) => (
                  <Input
                    {...ids}
                    type="number"
                    inputMode="decimal"
                    min={1}
                    max={MAX_VALUE}
                    step={0.25}
                    value={values[measure] ?? ''}
                    onChange={(e) => setValues((v) => ({ ...v, [measure]: e.target.value }))}
                  />
                )}
              </Field>
            ))}
          </div>
          {formError ? (
            <p role="alert" className="text-sm text-red-600">
              {formError}
            </p>
          ) : null}
          <Button type="submit">Find My Size</Button>
        </div>
        <div role="status" aria-live="polite" aria-label="Size recommendation">
          {recommendation ? (
            <FinderResult recommendation={recommendation} />
          ) : (
            <p className="flex h-full min-h-32 items-center justify-center rounded-xl border-2 border-dashed border-gray-200 p-5 text-center text-sm text-gray-500">
              Your recommended size will appear here.
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
