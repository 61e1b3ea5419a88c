// The store's promises under the hero, read from the store module (one free-shipping
// threshold everywhere).
import { Globe, RotateCcw, Truck } from 'lucide-react';
import { formatMoney } from '../../../shared/money';
import { RETURNS, SHIPPING, STORE } from '../../../shared/store';

const PROMISES = [
  { icon: Truck, title: 'Free Shipping', text: `On orders over ${formatMoney(SHIPPING.freeThresholdCents)}` },
  { icon: RotateCcw, title: `${RETURNS.windowDays}-Day Returns`, text: `Easy returns on items ${RETURNS.condition}` },
  { icon: Globe, title: 'Worldwide Delivery', text: `Shipping to over ${STORE.internationalCountries} countries` },
] as const;

export function PromiseStrip() {
  return (
    <section aria-label="Our promises" className="border-b border-gray-100 bg-white">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center justify-center gap-3 sm:justify-start">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold text-gray-900">{title}</span>
              <span className="block text-sm text-gray-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
