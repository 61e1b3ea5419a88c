// "Find my size" on the product page: the size guide's finder with this garment's chart,
// loaded on first open.
import { lazy, Suspense, useState } from 'react';
import { Ruler } from 'lucide-react';
import { Link } from 'wouter';
import type { ChartId } from '../../../shared/size-charts';

const SizeFinder = lazy(() => import('../size-guide/SizeFinder').then((m) => ({ default: m.SizeFinder })));

export function SizeHelp({ chartId }: { chartId: ChartId }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="text-sm">
      <div className="flex flex-wrap gap-4">
        <button
          type="button"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <Ruler className="h-4 w-4" aria-hidden="true" /> Find my size
        </button>
        <Link href="/size-guide" className="text-gray-600 underline">
          Size guide
        </Link>
      </div>
      {open ? (
        <Suspense fallback={<p className="mt-2 text-gray-500">Loading the size finder...</p>}>
          <SizeFinder chartIds={[chartId]} defaultChartId={chartId} className="mt-3" />
        </Suspense>
      ) : null}
    </div>
  );
}
