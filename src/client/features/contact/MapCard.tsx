// A drawn map of the store's neighbourhood: no tiles or scripts from the network.
import { MapPin, Navigation } from 'lucide-react';
import { STORE } from '../../../shared/store';

const STREETS = [60, 120, 180, 240, 300, 360]
  .map((x) => `M${x} 0V260`)
  .concat([50, 110, 170, 230].map((y) => `M0 ${y}H420`));

export function MapCard() {
  const { address } = STORE.contact;
  const directions = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return (
    <section
      aria-labelledby="map-title"
      className="h-full overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <h2 id="map-title" className="sr-only">
        Find us
      </h2>
      <div className="relative h-80 lg:h-full lg:min-h-96">
        <svg
          viewBox="0 0 420 260"
          role="img"
          aria-label={`Illustrated map showing our store at ${address}`}
          className="absolute inset-0 h-full w-full"
          preserveAspectRatio="xMidYMid slice"
        >
          <rect width="420" height="260" fill="#f3f1fb" />
          <rect x="185" y="120" width="50" height="45" rx="6" fill="#d9f0dc" />
          <rect x="250" y="60" width="45" height="40" rx="6" fill="#d9f0dc" />
          <path d="M0 40C70 20 110 70 170 55S270 0 330 25S400 70 420 60V0H0Z" fill="#cfe3f7" />
          <path d="M0 40C70 20 110 70 170 55S270 0 330 25S400 70 420 60" fill="none" stroke="#a9cbee" strokeWidth="3" />
          <g stroke="#ffffff" strokeWidth="8" fill="none">
            {STREETS.map((d) => (
              <path key={d} d={d} />
            ))}
          </g>
          <path d="M20 260L400 40" stroke="#fde68a" strokeWidth="12" />
          <path d="M20 260L400 40" stroke="#f59e0b" strokeWidth="1.5" strokeDasharray="6 6" />
          <text x="128" y="24" fill="#4f7fb5" fontSize="11" fontStyle="italic">
            Arkansas River
          </text>
          <text x="0" y="0" fill="#92400e" fontSize="10" fontWeight="600" transform="translate(228 164) rotate(-30)">
            Garrison Ave
          </text>
          <g transform="translate(210 120)">
            <circle r="26" fill="#7c3aed" opacity="0.18" />
            <path d="M0 0C-14-16-16-22-16-28a16 16 0 0 1 32 0c0 6-2 12-16 28Z" fill="#6d28d9" />
            <circle cy="-28" r="6" fill="#ffffff" />
          </g>
        </svg>
        <div className="absolute inset-x-3 bottom-3 flex flex-col gap-3 rounded-xl bg-white/95 p-4 shadow-md sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-gray-900">{STORE.name}</p>
              <address className="text-sm not-italic text-gray-700">{address}</address>
            </div>
          </div>
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 self-start whitespace-nowrap rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:self-auto"
          >
            <Navigation aria-hidden="true" className="h-4 w-4" />
            Get directions
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
