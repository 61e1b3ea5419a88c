// What an order paid, in cents, as the sales report's net counts it before refunds:
// subtotal - discount + shipping + tax (the gift-card part included). From `orders o`.
import { sql } from 'drizzle-orm';

export const ORDER_NET_CENTS = sql`round((o.subtotal - o.discount + o.shipping + o.tax) * 100)::bigint`;

/** The rows of a statement run through tx.execute. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
