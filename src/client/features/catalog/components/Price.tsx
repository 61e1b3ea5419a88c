// A product's price as shopped: "From" when the variants differ and none is chosen yet, and
// the compare-at price struck through when the product is on sale.
import type { ShownPrice } from '../../../../shared/catalog/pricing';
import { formatMoney } from '../../../../shared/money';
import { cx } from '../../../lib/cx';

const SIZES = {
  md: { now: 'text-lg', color: 'text-brand-800', was: 'text-sm' },
  lg: { now: 'text-2xl', color: 'text-gray-900', was: 'text-lg' },
} as const;

export function Price({
  price,
  size = 'md',
  className,
}: {
  price: ShownPrice;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-wrap items-baseline gap-x-2', className)}>
      <p className={cx(SIZES[size].now, 'font-semibold', price.wasCents ? 'text-red-700' : SIZES[size].color)}>
        {price.from ? <span className="font-normal">From </span> : null}
        {formatMoney(price.cents)}
      </p>
      {price.wasCents ? (
        <p className={cx(SIZES[size].was, 'text-gray-600')}>
          <s>
            <span className="sr-only">Was </span>
            {formatMoney(price.wasCents)}
          </s>
        </p>
      ) : null}
    </div>
  );
}
