// When a parcel arrives: the shipping method's business days (longer outside the US), counted
// from the day after the order and skipping Saturdays and Sundays. One function for the product page, checkout and
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

/** Where a parcel goes, as far as its delivery time is concerned. */
export type Destination = 'US' | 'abroad';

/** The destination of an address in `country` (an ISO code). */
export const destinationOf = (country: string): Destination => (country === 'US' ? 'US' : 'abroad');

/** How many business days a method takes to its destination. */
export function businessDays(
  method: ShippingMethod,
  destination: Destination = 'US',
): { minBusinessDays: number; maxBusinessDays: number } {
  return destination === 'US' ? SHIPPING.methods[method] : SHIPPING.international[method];
}

/** "5-7 business days" */
export function formatBusinessDays(method: ShippingMethod, destination: Destination = 'US'): string {
  const { minBusinessDays, maxBusinessDays } = businessDays(method, destination);
  return minBusinessDays === maxBusinessDays
    ? `${minBusinessDays} business days`
    : `${minBusinessDays}-${maxBusinessDays} business days`;
}

export function deliveryWindow(
  method: ShippingMethod,
  orderedAt: Date,
  destination: Destination = 'US',
): DeliveryWindow {
  const { minBusinessDays, maxBusinessDays } = businessDays(method, destination);
  return { earliest: addBusinessDays(orderedAt, minBusinessDays), latest: addBusinessDays(orderedAt, maxBusinessDays) };
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Tue, Dec 1 - Thu, Dec 3" */
export function formatDeliveryWindow({ earliest, latest }: DeliveryWindow): string {
  const first = dayFormat.format(earliest);
  const last = dayFormat.format(latest);
  return first === last ? first : `${first} - ${last}`;
}
