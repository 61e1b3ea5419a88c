// A size or colour choice. Options sold out given the other choice are struck through but can be
// chosen, so the shopper can ask to hear when that one is back; a combination the product is not
// made in cannot be chosen.
import type { ReactNode } from 'react';
import { COLOR_HEX } from '../../../shared/store';
import { cx } from '../../lib/cx';

export type OptionState = 'available' | 'sold-out' | 'none';

export interface OptionPickerProps {
  legend: string;
  options: readonly string[];
  selected: string | null;
  /** Whether the option can be bought with the other choice; sold out; or not made at all (none). */
  stateOf: (option: string) => OptionState;
  onSelect: (option: string) => void;
  swatches?: boolean;
  error?: string | null;
  errorId?: string;
}

export function OptionPicker({
  legend,
  options,
  selected,
  stateOf,
  onSelect,
  swatches = false,
  error,
  errorId,
}: OptionPickerProps) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-gray-900">
        {legend}
        {selected ? <span className="font-normal text-gray-600">: {selected}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const state = stateOf(option);
          const available = state === 'available';
          const active = option === selected;
          let swatch: ReactNode = null;
          if (swatches) {
            swatch = (
              <span
                className="h-4 w-4 rounded-full border border-gray-300"
                style={{ backgroundColor: COLOR_HEX[option] ?? COLOR_HEX.Default }}
                aria-hidden="true"
              />
            );
          }
          return (
            <button
              key={option}
              type="button"
              onClick={() => onSelect(option)}
              disabled={state === 'none'}
              aria-pressed={active}
              aria-label={available ? option : `${option} (sold out)`}
              className={cx(
                'inline-flex min-w-12 items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-900 hover:border-brand-600',
                !available && !active && 'border-dashed bg-gray-50 text-gray-500 line-through',
                state === 'none' && 'cursor-not-allowed text-gray-400 hover:border-gray-300',
              )}
            >
              {swatch}
              {option}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
