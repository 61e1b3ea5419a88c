// The chosen category's subcategory chips: the first PAGE_SIZES.subcategoryChips inline,
// the rest in a "+N More" popover whose code loads on first use.
import { lazy, Suspense, useState } from 'react';
import { PAGE_SIZES } from '../../../../shared/store';
import type { Chip } from '../chips';
import { ChipButton, chipClasses } from './Chip';

const MoreChips = lazy(() => import('./MoreChips'));

export function SubcategoryChips({
  chips,
  active,
  onSelect,
}: {
  chips: readonly Chip[];
  active: string | null;
  onSelect: (value: string) => void;
}) {
  const [moreRequested, setMoreRequested] = useState(false);
  const inline = chips.slice(0, PAGE_SIZES.subcategoryChips);
  const rest = chips.slice(PAGE_SIZES.subcategoryChips);
  const restActive = rest.some((c) => c.value === active);
  const moreLabel = `+${rest.length} More`;
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setMoreRequested(true)}
      className={chipClasses(restActive)}
    >
      {moreLabel}
    </button>
  );

  if (chips.length === 0) return null;
  return (
    <div role="group" aria-label="Subcategories" className="flex flex-wrap items-center gap-2">
      {inline.map((chip) => (
        <ChipButton key={chip.value} chip={chip} active={chip.value === active} onSelect={onSelect} />
      ))}
      {rest.length > 0 ? (
        moreRequested ? (
          <Suspense fallback={placeholder}>
            <MoreChips label={moreLabel} chips={rest} active={active} onSelect={onSelect} highlighted={restActive} />
          </Suspense>
        ) : (
          placeholder
        )
      ) : null}
    </div>
  );
}
