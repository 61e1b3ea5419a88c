// The gift-card report over a range of UTC days, from the cards' ledger (gift_card_transactions,
// read through its index on created_at): cards sold and issued by staff, and what was redeemed;
// and what the shop owes on live cards now. GIFT_CARD_DEFINITIONS says what each figure counts.
import { sql } from 'drizzle-orm';
import { toDecimal } from '../../shared/money';
import { addDays } from '../../shared/schemas/reports';
import type { GiftCardFigures, GiftCardPeriod, GiftCardsReport } from '../../shared/schemas/reports-money';
import type { Tx } from '../db/database';
import { giftCards, giftCardTransactions } from '../db/schema';
import { rowsOf } from './order-net';
import { onDays, previousRange } from './range';

interface Sums {
  sold_count: number;
  sold_cents: number;
  issued_count: number;
  issued_cents: number;
  redeemed_cents: number;
}

const figures = (sums: Sums | undefined): GiftCardFigures => ({
  soldCount: Number(sums?.sold_count ?? 0),
  soldValue: toDecimal(Number(sums?.sold_cents ?? 0)),
  issuedCount: Number(sums?.issued_count ?? 0),
  issuedValue: toDecimal(Number(sums?.issued_cents ?? 0)),
  redeemed: toDecimal(Number(sums?.redeemed_cents ?? 0)),
});

const cents = (amount: ReturnType<typeof sql>) => sql`round(${amount} * 100)::bigint`;

/** Each figure as a sum over ledger entries `t` of cards `g`. */
const SUMS = sql`
  count(*) filter (where t.kind = 'issue' and g.issued_by_staff_id is null)::bigint as sold_count,
  coalesce(sum(${cents(sql`t.amount`)}) filter (where t.kind = 'issue' and g.issued_by_staff_id is null), 0)::bigint as sold_cents,
  count(*) filter (where t.kind = 'issue' and g.issued_by_staff_id is not null)::bigint as issued_count,
  coalesce(sum(${cents(sql`t.amount`)}) filter (where t.kind = 'issue' and g.issued_by_staff_id is not null), 0)::bigint as issued_cents,
  coalesce(-sum(${cents(sql`t.amount`)}) filter (where t.kind in ('debit', 'refund')), 0)::bigint as redeemed_cents`;

async function totals(tx: Tx, from: string, to: string): Promise<GiftCardPeriod> {
  const [sums] = rowsOf<Sums>(
    await tx.execute(sql`
      select ${SUMS} from ${giftCardTransactions} t join ${giftCards} g on g.id = t.gift_card_id
      where ${onDays(sql`t.created_at`, from, to)}`),
  );
  return { from, to, ...figures(sums) };
}

/** What the shop owes now: the balances of cards that have not expired. */
export async function giftCardLiability(tx: Tx, now = new Date()) {
  const [owed] = rowsOf<{ cents: number; cards: number }>(
    await tx.execute(sql`
      select coalesce(sum(${cents(sql`balance`)}), 0)::bigint as cents, count(*)::int as cards
      from ${giftCards}
      where balance > 0 and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`),
  );
  return { outstanding: toDecimal(Number(owed?.cents ?? 0)), outstandingCards: Number(owed?.cards ?? 0) };
}

export async function giftCardsReport(tx: Tx, { from, to }: { from: string; to: string }): Promise<GiftCardsReport> {
  const before = previousRange(from, to);
  const days = rowsOf<Sums & { day: string }>(
    await tx.execute(sql`
      select to_char((t.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, ${SUMS}
      from ${giftCardTransactions} t join ${giftCards} g on g.id = t.gift_card_id
      where ${onDays(sql`t.created_at`, from, to)}
      group by 1`),
  );
  const byDay = new Map(days.map((row) => [row.day, row]));
  const series: GiftCardPeriod[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    series.push({ from: day, to: day, ...figures(byDay.get(day)) });
  return {
    current: await totals(tx, from, to),
    previous: await totals(tx, before.from, before.to),
    series,
    ...(await giftCardLiability(tx)),
  };
}
