// The email that tells the store which variants have fallen to their low-stock threshold.
import type { MailMessage } from '../../ports/mailer';
import { composeEmail } from './compose';
import { subjectLine } from './format';

export interface LowStockLine {
  productName: string;
  size: string;
  color: string;
  sku: string;
  stock: number;
  lowStockAt: number;
}

const unitsLeft = (stock: number) => (stock === 0 ? 'Sold out' : stock === 1 ? '1 left' : `${stock} left`);

/** One email for every variant that fell to its threshold since the last one. */
export function lowStockEmail(lines: readonly LowStockLine[], to: string, publicUrl: string): MailMessage {
  const count = lines.length === 1 ? '1 variant is' : `${lines.length} variants are`;
  return composeEmail(
    {
      to,
      subject: subjectLine(`Low stock: ${count} running out`),
      preview: lines
        .slice(0, 3)
        .map((l) => `${l.productName} (${l.size} / ${l.color}): ${unitsLeft(l.stock)}`)
        .join('; '),
      heading: 'Low stock',
      blocks: [
        { kind: 'paragraph', parts: [`${count} at or below the stock you asked to hear about.`] },
        {
          kind: 'rows',
          rows: lines.map((l) => ({
            label: `${l.productName} (${l.size} / ${l.color}, ${l.sku})`,
            value: `${unitsLeft(l.stock)} (alert at ${l.lowStockAt})`,
          })),
        },
        { kind: 'button', label: 'Open the inventory', href: `${publicUrl}/admin/inventory?stock=low` },
      ],
    },
    publicUrl,
  );
}
