// Standard or Express, each with its price for this cart (the shared pricing rule the server
// charges by) and the dates it would arrive between.
import { formatBusinessDays, formatDeliveryWindow, deliveryWindow, type Destination } from '../../../shared/delivery';
import { formatMoney } from '../../../shared/money';
import { shippingFor } from '../../../shared/pricing';
import { SHIPPING, SHIPPING_METHODS, type ShippingMethod } from '../../../shared/store';

export function ShippingMethodPicker({
  value,
  onChange,
  subtotalCents,
  destination,
  disabled,
  now = new Date(),
}: {
  value: ShippingMethod;
  onChange: (method: ShippingMethod) => void;
  subtotalCents: number;
  /** Abroad, each method takes longer at the same price. */
  destination: Destination;
  disabled: boolean;
  now?: Date;
}) {
  return (
    <fieldset disabled={disabled} className="mt-8 space-y-3">
      <legend className="mb-2 text-lg font-semibold">Shipping method</legend>
      {SHIPPING_METHODS.map((method) => {
        const { label } = SHIPPING.methods[method];
        const cents = shippingFor(subtotalCents, method);
        return (
          <label
            key={method}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="shippingMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span className="flex-1">
              <span className="flex justify-between gap-3 font-medium">
                <span>{label}</span>
                <span>{cents === 0 ? 'Free' : formatMoney(cents)}</span>
              </span>
              <span className="block text-sm text-gray-600">
                {formatBusinessDays(method, destination)}
                {destination === 'abroad' ? ' (international)' : ''} · arrives{' '}
                {formatDeliveryWindow(deliveryWindow(method, now, destination))}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
