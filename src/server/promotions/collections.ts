// A collection renamed by staff: the discounts whose rules name it follow the new handle, in the
// rename's own transaction, so they keep applying to the same products. Each discount changed
// is written to the activity log with its rule before and after.
import { eq, sql } from 'drizzle-orm';
import type { StoredDiscountRule } from '../../shared/schemas/discounts';
import { recordAudit } from '../audit/record';
import type { Tx } from '../db/database';
import { discounts } from '../db/schema';

/** The rule with every list of collections that names `from` naming `to` instead (once). */
function renamed(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === 'collections' && Array.isArray(inner)
        ? [key, [...new Set(inner.map((handle) => (handle === from ? to : handle)))]]
        : [key, renamed(inner, from, to)],
    ),
  );
}

/** Every discount whose rule names the collection `from` names `to` instead; answers how many changed. */
export async function renameCollectionInDiscounts(tx: Tx, from: string, to: string): Promise<number> {
  if (from === to) return 0;
  const naming = await tx
    .select({ id: discounts.id, title: discounts.title, code: discounts.code, rule: discounts.rule })
    .from(discounts)
    .where(
      sql`jsonb_path_exists(${discounts.rule}, '$.**.collections[*] ? (@ == $value)'::jsonpath, jsonb_build_object('value', ${from}::text))`,
    )
    .for('update');
  for (const discount of naming) {
    const rule = renamed(discount.rule, from, to) as StoredDiscountRule;
    await tx.update(discounts).set({ rule, updatedAt: new Date() }).where(eq(discounts.id, discount.id));
    await recordAudit(tx, {
      kind: 'discount.updated',
      subject: { type: 'discount', id: discount.id, label: discount.code ?? discount.title },
      before: { rule: discount.rule },
      after: { rule },
    });
  }
  return naming.length;
}
