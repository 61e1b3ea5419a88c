// The order's lines as placed; while money is left to give back, each line can fill the refund
// form with its own worth.
import type { AdminOrderItem } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { money } from '../format';

export function OrderItems({
  items,
  onRefundLine,
}: {
  items: readonly AdminOrderItem[];
  onRefundLine: ((item: AdminOrderItem) => void) | null;
}) {
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" width={48} height={60} className="h-15 w-12 rounded object-cover" />
          ) : null}
          <div className="flex-1">
            <p className="font-medium text-gray-900">{item.name}</p>
            <p className="text-gray-600">
              {[
                item.size,
                item.color,
                item.sku,
                `Qty ${item.quantity}`,
                item.shipped ? `${item.shipped} shipped` : null,
                item.returned ? `${item.returned} back in stock` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <p>{money(item.price)}</p>
          {onRefundLine ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onRefundLine(item)}
              aria-label={`Refund this line: ${item.name}`}
            >
              Refund this line
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
