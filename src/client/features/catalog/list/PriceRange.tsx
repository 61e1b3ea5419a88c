// The price slider (PRICE_FILTER: 0 to 200, step 5) as two range inputs. Dragging updates
// the label at once and the list after a short pause, so the server is not asked per step.
// The top of the slider sets no upper limit ("$200+"), so dearer pieces are not hidden.
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import { PRICE_FILTER } from '../../../../shared/store';

const SETTLE_MS = 300;
type Range = [number, number];

export function PriceRange({ value, onChange }: { value: Range; onChange: (value: Range) => void }) {
  const [draft, setDraft] = useState<Range>(value);
  const [shown, setShown] = useState<Range>(value);
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setDraft(value);
  }
  const commit = useRef(onChange);
  useEffect(() => {
    commit.current = onChange;
  });
  useEffect(() => {
    if (draft[0] === value[0] && draft[1] === value[1]) return;
    const timer = window.setTimeout(() => commit.current(draft), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  const [min, max] = draft;
  const dollars = (n: number) => formatMoney(n * 100).replace('.00', '');
  const track = 'w-full accent-brand-700';
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-gray-900" aria-live="polite">
        {dollars(min)} – {dollars(max)}
        {max === PRICE_FILTER.max ? '+' : ''}
      </p>
      <label className="block text-xs text-gray-600">
        Minimum price
        <input
          type="range"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          value={min}
          aria-valuetext={dollars(min)}
          onChange={(e) => setDraft([Math.min(Number(e.target.value), max), max])}
          className={track}
        />
      </label>
      <label className="block text-xs text-gray-600">
        Maximum price
        <input
          type="range"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          value={max}
          aria-valuetext={dollars(max)}
          onChange={(e) => setDraft([min, Math.max(Number(e.target.value), min)])}
          className={track}
        />
      </label>
    </div>
  );
}
