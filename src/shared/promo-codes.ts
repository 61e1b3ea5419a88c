// The promo box's rules and texts, shared by the cart and POST /api/promotions/check. Plain
// constants, apart from the zod schemas, so the cart page does not load zod to show them.
export const PROMO_CODE_REQUIRED = 'Please enter a promo code.';
/** One answer for every code that cannot be applied, so nobody can tell which codes exist. */
export const PROMO_CODE_INVALID = 'Invalid promo code. Please try again.';
/** promotions.code is varchar(64): nothing longer can match. */
export const PROMO_CODE_MAX = 64;
