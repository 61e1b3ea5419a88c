import { toCents, toDecimal } from '../../shared/money';
import { ORDER_NOT_FOUND, type TrackingResponse } from '../../shared/schemas/tracking';
import type { Tx } from '../db/database';
import { notFound } from '../http/errors';
import { findParcels } from '../orders/fulfillment';
import { normalizeTrackingNumber } from '../orders/tracking-number';
import { findOrderByTrackingNumber, listOrderEvents, listOrderItems } from './queries';

const decimal = (money: string) => toDecimal(toCents(money));
/** orders.tracking_number is varchar(64): nothing longer can match. */
const TRACKING_NUMBER_MAX = 64;

/**
 * Where an order goes, without who or which street: "Fort Smith, AR" from the address's
 * "city state zip" line (the last word is the postal code, the one before it the state).
 */
export function partialAddress(shippingAddress: string): string {
  const words = (shippingAddress.split('\n')[2] ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length < 3) return words.slice(0, 1).join(' ');
  return `${words.slice(0, -2).join(' ')}, ${words[words.length - 2]}`;
}

const sameEmail = (typed: string | undefined, stored: string) =>
  typed !== undefined && typed.trim().toLowerCase() === stored.trim().toLowerCase();

/**
 * Every number that matches no order gets the same answer, whatever its form; letter case and
 * spacing do not matter. A tracking number is shared (a receipt, a forwarded email), so it
 * shows the whole address only with the order's email; otherwise the city and state.
 */
export async function trackOrder(tx: Tx, typed: string, email?: string): Promise<TrackingResponse> {
  const trackingNumber = normalizeTrackingNumber(typed);
  const order =
    trackingNumber.length <= TRACKING_NUMBER_MAX ? await findOrderByTrackingNumber(tx, trackingNumber) : undefined;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const [items, events, parcels] = await Promise.all([
    listOrderItems(tx, order.id),
    listOrderEvents(tx, order.id),
    findParcels(tx, order.id),
  ]);
  const itemOf = (itemId: number) => items.find((item) => item.id === itemId);
  const { email: orderEmail, ...shown } = order;
  const fullAddress = sameEmail(email, orderEmail);
  return {
    order: {
      ...shown,
      shippingAddress: fullAddress ? order.shippingAddress : partialAddress(order.shippingAddress),
      fullAddress,
      createdAt: order.createdAt.toISOString(),
      total: decimal(order.total),
      events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      parcels: parcels.map((parcel) => ({
        carrier: parcel.carrier,
        carrierTrackingNumber: parcel.carrierTrackingNumber,
        shippedAt: parcel.shippedAt.toISOString(),
        items: parcel.items.map((line) => {
          const item = itemOf(line.itemId);
          return {
            name: item?.name ?? '',
            size: item?.size ?? null,
            color: item?.color ?? null,
            quantity: line.quantity,
          };
        }),
      })),
    },
    items: items.map(({ name, imageUrl, price, ...item }) => ({
      ...item,
      price: decimal(price),
      product: { name, imageUrl },
    })),
  };
}
