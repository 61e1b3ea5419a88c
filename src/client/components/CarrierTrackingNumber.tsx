// A parcel's tracking number, linked to its carrier's own tracking page when the store knows
// the carrier.
import { carrierTrackingUrl } from '../../shared/carriers';

export function CarrierTrackingNumber({
  carrier,
  number,
  className,
}: {
  carrier: string;
  number: string;
  className?: string;
}) {
  const href = carrierTrackingUrl(carrier, number);
  if (!href) return <span className={className}>{number}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${className ?? ''} text-brand-700 underline underline-offset-2`}
    >
      {number}
      <span className="sr-only"> (opens the {carrier} tracking page)</span>
    </a>
  );
}
