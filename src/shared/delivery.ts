// When a parcel arrives: the shipping method's business days, counted from the day after the
// order and skipping Saturdays and Sundays. One function for the product page, checkout and
// the confirmation, so they promise the same dates.
import { SHIPPING, type ShippingMethod } from './store';

function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export interface DeliveryWindow {
  earliest: Date;
  latest: Date;
}

export function deliveryWindow(method: ShippingMethod, orderedAt: Date): DeliveryWindow {
  const { minBusinessDays, maxBusinessDays } = SHIPPING.methods[method];
  return { earliest: addBusinessDays(orderedAt, minBusinessDays), latest: addBusinessDays(orderedAt, maxBusinessDays) };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Tue, Dec 1 - Thu, Dec 3" */
export function formatDeliveryWindow({ earliest, latest }: DeliveryWindow): string {
  const first = dayFormat.format(earliest);
  const last = dayFormat.format(latest);
  return first === last ? first : `${first} - ${last}`;
}
