// The gift page's four cards; choosing one fills the form's title and amount.
import { Cake, Gift, HandHeart, PenLine } from 'lucide-react';
import { formatMoney } from '../../../shared/money';
import { GIFT_CARDS } from '../../../shared/store';
import { cx } from '../../lib/cx';

export type GiftPreset = (typeof GIFT_CARDS.pagePresets)[number];

const LOOKS: Record<GiftPreset['title'], { icon: typeof Gift; gradient: string }> = {
  'Birthday Special': { icon: Cake, gradient: 'from-pink-500 to-rose-600' },
  'Holiday Gift': { icon: Gift, gradient: 'from-emerald-600 to-teal-700' },
  'Thank You': { icon: HandHeart, gradient: 'from-brand-600 to-brand-800' },
  'Custom Amount': { icon: PenLine, gradient: 'from-gray-700 to-gray-900' },
};

export function GiftPresets({ chosen, onChoose }: { chosen: string | null; onChoose: (preset: GiftPreset) => void }) {
  return (
    <ul aria-label="Gift card options" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {GIFT_CARDS.pagePresets.map((preset) => {
        const { icon: Icon, gradient } = LOOKS[preset.title];
        const selected = chosen === preset.title;
        return (
          <li key={preset.title}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onChoose(preset)}
              className={cx(
                'flex w-full flex-col items-start gap-3 rounded-2xl bg-gradient-to-br p-5 text-left text-white shadow-md transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                gradient,
                selected ? 'ring-4 ring-brand-300 ring-offset-2' : 'hover:-translate-y-0.5 hover:shadow-lg',
              )}
            >
              <Icon aria-hidden="true" className="h-8 w-8" />
              <span className="font-display text-xl font-bold">{preset.title}</span>
              <span className="text-2xl font-semibold">
                {preset.amountCents === null ? 'Your choice' : formatMoney(preset.amountCents)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
