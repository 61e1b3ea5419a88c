import { Link } from 'wouter';
import { MEASURES, MEASURE_UNITS, type MeasureResult, type SizeRecommendation } from '../../../shared/size-charts';

const FIT_TEXT = {
  exact: (size: string) => `Your measurements fit size ${size}.`,
  'sized-up': (size: string) =>
    `Your measurements fall between sizes, so we sized up to ${size} for a comfortable fit.`,
  'below-smallest': (size: string) => `Your measurements are below our smallest size, so ${size} is your closest fit.`,
} as const;

function describe(result: MeasureResult): string {
  const where =
    result.fit === 'above-largest'
      ? 'larger than our biggest size'
      : result.fit === 'between'
        ? `between sizes, ${result.size} after sizing up`
        : result.fit === 'below-smallest'
          ? `below our smallest size, ${result.size}`
          : `size ${result.size}`;
  return `${MEASURES[result.measure]} ${result.value} ${MEASURE_UNITS[result.measure].short}: ${where}`;
}

export function FinderResult({ recommendation }: { recommendation: SizeRecommendation }) {
  if (recommendation.kind === 'no-measurements') return null;
  const details = (
    <ul className="mt-3 space-y-1 text-sm text-gray-600">
      {recommendation.results.map((r) => (
        <li key={r.measure}>{describe(r)}</li>
      ))}
    </ul>
  );
  if (recommendation.kind === 'too-large') {
    return (
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-5">
        <p className="text-lg font-semibold text-gray-900">
          Your measurements are larger than our biggest size ({recommendation.largest}).
        </p>
        <p className="mt-1 text-sm text-gray-700">
          Our team can suggest pieces with a roomier cut.{' '}
          <Link href="/contact" className="font-medium text-brand-700 underline">
            Ask us for sizing help
          </Link>
        </p>
        {details}
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      <p className="text-sm font-medium text-brand-800">Recommended size</p>
      <p className="font-display text-4xl font-bold text-brand-800" data-testid="recommended-size">
        {recommendation.size}
      </p>
      <p className="mt-2 text-gray-700">{FIT_TEXT[recommendation.fit](recommendation.size)}</p>
      {details}
    </div>
  );
}
