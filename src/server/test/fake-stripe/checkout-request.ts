// The parameters of POST /v1/checkout/sessions in payment mode, validated with Stripe's
// rules: priced line items in one currency, a total Stripe will charge, and an
// `expires_at` between 30 minutes and 24 hours ahead.
import type Stripe from 'stripe';
import { at, checkKeys, integer, list, metadata, object, oneOf, required, text, url } from './params';
import { invalidParam, notModelled, nowSeconds, StripeFault, type Params } from './wire';

export interface LineItem {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface CheckoutRequest {
  currency: string;
  lineItems: LineItem[];
  amountTotal: number;
  successUrl: string | null;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Stripe.Metadata;
  expiresAt: number;
  locale: Stripe.Checkout.Session.Locale | null;
  submitType: Stripe.Checkout.Session.SubmitType | null;
  billingAddressCollection: Stripe.Checkout.Session.BillingAddressCollection | null;
  paymentIntent: {
    metadata: Stripe.Metadata;
    description: string | null;
    receiptEmail: string | null;
    statementDescriptorSuffix: string | null;
  };
}

const MODELLED = [
  'billing_address_collection',
  'cancel_url',
  'client_reference_id',
  'currency',
  'customer_email',
  'expand',
  'expires_at',
  'line_items',
  'locale',
  'metadata',
  'mode',
  'payment_intent_data',
  'submit_type',
  'success_url',
  'ui_mode',
];
const OTHER_REAL = [
  'adaptive_pricing',
  'after_expiration',
  'allow_promotion_codes',
  'allowed_payment_method_types',
  'automatic_tax',
  'branding_settings',
  'consent_collection',
  'custom_fields',
  'custom_text',
  'customer',
  'customer_account',
  'customer_creation',
  'customer_update',
  'discounts',
  'excluded_payment_method_types',
  'integration_identifier',
  'invoice_creation',
  'managed_payments',
  'name_collection',
  'optional_items',
  'origin_context',
  'payment_method_collection',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'permissions',
  'phone_number_collection',
  'redirect_on_completion',
  'return_url',
  'saved_payment_method_options',
  'setup_intent_data',
  'shipping_address_collection',
  'shipping_options',
  'subscription_data',
  'tax_id_collection',
  'wallet_options',
];

/** Stripe's smallest charge, in the currency's minor unit; 50 where it is not listed. */
const MINIMUM_CHARGE: Record<string, number> = { usd: 50, eur: 50, cad: 50, aud: 50, gbp: 30 };
const MAXIMUM_CHARGE = 99_999_999;
const MIN_LIFETIME = 30 * 60;
const MAX_LIFETIME = 24 * 60 * 60;

export function readCheckoutRequest(params: Params): CheckoutRequest {
  checkKeys(params, '', MODELLED, OTHER_REAL);
  const mode = required(text(params.mode, 'mode'), 'mode');
  if (mode !== 'payment') throw notModelled(`mode=${mode}`);
  const uiMode = text(params.ui_mode, 'ui_mode');
  if (uiMode !== undefined && uiMode !== 'hosted_page') throw notModelled(`ui_mode=${uiMode}`);

  const items = required(list(params.line_items, 'line_items'), 'line_items').map((item, i) =>
    readLineItem(object(item, at('line_items', i)) ?? {}, at('line_items', i)),
  );
  const currency = text(params.currency, 'currency')?.toLowerCase() ?? items[0]?.currency ?? 'usd';
  items.forEach((item, i) => {
    if (item.currency !== currency)
      throw invalidParam(
        at(at(at('line_items', i), 'price_data'), 'currency'),
        'All line items must use the same currency.',
      );
  });
  const amountTotal = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const minimum = MINIMUM_CHARGE[currency] ?? 50;
  if (amountTotal < minimum) {
    throw new StripeFault(
      400,
      `The Checkout Session's total amount due must add up to at least ${(minimum / 100).toFixed(2)} ${currency}`,
      { code: 'amount_too_small' },
    );
  }
  if (amountTotal > MAXIMUM_CHARGE)
    throw new StripeFault(400, `Amount must be no more than 999,999.99 ${currency}`, { code: 'amount_too_large' });

  const now = nowSeconds();
  const expiresAt = integer(params.expires_at, 'expires_at', 0) ?? now + MAX_LIFETIME;
  if (expiresAt - now < MIN_LIFETIME)
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'parameter_invalid_integer',
    );
  if (expiresAt - now > MAX_LIFETIME)
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'parameter_invalid_integer',
    );

  const customerEmail = text(params.customer_email, 'customer_email') || null;
  if (customerEmail !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customerEmail)) {
    throw invalidParam('customer_email', `Invalid email address: ${customerEmail}`, 'email_invalid');
  }
  const clientReferenceId = text(params.client_reference_id, 'client_reference_id') || null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw invalidParam('client_reference_id', 'client_reference_id must be at most 200 characters.');
  }

  return {
    currency,
    lineItems: items.map(({ name, unitAmount, quantity }) => ({ name, unitAmount, quantity })),
    amountTotal,
    successUrl: url(params.success_url, 'success_url') ?? null,
    cancelUrl: url(params.cancel_url, 'cancel_url') ?? null,
    clientReferenceId,
    customerEmail,
    metadata: metadata(params.metadata, 'metadata'),
    expiresAt,
    locale: text(params.locale, 'locale') || null,
    submitType: oneOf(params.submit_type, 'submit_type', ['auto', 'book', 'donate', 'pay', 'subscribe']) ?? null,
    billingAddressCollection:
      oneOf(params.billing_address_collection, 'billing_address_collection', ['auto', 'required']) ?? null,
    paymentIntent: readPaymentIntentData(object(params.payment_intent_data, 'payment_intent_data') ?? {}),
  };
}

