// Links to the order's printable packing slip and invoice (for roles that see money); each
// opens in its own tab, made for paper.
import { Printer } from 'lucide-react';
import { printHref, type PrintDocument } from './print-documents';

const LINKS: Array<{ document: PrintDocument; label: string }> = [
  { document: 'packing-slips', label: 'Print packing slip' },
  { document: 'invoices', label: 'Print invoice' },
];

export function PrintLinks({ orderId, invoices = true }: { orderId: number; invoices?: boolean }) {
  return (
    <p className="mt-4 flex flex-wrap gap-4 border-t border-gray-200 pt-3 text-sm">
      {LINKS.filter((link) => invoices || link.document !== 'invoices').map((link) => (
        <a
          key={link.document}
          href={`/admin${printHref(link.document, [orderId])}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
        >
          <Printer aria-hidden="true" className="h-4 w-4" />
          {link.label}
        </a>
      ))}
    </p>
  );
}
