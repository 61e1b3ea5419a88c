// What the shipping page says, read from the store's own rules: the methods with their
// prices and business days at home and abroad (SHIPPING, as checkout charges and promises them), where the store
// ships (the checkout's country list), how an order is processed and how to follow it.
import { Link } from 'wouter';
import { formatBusinessDays } from '../../../shared/delivery';
import { formatMoney } from '../../../shared/money';
import { SHIPPING_COUNTRIES } from '../../../shared/shipping-countries';
import { RETURNS, SHIPPING, SHIPPING_METHODS, STORE, SUPPORT } from '../../../shared/store';
import { TIMELINE_STEPS } from '../tracking';
import { Bullets, PolicyBody, PolicyHero, PolicySection, inlineLink, type PolicySectionInfo } from './PolicyLayout';

const SECTIONS = {
  methods: { id: 'methods', title: 'Shipping Methods and Costs' },
  processing: { id: 'processing', title: 'Order Processing' },
  tracking: { id: 'tracking', title: 'Tracking Your Order' },
  destinations: { id: 'destinations', title: 'Where We Ship' },
  problems: { id: 'problems', title: 'Delays, Damage and Returns' },
} satisfies Record<string, PolicySectionInfo>;

const freeAbove = formatMoney(SHIPPING.freeThresholdCents);

/** "Free on orders over $50.00, else $9.99" or "$19.99". */
export function methodCost(method: (typeof SHIPPING_METHODS)[number]): string {
  const { rateCents, freeAboveThreshold } = SHIPPING.methods[method];
  return freeAboveThreshold
    ? `Free on orders over ${freeAbove}, otherwise ${formatMoney(rateCents)}`
    : formatMoney(rateCents);
}

function MethodsTable() {
  const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-gray-700';
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Shipping methods, what they cost and how long they take</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              Method
            </th>
            <th scope="col" className={th}>
              Cost
            </th>
            <th scope="col" className={th}>
              Delivery time in the US
            </th>
            <th scope="col" className={th}>
              Outside the US
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {SHIPPING_METHODS.map((method) => (
            <tr key={method}>
              <th scope="row" className="px-4 py-3 text-left font-semibold text-gray-900">
                {SHIPPING.methods[method].label}
              </th>
              <td className="px-4 py-3 text-gray-700">{methodCost(method)}</td>
              <td className="px-4 py-3 text-gray-700">{formatBusinessDays(method)}</td>
              <td className="px-4 py-3 text-gray-700">{formatBusinessDays(method, 'abroad')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ShippingInfo() {
  const sections = Object.values(SECTIONS);
  const express = SHIPPING.methods.express;
  return (
    <>
      <PolicyHero title="Shipping Information">
        <p>
          Free {SHIPPING.methods.standard.label} shipping on orders over {freeAbove}. We ship to{' '}
          {SHIPPING_COUNTRIES.length} countries, and every order gets a tracking number.
        </p>
      </PolicyHero>
      <PolicyBody sections={sections}>
        <PolicySection section={SECTIONS.methods}>
          <p>
            You choose how your order travels at checkout. The price and the expected delivery dates are shown there
            before you pay.
          </p>
          <MethodsTable />
          <p>
            Business days are Monday to Friday, counted from the day after you order; weekends are not counted.{' '}
            {express.label} shipping is charged at {formatMoney(express.rateCents)} whatever the order total. The
            free-shipping threshold applies to the price of the items in your cart, before discounts and tax.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.processing}>
          <p>
            Your order is placed once its payment succeeds; until then the items are held for you. Then it moves through
            these steps, which you can follow on the tracking page:
          </p>
          <Bullets label="Order steps" items={TIMELINE_STEPS.map((step) => `${step.label}: ${step.text}`)} />
          <p>
            Need to change or cancel an order?{' '}
            <Link href="/contact" className={inlineLink}>
              Contact us
            </Link>{' '}
            as soon as you can: we can cancel an order until we start processing it.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.tracking}>
          <p>
            Your confirmation email has your order&apos;s tracking number (it starts with TJ). Enter it on our{' '}
            <Link href="/track" className={inlineLink}>
              order tracking page
            </Link>{' '}
            to see each step of your order, and once it ships, the carrier and the carrier&apos;s tracking number.
            Signed in, you will also find every order in{' '}
            <Link href="/account" className={inlineLink}>
              your account
            </Link>
            .
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.destinations}>
          <p>
            We ship to the {SHIPPING_COUNTRIES.length} countries below at the same rates. Orders outside the United
            States may be charged import duties or taxes by the destination country when they arrive; these are set and
            collected by that country&apos;s customs, not by {STORE.name}.
          </p>
          <ul aria-label="Countries we ship to" className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {SHIPPING_COUNTRIES.map(([code, name]) => (
              <li key={code}>{name}</li>
            ))}
          </ul>
        </PolicySection>

        <PolicySection section={SECTIONS.problems}>
          <p>
            If a parcel is late, arrives damaged or something is missing,{' '}
            <Link href="/contact" className={inlineLink}>
              contact us
            </Link>{' '}
            with your tracking number and we will put it right. We reply within {SUPPORT.replyWithin},{' '}
            {STORE.contact.supportHours}.
          </p>
          <p>
            Not the right fit? You have {RETURNS.windowDays} days from delivery to return items {RETURNS.condition}. US
            return labels are free; see our{' '}
            <Link href="/return-policy" className={inlineLink}>
              return policy
            </Link>{' '}
            for the details.
          </p>
        </PolicySection>
      </PolicyBody>
    </>
  );
}
