// The home creator's design cards and amount presets.
import { formatMoney } from '../../../shared/money';
import { AMOUNT_HINT } from '../../../shared/schemas/gift-cards';
import { GIFT_CARDS } from '../../../shared/store';
import { Field, Input } from '../../components/ui/field';
import { cx } from '../../lib/cx';
import { DesignIcon } from './GiftCardFace';

export function DesignPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">Choose a design</legend>
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {GIFT_CARDS.homeDesigns.map((design) => (
          <label
            key={design.id}
            className={cx(
              'relative flex cursor-pointer flex-col items-center gap-2 rounded-xl bg-gradient-to-br p-4 text-center text-white shadow-sm ring-offset-2 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              design.gradient,
              value === design.id ? 'ring-4 ring-brand-700' : 'opacity-90 hover:opacity-100',
            )}
          >
            <input
              type="radio"
              name="gift-design"
              value={design.id}
              checked={value === design.id}
              onChange={() => onChange(design.id)}
              className="sr-only"
            />
            <DesignIcon design={design} className="h-6 w-6 drop-shadow" />
            <span className="text-sm font-semibold drop-shadow">{design.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AmountPicker({
  presetCents,
  customAmount,
  error,
  onPreset,
  onCustom,
}: {
  presetCents: number;
  customAmount: string;
  error?: string | undefined;
  onPreset: (cents: number) => void;
  onCustom: (text: string) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-800">Amount</legend>
      <div className="flex flex-wrap gap-2">
        {GIFT_CARDS.homePresetsCents.map((cents) => {
          const chosen = !customAmount.trim() && presetCents === cents;
          return (
            <button
              key={cents}
              type="button"
              aria-pressed={chosen}
              onClick={() => onPreset(cents)}
              className={cx(
                'h-10 min-w-16 rounded-md border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                chosen
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600',
              )}
            >
              {formatMoney(cents).replace(/\.00$/, '')}
            </button>
          );
        })}
      </div>
      <Field label="Custom amount ($)" error={error} hint={AMOUNT_HINT}>
        {(ids) => (
          <Input
            {...ids}
            type="number"
            inputMode="decimal"
            min={GIFT_CARDS.pageMinimumCents / 100}
            max={GIFT_CARDS.pageMaximumCents / 100}
            step="0.01"
            placeholder="Enter amount"
            value={customAmount}
            onChange={(e) => onCustom(e.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
}
