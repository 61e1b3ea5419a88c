// Reassurance panel; every figure comes from the store module.
import { Headphones, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { formatMoney } from '../../../shared/money';
import { RETURNS, SHIPPING, STORE } from '../../../shared/store';

const REASONS = [
  { icon: Truck, title: 'Free Shipping', text: `On orders over ${formatMoney(SHIPPING.freeThresholdCents)}` },
  {
    icon: RotateCcw,
    title: `${RETURNS.windowDays}-Day Returns`,
    text: `Easy returns within ${RETURNS.windowDays} days`,
  },
  { icon: ShieldCheck, title: 'Secure Checkout', text: 'Your details are protected' },
  { icon: Headphones, title: 'Customer Support', text: STORE.contact.supportHours },
];

export function WhyShopWithUs() {
  return (
    <section aria-labelledby="why-shop" className="rounded-lg bg-gray-50 p-5">
      <h2 id="why-shop" className="mb-4 text-lg font-semibold">
        Why Shop With Us
      </h2>
      <ul className="space-y-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <p className="text-sm font-medium text-gray-900">{title}</p>
              <p className="text-sm text-gray-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