function readLineItem(item: Params, path: string): LineItem & { currency: string } {
  checkKeys(item, path, ['price_data', 'quantity'], ['adjustable_quantity', 'metadata', 'price', 'tax_rates']);
  const pricePath = at(path, 'price_data');
  const price = required(object(item.price_data, pricePath), pricePath);
  checkKeys(
    price,
    pricePath,
    ['currency', 'product_data', 'unit_amount'],
    ['product', 'recurring', 'tax_behavior', 'unit_amount_decimal'],
  );
  const productPath = at(pricePath, 'product_data');
  const product = required(object(price.product_data, productPath), productPath);
  checkKeys(
    product,
    productPath,
    ['description', 'images', 'metadata', 'name'],
    ['tax_code', 'tax_details', 'unit_label'],
  );
  const currency = required(text(price.currency, at(pricePath, 'currency')), at(pricePath, 'currency')).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(at(pricePath, 'currency'), `Invalid currency: ${currency}`);
  return {
    currency,
    name: required(text(product.name, at(productPath, 'name')), at(productPath, 'name')),
    unitAmount: required(integer(price.unit_amount, at(pricePath, 'unit_amount'), 0), at(pricePath, 'unit_amount')),
    quantity: required(integer(item.quantity, at(path, 'quantity'), 1), at(path, 'quantity')),
  };
}

function readPaymentIntentData(data: Params): CheckoutRequest['paymentIntent'] {
  const path = 'payment_intent_data';
  checkKeys(
    data,
    path,
    ['description', 'metadata', 'receipt_email', 'statement_descriptor_suffix'],
    [
      'application_fee_amount',
      'capture_method',
      'on_behalf_of',
      'setup_future_usage',
      'shipping',
      'statement_descriptor',
      'transfer_data',
      'transfer_group',
    ],
  );
  return {
    metadata: metadata(data.metadata, at(path, 'metadata')),
    description: text(data.description, at(path, 'description')) || null,
    receiptEmail: text(data.receipt_email, at(path, 'receipt_email')) || null,
    statementDescriptorSuffix: text(data.statement_descriptor_suffix, at(path, 'statement_descriptor_suffix')) || null,
  };
}
