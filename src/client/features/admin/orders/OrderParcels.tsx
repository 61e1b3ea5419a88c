// The parcels an order left in: when, by whom, with which carrier, and what each held.
import type { AdminShipment } from '../../../../shared/schemas/shipments';
import { CarrierTrackingNumber } from '../../../components/CarrierTrackingNumber';
import { formatDateTime } from '../format';

function Carrier({ parcel }: { parcel: AdminShipment }) {
  if (!parcel.carrier) return <span>no carrier named</span>;
  return (
    <span>
      {parcel.carrier}
      {parcel.carrierTrackingNumber ? (
        <>
          {' '}
          <CarrierTrackingNumber carrier={parcel.carrier} number={parcel.carrierTrackingNumber} className="font-mono" />
        </>
      ) : null}
    </span>
  );
}

export function OrderParcels({ shipments }: { shipments: readonly AdminShipment[] }) {
  if (shipments.length === 0) return null;
  return (
    <div className="mt-4 border-t border-gray-200 pt-3">
      <h4 className="text-sm font-semibold text-gray-900">Parcels</h4>
      <ol className="mt-2 space-y-2 text-sm" aria-label="Parcels">
        {shipments.map((parcel, index) => (
          <li key={parcel.id}>
            <p className="text-gray-800">
              <span className="font-medium">Parcel {index + 1}</span> · <Carrier parcel={parcel} /> ·{' '}
              {formatDateTime(parcel.shippedAt)}
              {parcel.shippedBy ? ` by ${parcel.shippedBy}` : ''}
            </p>
            <p className="text-gray-600">{parcel.items.map((line) => `${line.quantity} × ${line.name}`).join(', ')}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
