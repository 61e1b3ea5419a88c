// Size chips and colour swatches shared by the cards and the quick view. Each option is a
// toggle button (aria-pressed); sold-out options are disabled. With a limit, the rest is
// summarised as "+N more", which opens the full picker when the caller offers one. A single
// option leaves nothing to choose: it is shown, not offered.
import { cx } from '../../../lib/cx';
import { swatchColor } from '../swatch';

interface PickerProps {
  label: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
  isDisabled?: (option: string) => boolean;
  limit?: number;
  onShowMore?: () => void;
  size?: 'sm' | 'md';
}

function More({
  hidden,
  total,
  noun,
  onShowMore,
}: {
  hidden: number;
  total: number;
  noun: string;
  onShowMore?: (() => void) | undefined;
}) {
  if (hidden <= 0) return null;
  const text = `+${hidden} more`;
  if (!onShowMore) return <span className="text-xs text-gray-600">{text}</span>;
  return (
    <button
      type="button"
      onClick={onShowMore}
      aria-label={`${text}: show all ${total} ${noun}`}
      className="relative z-10 rounded px-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {text}
    </button>
  );
}

export function SizePicker({
  label,
  options,
  value,
  onChange,
  isDisabled,
  limit,
  onShowMore,
  size = 'sm',
}: PickerProps) {
  const shown = limit === undefined ? options : options.slice(0, limit);
  const chip = size === 'sm' ? 'h-7 min-w-7 px-2 text-xs' : 'h-10 min-w-10 px-3 text-sm';
  if (options.length === 1) {
    return (
      <p className="flex items-center gap-2 text-xs text-gray-600">
        <span className="sr-only">{label}: </span>
        <span
          className={cx('inline-flex items-center rounded-md border border-gray-200 bg-gray-50 text-gray-700', chip)}
        >
          {options[0]}
        </span>
      </p>
    );
  }
  return (
    <div role="group" aria-label={label} className="relative z-10 flex flex-wrap items-center gap-1.5">
      {shown.map((option) => {
        const selected = value === option;
        const disabled = isDisabled?.(option) ?? false;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onChange(selected ? null : option)}
            className={cx(
              'inline-flex items-center justify-center rounded-md border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
              chip,
              selected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600',
              disabled && 'cursor-not-allowed border-dashed text-gray-400 line-through hover:border-gray-300',
            )}
          >
            {option}
          </button>
        );
      })}
      <More hidden={options.length - shown.length} total={options.length} noun="sizes" onShowMore={onShowMore} />
    </div>
  );
}

export function ColorPicker({
  label,
  options,
  value,
  onChange,
  isDisabled,
  limit,
  onShowMore,
  size = 'sm',
}: PickerProps) {
  const shown = limit === undefined ? options : options.slice(0, limit);
  const dot = size === 'sm' ? 'h-6 w-6' : 'h-9 w-9';
  if (options.length === 1) {
    const only = options[0] as string;
    return (
      <p className="flex items-center gap-2 text-xs text-gray-600">
        <span
          aria-hidden="true"
          className={cx('inline-block rounded-full border border-gray-300', dot)}
          style={{ backgroundColor: swatchColor(only) }}
        />
        <span>
          <span className="sr-only">{label}: </span>
          {only}
        </span>
      </p>
    );
  }
  return (
    <div role="group" aria-label={label} className="relative z-10 flex flex-wrap items-center gap-1.5">
      {shown.map((option) => {
        const selected = value === option;
        const disabled = isDisabled?.(option) ?? false;
        return (
          <button
            key={option}
            type="button"
            title={option}
            aria-label={disabled ? `${option} (sold out)` : option}
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onChange(selected ? null : option)}
            className={cx(
              'rounded-full border border-gray-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              dot,
              selected && 'ring-2 ring-brand-700 ring-offset-2',
              disabled && 'cursor-not-allowed opacity-30',
            )}
            style={{ backgroundColor: swatchColor(option) }}
          />
        );
      })}
      <More hidden={options.length - shown.length} total={options.length} noun="colors" onShowMore={onShowMore} />
    </div>
  );
}
