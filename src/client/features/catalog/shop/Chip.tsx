import { cx } from '../../../lib/cx';
import type { Chip } from '../chips';

export function chipClasses(active: boolean) {
  return cx(
    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600 hover:text-brand-800',
  );
}

export function ChipButton({
  chip,
  active,
  onSelect,
}: {
  chip: Chip;
  active: boolean;
  onSelect: (value: string) => void;
}) {
  return (
    <button type="button" aria-pressed={active} onClick={() => onSelect(chip.value)} className={chipClasses(active)}>
      {chip.label}
      {chip.count !== undefined ? (
        <span className={cx('text-xs', active ? 'text-brand-100' : 'text-gray-500')}>{chip.count}</span>
      ) : null}
    </button>
  );
}
