// The terms a purchase is made on, each read from the rules the store applies: prices in
// STORE.currency, sales tax by TAX_RATE_BPS, shipping by SHIPPING, returns by RETURNS, gift
// cards by GIFT_CARDS, the welcome code by PROMO, custom apparel by DESIGNER_PRODUCTS/DESIGNS.
import { Link } from 'wouter';
import { US_STATES } from '../../../shared/us-states';
import { formatMoney } from '../../../shared/money';
import { DESIGNS, GIFT_CARDS, PROMO, RETURNS, SHIPPING, STORE, SUPPORT, TAX_RATE_BPS } from '../../../shared/store';
import { Bullets, PolicyBody, PolicyHero, PolicySection, inlineLink, type PolicySectionInfo } from './PolicyLayout';

const SECTIONS = {
  orders: { id: 'orders', title: 'Orders' },
  prices: { id: 'prices-and-taxes', title: 'Prices and Taxes' },
  payment: { id: 'payment', title: 'Payment' },
  shipping: { id: 'shipping', title: 'Shipping' },
  returns: { id: 'returns', title: 'Returns and Exchanges' },
  giftCards: { id: 'gift-cards', title: 'Gift Cards' },
  promos: { id: 'promo-codes', title: 'Promo Codes' },
  custom: { id: 'custom-apparel', title: 'Custom Apparel' },
  accounts: { id: 'accounts', title: 'Your Account' },
  contact: { id: 'contact', title: 'Contact' },
} satisfies Record<string, PolicySectionInfo>;

const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;
const percent = (bps: number) => `${bps / 100}%`;
const taxedStates = Object.entries(TAX_RATE_BPS).map(([code, bps]) => `${stateName(code)} (${percent(bps)})`);
const surcharges = [...new Set(DESIGNS.map((d) => d.surchargeCents).filter((c) => c > 0))].sort((a, b) => a - b);
const { standard, express } = SHIPPING.methods;

export function TermsOfService() {
  const sections = Object.values(SECTIONS);
  return (
    <>
      <PolicyHero title="Terms of Service">
        <p>
          The terms on which {STORE.name} sells to you. By placing an order you agree to them; the store&apos;s rules
          below are the same ones our checkout applies.
        </p>
      </PolicyHero>
      <PolicyBody sections={sections}>
        <PolicySection section={SECTIONS.orders}>
          <p>
            Your order is a request to buy the items in it at the prices shown at checkout. It is accepted when its
            payment succeeds: we then send a confirmation email with its tracking number. Until then the items are held
            for you; an order whose payment does not go through is cancelled and its items released.
          </p>
          <p>
            We may cancel an order, with a full refund, if an item turns out to be unavailable or a price was clearly
            wrong. You may ask us to cancel an order until we start processing it.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.prices}>
          <p>
            All prices are in US dollars ({STORE.currency}). Sales tax is added at checkout for orders shipped to states
            where we collect it, on the price of the items after any discount (not on shipping):
          </p>
          <Bullets label="States where we collect sales tax" items={taxedStates} />
          <p>
            Orders shipped outside the United States may owe import duties or taxes to the destination country on
            arrival.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.payment}>
          <p>
            You pay by card on Stripe&apos;s secure payment page, and may apply a {STORE.name} gift card first. The
            amount charged is the order total our server calculated from its own prices.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.shipping}>
          <p>
            {standard.label} shipping takes {standard.minBusinessDays}-{standard.maxBusinessDays} business days and
            costs {formatMoney(standard.rateCents)}, free on orders over {formatMoney(SHIPPING.freeThresholdCents)}.{' '}
            {express.label} shipping takes {express.minBusinessDays}-{express.maxBusinessDays} business days and costs{' '}
            {formatMoney(express.rateCents)}. Delivery times are estimates from the day after your order. See{' '}
            <Link href="/shipping" className={inlineLink}>
              shipping
            </Link>{' '}
            for the countries we ship to.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.returns}>
          <p>
            You may return items {RETURNS.condition} within {RETURNS.windowDays} days of delivery. Refunds are processed
            within {RETURNS.processingDays} of receiving your return, to your original payment method; original shipping
            charges are not refunded. These cannot be returned:
          </p>
          <Bullets label="Items that cannot be returned" items={RETURNS.nonReturnable} />
          <p>
            The full rules, including free exchanges and return labels, are in our{' '}
            <Link href="/return-policy" className={inlineLink}>
              return policy
            </Link>
            .
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.giftCards}>
          <p>
            Gift cards are sold from {formatMoney(GIFT_CARDS.pageMinimumCents)} to{' '}
            {formatMoney(GIFT_CARDS.pageMaximumCents)}, are {GIFT_CARDS.delivery}. A card pays toward an order at
            checkout until its balance is used up; you can{' '}
            <Link href="/gift-cards/balance" className={inlineLink}>
              check a balance
            </Link>{' '}
            at any time. Gift cards cannot be exchanged for cash. Keep the code safe: anyone who has it can spend the
            card.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.promos}>
          <p>
            One promo code per order. A code takes a percentage or an amount off the items, or gives free shipping, as
            it says; some discounts apply without a code. Discounts come off before tax, and your cart and checkout show
            each one that applies, or why a code does not. Our welcome code {PROMO.welcomeCode} takes{' '}
            {PROMO.welcomePercent}% off your first order, once per customer. Codes have no cash value and we may end a
            promotion at any time; an order already placed keeps its discount.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.custom}>
          <p>
            Pieces from our{' '}
            <Link href="/design-apparel" className={inlineLink}>
              design studio
            </Link>{' '}
            are made to your choice of garment, design, color and size.
            {surcharges.length
              ? ` Some designs add ${surcharges.map((c) => formatMoney(c)).join(' or ')} to the garment's price, shown before you add it to your cart.`
              : null}{' '}
            Because they are made for you, custom pieces cannot be returned. Our designs are our own; you may not resell
            them.
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.accounts}>
          <p>
            An account is optional. You sign in with a code sent to your email or with a passkey; keep access to your
            email safe, as it is how you sign in. You can download your data or delete your account at any time; see our{' '}
            <Link href="/privacy" className={inlineLink}>
              privacy policy
            </Link>
            .
          </p>
        </PolicySection>

        <PolicySection section={SECTIONS.contact}>
          <p>
            Questions about an order or these terms?{' '}
            <Link href="/contact" className={inlineLink}>
              Contact us
            </Link>{' '}
            and we will reply within {SUPPORT.replyWithin}, or write to {STORE.name}, {STORE.contact.address}.
          </p>
        </PolicySection>
      </PolicyBody>
    </>
  );
}
