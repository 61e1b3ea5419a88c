// Step 1: the four designer garments, each with its drawing, copy and base price.
import { DESIGNER_PRODUCTS } from '../../../../shared/store';
import { formatMoney } from '../../../../shared/money';
import { cx } from '../../../lib/cx';
import { GarmentIcon } from './GarmentIcon';

export function ProductStep({ selected, onSelect }: { selected: string | null; onSelect: (handle: string) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {DESIGNER_PRODUCTS.map((product) => {
        const active = product.handle === selected;
        return (
          <li key={product.handle}>
            <button
              type="button"
              onClick={() => onSelect(product.handle)}
              aria-pressed={active}
              className={cx(
                'flex h-full w-full flex-col items-center gap-2 rounded-xl border-2 bg-white p-3 text-center sm:p-5 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                active ? 'border-brand-700 shadow-md ring-4 ring-brand-100' : 'border-gray-200',
              )}
            >
              <GarmentIcon handle={product.handle} active={active} className="h-20 w-20 sm:h-24 sm:w-24" />
              <span className="mt-2 font-semibold text-gray-900 sm:text-lg">{product.name}</span>
              <span className="text-sm text-gray-600">{product.description}</span>
              <span className="mt-auto pt-2 text-lg font-bold text-brand-800">{formatMoney(product.priceCents)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
