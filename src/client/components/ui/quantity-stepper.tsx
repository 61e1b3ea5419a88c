// A - value + stepper. The cart passes min 0 so that stepping below 1 removes the line
// rather than stopping at 1; the product page keeps min 1.
import { Minus, Plus } from 'lucide-react';
import { cx } from '../../lib/cx';

export interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** What the quantity is of, for screen readers ("Classic Tee"). */
  label: string;
  min?: number;
  max?: number;
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** Why the quantity stops at max ("only 6 left"): added to the + button's name when it is reached. */
  maxReason?: string | null | undefined;
}

export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  size = 'md',
  disabled = false,
  maxReason,
}: QuantityStepperProps) {
  const atMax = value >= max;
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  const button = cx(
    box,
    'inline-flex items-center justify-center text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40',
  );
  return (
    <div
      className="inline-flex items-center rounded-md border border-gray-300 bg-white"
      role="group"
      aria-label={`Quantity of ${label}`}
    >
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={`Decrease quantity of ${label}`}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <output
        className={cx(
          'min-w-8 px-1 text-center text-sm font-medium tabular-nums',
          size === 'sm' ? 'leading-8' : 'leading-10',
        )}
        aria-label={`Quantity of ${label}`}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={disabled || atMax}
        aria-label={`Increase quantity of ${label}${atMax && maxReason ? `: ${maxReason}` : ''}`}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
