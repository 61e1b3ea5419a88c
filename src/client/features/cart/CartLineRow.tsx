// One line on the cart page: picture, name, size, colour, unit price, stepper, line total, remove.
import { Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { CartItem } from '../../../shared/schemas/cart';
import { formatMoney, toCents } from '../../../shared/money';
import { LineImage } from './LineImage';
import { LineStepper } from './LineStepper';
import { lineTotalCents, removeItemWithUndo } from './state';
import { stockNote } from './stock';

/** `stock`: the units for sale of the line's variant, null while unknown. */
export function CartLineRow({ item, stock }: { item: CartItem; stock: number | null }) {
  const note = stockNote(stock, item.quantity);
  const name = item.handle ? (
    <Link href={`/product/${item.handle}`} className="hover:text-brand-700 hover:underline">
      {item.name}
    </Link>
  ) : (
    item.name
  );
  return (
    <li className="flex gap-4 py-5">
      <LineImage src={item.imageUrl} alt={item.name} size={96} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="font-medium text-gray-900">{name}</h3>
          <p className="text-sm text-gray-600">
            Size: {item.size} <span aria-hidden="true">·</span> Color: {item.color}
          </p>
          <p className="text-sm text-gray-600">{formatMoney(toCents(item.price))} each</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:items-end">
          <LineStepper item={item} stock={stock} />
          {note ? <p className="text-sm font-medium text-amber-800">{note}</p> : null}
          <p className="font-semibold text-gray-900">
            <span className="sr-only">Line total: </span>
            {formatMoney(lineTotalCents(item))}
          </p>
          <button
            type="button"
            onClick={() => removeItemWithUndo(item)}
            className="inline-flex items-center gap-1 rounded text-sm text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-red-600"
            aria-label={`Remove ${item.name}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}
