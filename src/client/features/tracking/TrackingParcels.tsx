// The parcels an order left in: each with its carrier's tracking number (linked to the
// carrier's own page) and what is inside, so a shopper whose order ships in parts knows
// which parcel holds what.
import type { TrackingParcel } from '../../../shared/schemas/tracking';
import { CarrierTrackingNumber } from '../../components/CarrierTrackingNumber';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function ParcelCarrier({ parcel }: { parcel: TrackingParcel }) {
  if (!parcel.carrier) return null;
  return (
    <>
      {' '}
      with {parcel.carrier}
      {parcel.carrierTrackingNumber ? (
        <>
          , tracking number{' '}
          <strong>
            <CarrierTrackingNumber carrier={parcel.carrier} number={parcel.carrierTrackingNumber} />
          </strong>
        </>
      ) : null}
    </>
  );
}

export function TrackingParcels({ parcels }: { parcels: readonly TrackingParcel[] }) {
  if (parcels.length === 0) return null;
  const several = parcels.length > 1;
  return (
    <ul className="mt-3 space-y-3 text-sm" aria-label="Parcels">
      {parcels.map((parcel, index) => (
        <li key={`${parcel.shippedAt}-${index}`} className="rounded-md bg-gray-50 px-3 py-2">
          <p>
            {several ? <strong>Parcel {index + 1}: </strong> : null}
            Shipped {day(parcel.shippedAt)}
            <ParcelCarrier parcel={parcel} />
          </p>
          <p className="text-gray-600">
            {parcel.items
              .map((item) => `${item.quantity} × ${[item.name, item.size, item.color].filter(Boolean).join(', ')}`)
              .join('; ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
