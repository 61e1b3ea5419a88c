// What staff do to the ticked orders at once: print their packing slips or invoices (a new
// tab made for paper), or mark them shipped, each in one parcel with everything it has left.
// Marking shipped emails every customer, so it asks first; afterwards it says which orders
// shipped and why any could not.
import { useState } from 'react';
import type { BulkShipResult } from '../../../../shared/schemas/shipments';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../http';
import { useBulkShip } from './api';
import { printHref } from './print-documents';
import { useCan } from '../permissions';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function Outcome({ result }: { result: BulkShipResult }) {
  return (
    <div role="status" className="text-sm">
      {result.shipped.length ? (
        <p className="text-green-800">
          {plural(result.shipped.length, 'order')} marked shipped; the customers were emailed.
        </p>
      ) : null}
      {result.refused.length ? (
        <ul className="text-red-700">
          {result.refused.map((refusal) => (
            <li key={refusal.id}>
              Order #{refusal.id}: {refusal.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function BulkActions({
  selected,
  onShipped,
}: {
  selected: readonly number[];
  onShipped: (shipped: number[]) => void;
}) {
  const bulkShip = useBulkShip();
  const mayShip = useCan('orders.fulfill');
  const seesMoney = useCan('dashboard.money');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkShipResult | null>(null);
  const link =
    'inline-flex items-center rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50';

  const ship = () =>
    bulkShip.mutate([...selected], {
      onSuccess: (answer) => {
        setResult(answer);
        setConfirming(false);
        onShipped(answer.shipped);
      },
    });

  if (selected.length === 0) return result ? <Outcome result={result} /> : null;
  return (
    <div
      className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
      role="region"
      aria-label="Selected orders"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 text-sm font-medium text-gray-900">{plural(selected.length, 'order')} selected</p>
        <a className={link} href={`/admin${printHref('packing-slips', selected)}`} target="_blank" rel="noopener">
          Print packing slips
        </a>
        {seesMoney ? (
          <a className={link} href={`/admin${printHref('invoices', selected)}`} target="_blank" rel="noopener">
            Print invoices
          </a>
        ) : null}
        {confirming || !mayShip ? null : <Button onClick={() => setConfirming(true)}>Mark as shipped</Button>}
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-gray-800">
            Mark {plural(selected.length, 'order')} shipped without a tracking number? Each customer is emailed that
            their order is on its way.
          </p>
          <Button onClick={ship} disabled={bulkShip.isPending}>
            {bulkShip.isPending ? <Spinner /> : null}
            Yes, mark shipped
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Back
          </Button>
        </div>
      ) : null}
      {bulkShip.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(bulkShip.error)}
        </p>
      ) : null}
      {result ? <Outcome result={result} /> : null}
    </div>
  );
}
