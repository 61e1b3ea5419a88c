// A gift card as the shopper sees it: the design's gradient and icon, the amount, the code.
import { Crown, Gem, Heart, Star } from 'lucide-react';
import type { GIFT_CARDS } from '../../../shared/store';
import { STORE } from '../../../shared/store';
import { cx } from '../../lib/cx';

export type GiftDesign = (typeof GIFT_CARDS.homeDesigns)[number];

/**
 * Tailwind scans src/client only, so the store's design gradients (GIFT_CARDS.homeDesigns in
 * src/shared/store.ts) are named here for their CSS to be generated; a test keeps the two in step.
 */
export const DESIGN_GRADIENT_CLASSES = [
  'from-purple-500 to-indigo-600',
  'from-pink-400 to-rose-500',
  'from-sky-400 to-blue-600',
  'from-amber-400 to-yellow-600',
] as const;

const ICONS = { gem: Gem, heart: Heart, star: Star, crown: Crown } as const;

export function DesignIcon({ design, className }: { design: GiftDesign; className?: string }) {
  const Icon = ICONS[design.icon];
  return <Icon aria-hidden="true" className={className} />;
}

export function GiftCardFace({
  design,
  amount,
  code,
  className,
}: {
  design: GiftDesign;
  amount: string;
  code?: string | undefined;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'relative flex aspect-[8/5] flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br p-5 text-white shadow-lg',
        design.gradient,
        className,
      )}
    >
      <div aria-hidden="true" className="absolute -right-10 -top-10 h-36 w-36 rounded-full bg-white/15" />
      <div className="relative flex items-start justify-between">
        <span className="font-display text-lg font-bold drop-shadow-sm">{STORE.name}</span>
        <DesignIcon design={design} className="h-7 w-7" />
      </div>
      <div className="relative">
        <p className="text-xs uppercase tracking-widest text-white/90">Gift Card · {design.name}</p>
        <p className="font-display text-4xl font-bold drop-shadow-sm">{amount}</p>
        {code ? (
          <p className="mt-1 font-mono text-sm tracking-wider" data-testid="gift-card-code">
            {code}
          </p>
        ) : null}
      </div>
    </div>
  );
}
