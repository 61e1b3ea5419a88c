// One line in the slide-out cart.
import { Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { CartItem } from '../../../shared/schemas/cart';
import { formatMoney } from '../../../shared/money';
import { LineImage } from './LineImage';
import { LineStepper } from './LineStepper';
import { closeCartDrawer } from './drawer-state';
import { lineTotalCents, removeItemWithUndo } from './state';
import { stockNote } from './stock';

/** `stock`: the units for sale of the line's variant, null while unknown. */
export function DrawerLine({ item, stock }: { item: CartItem; stock: number | null }) {
  const note = stockNote(stock, item.quantity);
  return (
    <li className="flex gap-3 py-4">
      <LineImage src={item.imageUrl} alt={item.name} size={72} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm font-medium text-gray-900">
            {item.handle ? (
              <Link
                href={`/product/${item.handle}`}
                onClick={closeCartDrawer}
                className="hover:text-brand-700 hover:underline"
              >
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </h3>
          <button
            type="button"
            onClick={() => removeItemWithUndo(item)}
            className="rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-label={`Remove ${item.name}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <p className="text-xs text-gray-600">
          {item.size} <span aria-hidden="true">·</span> {item.color}
        </p>
        <div className="mt-2 flex items-center justify-between">
          <LineStepper item={item} stock={stock} />
          <span className="text-sm font-semibold tabular-nums">{formatMoney(lineTotalCents(item))}</span>
        </div>
        {note ? <p className="mt-1 text-xs font-medium text-amber-800">{note}</p> : null}
      </div>
    </li>
  );
}
