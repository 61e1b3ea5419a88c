// What one order may take, and how many unpaid orders one shopper may hold, from the store
// settings. An unpaid order holds its stock (and promotion, and gift-card amount) until its
// payment page closes: without these, a few requests could hold every unit of the catalogue.
import { normalizeIP } from '@fastify/rate-limit';
import { unitsOfItemMessage, unitsPerOrderMessage, type StoreSettings } from '../../shared/schemas/store-settings';
import type { Tx } from '../db/database';
import { HttpError, badRequest } from '../http/errors';
import { countUnpaidOrders } from './queries';

export interface LimitedLine {
  /** Where the line stands in the request, for error paths. */
  index: number;
  quantity: number;
  name: string;
  variant: { id: number; size: string; color: string };
  designId: string | null;
}

/**
 * Refuses (400) more units of one item than a line may hold, lines of the same item (a
 * variant, with the same custom design) added together, and more units in all than an order may.
 */
export function checkPurchaseLimits(
  lines: readonly LimitedLine[],
  settings: Pick<StoreSettings, 'maxUnitsPerLine' | 'maxUnitsPerOrder'>,
): void {
  const perItem = new Map<string, { first: LimitedLine; units: number }>();
  for (const line of lines) {
    const key = `${line.variant.id}:${line.designId ?? ''}`;
    const seen = perItem.get(key);
    perItem.set(key, { first: seen?.first ?? line, units: (seen?.units ?? 0) + line.quantity });
  }
  for (const { first, units } of perItem.values()) {
    if (units > settings.maxUnitsPerLine) {
      throw badRequest(
        `items.${first.index}.quantity`,
        unitsOfItemMessage(settings.maxUnitsPerLine, `${first.name} (${first.variant.size}, ${first.variant.color})`),
      );
    }
  }
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > settings.maxUnitsPerOrder)
    throw badRequest('items', unitsPerOrderMessage(settings.maxUnitsPerOrder, units));
}

/** The client address as the limits count it: an IPv6 client by its /64, which one subscriber usually holds whole. */
export const limitedAddress = (ip: string): string => normalizeIP(ip);

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/**
 * The 429 for an order the unpaid-order limits refused: which limit, and when the soonest of
 * the orders holding it is released (its payment page closes, and the next minute's sweep
 * gives it back), as Retry-After and in words.
 */
export async function unpaidLimitRefusal(
  tx: Tx,
  limit: { email: string; maxPerEmail: number; placedFrom: string | null; maxPerAddress: number },
  now: Date,
): Promise<HttpError> {
  const byEmail = await countUnpaidOrders(tx, { email: limit.email });
  const emailFull = byEmail.count >= limit.maxPerEmail;
  const held = emailFull || !limit.placedFrom ? byEmail : await countUnpaidOrders(tx, { placedFrom: limit.placedFrom });
  const releasedIn = held.firstRelease
    ? Math.max(1, Math.ceil((held.firstRelease.getTime() - now.getTime()) / 60_000) + 1)
    : 1;
  const message = emailFull
    ? `This email already has ${byEmail.count} orders waiting for payment. Pay for one of them, or try again in ${minutesText(releasedIn)}, when unpaid orders are released.`
    : `Too many orders waiting for payment have been placed from your network. Pay for one of them, or try again in ${minutesText(releasedIn)}, when unpaid orders are released.`;
  return new HttpError(429, message, [{ path: emailFull ? 'customer.email' : 'items', message }], {
    'retry-after': String(releasedIn * 60),
  });
}
