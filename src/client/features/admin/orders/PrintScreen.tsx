// Packing slips and invoices for one order or many, one per printed page, with none of the
// store's or the admin's frame: the toolbar above them does not print (print:hidden) and each
// order starts a new sheet.
import { useQueries } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import type { AdminOrderDetail } from '../../../../shared/schemas/admin';
import { toCents, toDecimal } from '../../../../shared/money';
import { STORE, SHIPPING } from '../../../../shared/store';
import { OrderTotals } from '../../../components/OrderTotals';
import { Button } from '../../../components/ui/button';
import { errorText } from '../http';
import { formatDate, money } from '../format';
import { orderPaymentLabel } from '../order-state-labels';
import { orderQuery } from './api';
import { orderIdsOf, type PrintDocument } from './print-documents';
import { chargedTotals } from './charged-totals';

const TITLES: Record<PrintDocument, string> = {
  'packing-slips': 'Packing slip',
  invoices: 'Invoice',
};

const text = (customer: Record<string, unknown>, key: string) =>
  typeof customer[key] === 'string' ? (customer[key] as string) : '';
const nameOf = (order: AdminOrderDetail['order']) =>
  [text(order.customer, 'firstName'), text(order.customer, 'lastName')].filter(Boolean).join(' ');
const variantOf = (item: AdminOrderDetail['items'][number]) => [item.size, item.color].filter(Boolean).join(' / ');

function ItemCell({ item }: { item: AdminOrderDetail['items'][number] }) {
  return (
    <td className="py-2">
      {item.name}
      {variantOf(item) ? <span className="block text-gray-600">{variantOf(item)}</span> : null}
    </td>
  );
}

function Letterhead({ title, detail }: { title: string; detail: AdminOrderDetail }) {
  const { order } = detail;
  return (
    <header className="flex items-start justify-between gap-6 border-b border-gray-300 pb-4">
      <div>
        <p className="font-display text-2xl font-bold text-brand-700">{STORE.name}</p>
        <p className="text-sm text-gray-700">{STORE.contact.address}</p>
        <p className="text-sm text-gray-700">
          {STORE.contact.email} · {STORE.contact.phone}
        </p>
      </div>
      <div className="text-right">
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
        <p className="text-sm">Order #{order.id}</p>
        <p className="font-mono text-sm">{order.trackingNumber}</p>
        <p className="text-sm text-gray-700">Placed {formatDate(order.createdAt)}</p>
      </div>
    </header>
  );
}

function Addresses({ detail, billing }: { detail: AdminOrderDetail; billing: boolean }) {
  const { order } = detail;
  return (
    <div className="grid grid-cols-2 gap-6 py-4 text-sm">
      <div>
        <h2 className="font-semibold text-gray-900">Ship to</h2>
        <p className="whitespace-pre-line text-gray-800">{order.shippingAddress}</p>
        <p className="mt-1 text-gray-700">{SHIPPING.methods[order.shippingMethod].label} shipping</p>
      </div>
      <div>
        <h2 className="font-semibold text-gray-900">{billing ? 'Bill to' : 'Customer'}</h2>
        <p className="text-gray-800">{nameOf(order) || order.email}</p>
        <p className="text-gray-700">{order.email}</p>
        {billing ? <p className="mt-1 text-gray-700">Payment: {orderPaymentLabel(order.paymentStatus)}</p> : null}
      </div>
    </div>
  );
}

function PackingSlip({ detail }: { detail: AdminOrderDetail }) {
  const partly = detail.items.some((item) => item.shipped > 0);
  return (
    <>
      <Letterhead title="Packing slip" detail={detail} />
      <Addresses detail={detail} billing={false} />
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-300">
          <tr>
            <th className="py-2">Item</th>
            <th className="py-2">SKU</th>
            <th className="py-2 text-right">Ordered</th>
            {partly ? <th className="py-2 text-right">To pack</th> : null}
          </tr>
        </thead>
        <tbody>
          {detail.items.map((item) => (
            <tr key={item.id} className="border-b border-gray-200">
              <ItemCell item={item} />
              <td className="py-2 font-mono">{item.sku ?? ''}</td>
              <td className="py-2 text-right tabular-nums">{item.quantity}</td>
              {partly ? <td className="py-2 text-right tabular-nums">{item.quantity - item.shipped}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {detail.order.notes ? <p className="mt-4 text-sm italic">Customer note: {detail.order.notes}</p> : null}
      <p className="mt-8 text-sm text-gray-700">
        Thank you for shopping with {STORE.name}. Questions? {STORE.contact.email}
      </p>
    </>
  );
}

function Invoice({ detail }: { detail: AdminOrderDetail }) {
  const refunded = detail.refunds.filter((refund) => refund.status === 'succeeded');
  const totals = chargedTotals(detail.order);
  if (!totals) return <p role="alert">Invoices show the order's money, which your role does not include.</p>;
  return (
    <>
      <Letterhead title="Invoice" detail={detail} />
      <Addresses detail={detail} billing />
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-300">
          <tr>
            <th className="py-2">Item</th>
            <th className="py-2 text-right">Price</th>
            <th className="py-2 text-right">Qty</th>
            <th className="py-2 text-right">Total</th>
          </tr>
        </thead>
        <tbody>
          {detail.items.map((item) => (
            <tr key={item.id} className="border-b border-gray-200">
              <ItemCell item={item} />
              <td className="py-2 text-right tabular-nums">{money(item.price)}</td>
              <td className="py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="py-2 text-right tabular-nums">
                {money(toDecimal(toCents(item.price ?? '0') * item.quantity))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ml-auto mt-4 max-w-xs">
        <OrderTotals order={totals} />
        {refunded.map((refund) => (
          <p key={refund.id} className="flex justify-between text-sm">
            <span>Refunded {formatDate(refund.settledAt ?? refund.createdAt)}</span>
            <span>-{money(refund.amount)}</span>
          </p>
        ))}
      </div>
    </>
  );
}

export function PrintScreen({ document }: { document: PrintDocument }) {
  const ids = orderIdsOf(useSearch());
  const orders = useQueries({
    queries: ids.map((id) => orderQuery(String(id))),
  });
  const loading = orders.some((query) => query.isPending);
  const title = TITLES[document];
  return (
    <div className="mx-auto max-w-3xl bg-white p-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href="/orders" className="text-sm font-medium text-brand-700 hover:underline">
          ← All orders
        </Link>
        <p className="text-sm text-gray-700">
          {ids.length === 1 ? `${title} for order #${ids[0]}` : `${ids.length} ${title.toLowerCase()}s`}
        </p>
        <Button onClick={() => window.print()} disabled={loading || ids.length === 0}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          Print
        </Button>
      </div>
      {ids.length === 0 ? <p role="alert">No orders chosen to print.</p> : null}
      {orders.map((query, index) =>
        query.data ? (
          <article
            key={ids[index]}
            aria-label={`${title} for order #${ids[index]}`}
            className="break-after-page pb-10 last:break-after-auto"
          >
            {document === 'invoices' ? <Invoice detail={query.data} /> : <PackingSlip detail={query.data} />}
          </article>
        ) : query.isError ? (
          <p key={ids[index]} role="alert" className="print:hidden">
            Order #{ids[index]}: {errorText(query.error, 'not found')}
          </p>
        ) : (
          <p key={ids[index]} className="text-gray-500 print:hidden">
            Loading order #{ids[index]}…
          </p>
        ),
      )}
    </div>
  );
}
