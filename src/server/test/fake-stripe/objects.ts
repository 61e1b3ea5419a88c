// Objects in the exact shapes the SDK's types describe, so code written against
// `Stripe.Checkout.Session` or `Stripe.Charge` reads the same fields here as from Stripe.
import type Stripe from 'stripe';
import type { CheckoutRequest } from './checkout-request';
import { nowSeconds, stripeId } from './wire';

export function newSession(request: CheckoutRequest, pageUrl: (id: string) => string): Stripe.Checkout.Session {
  const id = stripeId('cs_test_a1', 56);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: request.amountTotal,
    amount_total: request.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: request.billingAddressCollection,
    cancel_url: request.cancelUrl,
    client_reference_id: request.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: nowSeconds(),
    currency: request.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    // Filled in when the shopper pays.
    customer_details: null,
    customer_email: request.customerEmail,
    discounts: [],
    expires_at: request.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: request.locale,
    managed_payments: null,
    metadata: request.metadata,
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card', 'us_bank_account'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: request.submitType,
    subscription: null,
    success_url: request.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: pageUrl(id),
    wallet_options: null,
  };
}

export function customerDetails(email: string): Stripe.Checkout.Session.CustomerDetails {
  return {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
}

/** A card pays at once; a bank debit (`us_bank_account`) stays processing until the bank answers. */
export type PaymentMethod = 'card' | 'us_bank_account';

export function newPaymentIntent(
  session: Stripe.Checkout.Session,
  request: CheckoutRequest,
  method: PaymentMethod,
  chargeId: string,
): Stripe.PaymentIntent {
  const id = stripeId('pi_3');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: session.amount_total ?? 0,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${stripeId('', 25)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: session.currency ?? 'usd',
    customer: null,
    customer_account: null,
    description: request.paymentIntent.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: chargeId,
    livemode: false,
    managed_payments: null,
    metadata: request.paymentIntent.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: stripeId('pm_1'),
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: [method],
    payment_record: null,
    processing: null,
    receipt_email: request.paymentIntent.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: request.paymentIntent.statementDescriptorSuffix,
    status: 'processing',
    transfer_data: null,
    transfer_group: null,
  };
}

export function newCharge(id: string, intent: Stripe.PaymentIntent, email: string | null): Stripe.Charge {
  return {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'FAKE STORE',
    captured: false,
    created: nowSeconds(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    // A charge carries the metadata its PaymentIntent had when it was made.
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: null,
    paid: false,
    payment_intent: intent.id,
    payment_method: typeof intent.payment_method === 'string' ? intent.payment_method : null,
    payment_method_details: null,
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: intent.statement_descriptor_suffix,
    status: 'pending',
    transfer_data: null,
    transfer_group: null,
  };
}

export const APPROVED: Stripe.Charge.Outcome = {
  advice_code: null,
  network_advice_code: null,
  network_decline_code: null,
  network_status: 'approved_by_network',
  reason: null,
  risk_level: 'normal',
  seller_message: 'Payment complete.',
  type: 'authorized',
};

export function newRefund(
  charge: Stripe.Charge,
  amount: number,
  metadata: Stripe.Metadata,
  reason: Stripe.Refund.Reason | null,
): Stripe.Refund {
  return {
    id: stripeId('re_3'),
    object: 'refund',
    amount,
    balance_transaction: stripeId('txn_3'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export type EventType = Extract<Stripe.Event.Type, `checkout.session.${string}` | 'charge.refunded'>;

export function newEvent(
  type: EventType,
  object: Stripe.Checkout.Session | Stripe.Charge,
  apiVersion: string,
  request: Stripe.Event.Request | null,
  pendingWebhooks: number,
): Stripe.Event {
  return {
    id: stripeId('evt_1'),
    object: 'event',
    api_version: apiVersion,
    created: nowSeconds(),
    // A snapshot: later changes to the object do not rewrite what the event said.
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: pendingWebhooks,
    request,
    type,
  } as Stripe.Event;
}
