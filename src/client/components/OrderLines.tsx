// An order's lines as the store sold them (snapshots of name, options and price).
import { formatMoney, toCents } from '../../shared/money';
import type { PlacedOrder } from '../../shared/schemas/orders';

type Line = PlacedOrder['items'][number];

/** "M · Red · Qty 2" */
export const lineDetails = (line: Line) => [line.size, line.color, `Qty ${line.quantity}`].filter(Boolean).join(' · ');

export function OrderLines({ lines, withPrices = false }: { lines: readonly Line[]; withPrices?: boolean }) {
  return (
    <ul className="divide-y divide-gray-100">
      {lines.map((line, index) => (
        <li key={index} className="flex items-center gap-3 py-2">
          {line.imageUrl ? (
            <img
              src={line.imageUrl}
              alt=""
              width={48}
              height={60}
              loading="lazy"
              className="h-[60px] w-12 rounded object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-gray-900">{line.name}</p>
            <p className="text-gray-600">{lineDetails(line)}</p>
          </div>
          {withPrices ? <p className="text-sm">{formatMoney(toCents(line.price) * line.quantity)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
