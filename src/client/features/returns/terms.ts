// Return and exchange terms built from RETURNS in the store module.
import { RETURNS } from '../../../shared/store';

export const RETURN_SHIPPING_TERMS = RETURNS.shippingTerms;

export const ELIGIBLE_ITEMS = [
  `Items returned within ${RETURNS.windowDays} days of delivery`,
  `Clothing, jewelry and accessories that are ${RETURNS.condition}`,
  'Full-price and sale items not marked Final Sale',
  'Items that arrived damaged or faulty, or not what you ordered',
] as const;

export const RETURN_STEPS = [
  {
    title: 'Start your return',
    text: `Within ${RETURNS.windowDays} days of delivery, start a return online with your order number and email, and choose the items to return or exchange.`,
  },
  {
    title: 'Pack your items',
    text: `Pack the items ${RETURNS.condition}, in their original packaging if you still have it.`,
  },
  {
    title: 'Ship it back',
    text: 'US orders get a free prepaid return label by email. International customers send their parcel at their own cost.',
  },
  {
    title: 'Get your refund',
    text: `We process your return within ${RETURNS.processingDays} of it arriving, then ship your exchange or refund your original payment method.`,
  },
] as const;
