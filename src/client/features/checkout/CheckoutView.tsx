// The embedded checkout: the form, the summary, and placing the order with one
// idempotency key per attempt (kept for a retry after a network failure, renewed once
// the server has answered, since the shopper then changes something before trying again).
// An order with a total to pay goes on to its payment page with the cart kept: the cart is
// emptied only once the payment is confirmed paid. What the shopper entered is kept too, and
// fills the page again when they come back unpaid (checkout-draft.ts); the applied promo code
// is kept by the cart.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Lock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { fieldErrorsOf, showFieldErrors } from '../../lib/form-errors';
import {
  chargedTotalCents,
  clearCart,
  clearPromo,
  forgetPreviews,
  orderLines,
  PromoCodeBox,
  useAppliedPromo,
  useCart,
  useCartPricing,
} from '../cart';
import { CheckoutPaymentNote, usePaymentRedirect } from '../payments';
import { lineErrorsOf, newIdempotencyKey, placeOrder } from './api';
import type { UseFormSetError } from 'react-hook-form';
import { CheckoutForm, type CheckoutCustomer, type CheckoutFormValues } from './CheckoutForm';
import { CheckoutSummary } from './CheckoutSummary';
import { taxPlaceOf, type Buyer } from './buyer';
import { GiftCardBox, type AppliedGiftCard } from './GiftCardBox';
import { forgetCheckoutDraft, keepCheckoutDraft, readCheckoutDraft } from './checkout-draft';
import { rememberLastOrder } from './last-order';
import { ShippingMethodPicker } from './ShippingMethodPicker';
import type { ShippingMethod } from '../../../shared/store';
import { DEFAULT_COUNTRY } from '../../../shared/shipping-countries';
import { ReturnedPaymentNotice } from './ReturnedPaymentNotice';

const FORM_ID = 'checkout-form';
export const CHECKOUT_FAILED = 'Failed to create checkout. Please try again or contact support.';

export function CheckoutView() {
  const { items } = useCart();
  const promoCode = useAppliedPromo();
  const [, navigate] = useLocation();
  const [draft] = useState(readCheckoutDraft);
  const [buyer, setBuyer] = useState<Buyer>({ email: null, country: DEFAULT_COUNTRY, state: null });
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(draft?.giftCard ?? null);
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>(draft?.shippingMethod ?? 'standard');
  // The payment page an earlier attempt went to, when the shopper came back from it unpaid: the
  // order placed again replaces that one, so its discounts (a first-order code) are the shopper's again.
  const [earlierPayment, setEarlierPayment] = useState<string | null>(draft?.paymentToken ?? null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The server's word on single lines (too many of one item), by cart line. */
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const attemptKey = useRef(newIdempotencyKey());
  const onBuyerChange = useCallback((next: Buyer) => setBuyer(next), []);
  const { goToPayment } = usePaymentRedirect();

  const taxPlace = taxPlaceOf(buyer);
  // What the order will be charged, priced by the server as placing it prices it.
  const pricing = useCartPricing({
    items,
    code: promoCode,
    shippingMethod,
    replacesPayment: earlierPayment,
    ...buyer,
  });
  const toPay = chargedTotalCents(pricing, giftCard?.balanceCents);

  // Back from another site's payment page, the browser may show this page as it was left:
  // the form is usable again, and the summary is priced again (the order left unpaid counts).
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setProcessing(false);
      forgetPreviews();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const submit = async (customer: CheckoutCustomer, setError: UseFormSetError<CheckoutFormValues>) => {
    setProcessing(true);
    setFailure(null);
    setLineErrors({});
    try {
      // Whatever the answer, the summary asks the store again: an order placed now counts as this
      // shopper's (a first order), and one refused may have been refused as a discount ran out.
      const { order, paymentUrl, paymentToken, emailSent } = await placeOrder(
        {
          customer,
          items: orderLines(items),
          promoCode: promoCode ?? undefined,
          giftCardCode: giftCard?.code,
          shippingMethod,
          replacesPayment: earlierPayment ?? undefined,
        },
        attemptKey.current,
      ).finally(forgetPreviews);
      attemptKey.current = newIdempotencyKey();
      if (paymentUrl) {
        keepCheckoutDraft({ customer, shippingMethod, giftCard, paymentToken });
        setEarlierPayment(paymentToken);
        goToPayment(paymentUrl);
        return;
      }
      // A gift card paid it all: the order is confirmed now.
      rememberLastOrder({ ...order, emailSent });
      clearCart();
      clearPromo();
      forgetCheckoutDraft();
      navigate(`/checkout/success?order=${encodeURIComponent(order.trackingNumber)}`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        attemptKey.current = newIdempotencyKey();
        showFieldErrors(error, setError, { prefix: 'customer.' });
        setLineErrors(lineErrorsOf(items, fieldErrorsOf(error, { fields: ['items'] })));
        if (fieldErrorsOf(error, { fields: ['giftCardCode'] }).length > 0) setGiftCard(null);
        setFailure(error.userMessage);
      } else if (error instanceof ApiRequestError && error.status === 503 && error.body?.message) {
        // The payment page could not be opened (the order was released) or the store is briefly
        // down (nothing was written): either way the next try is a new attempt, and the
        // server's message says what happened.
        attemptKey.current = newIdempotencyKey();
        setFailure(error.userMessage);
      } else {
        setFailure(CHECKOUT_FAILED);
      }
      setProcessing(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {/* The way back to the cart is in the checkout's header (navigation/CheckoutHeader). */}
      <h1 className="mb-6 flex items-center gap-2 font-display text-3xl font-bold">
        <Lock className="h-6 w-6 text-brand-700" aria-hidden="true" /> Secure Checkout
      </h1>
      <ReturnedPaymentNotice />
      {failure ? (
        <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </div>
      ) : null}
      <div className="grid gap-10 lg:grid-cols-[1fr_380px]">
        <div>
          <CheckoutForm
            formId={FORM_ID}
            restored={draft?.customer ?? null}
            disabled={processing}
            onBuyerChange={onBuyerChange}
            onSubmit={submit}
          />
          <ShippingMethodPicker
            value={shippingMethod}
            onChange={setShippingMethod}
            subtotalCents={pricing.subtotalCents}
            destination={taxPlace === 'outside-us' ? 'abroad' : 'US'}
            disabled={processing}
          />
        </div>
        <aside className="h-fit space-y-6 rounded-xl border bg-gray-50 p-6">
          <CheckoutSummary
            items={items}
            lineErrors={lineErrors}
            pricing={pricing}
            taxPlace={taxPlace}
            shippingMethod={shippingMethod}
            giftCardBalanceCents={giftCard?.balanceCents}
          />
          {/* The same code as the cart's: a shopper who went straight to checkout can still use one. */}
          <PromoCodeBox pricing={pricing} />
          <GiftCardBox
            applied={giftCard}
            onApply={setGiftCard}
            onRemove={() => setGiftCard(null)}
            disabled={processing}
          />
          {/* A gift card that pays it all leaves nothing to pay on a payment page. */}
          {toPay !== 0 ? <CheckoutPaymentNote /> : null}
          <Button type="submit" form={FORM_ID} size="lg" className="w-full" disabled={processing}>
            {processing ? (
              <>
                <Spinner /> Processing...
              </>
            ) : (
              'Place Order'
            )}
          </Button>
          <p className="text-center text-xs text-gray-500">
            Your order is confirmed once it is paid. You will then get an email with your tracking number.
          </p>
        </aside>
      </div>
    </div>
  );
}
