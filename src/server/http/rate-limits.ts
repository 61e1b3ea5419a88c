// The store's abuse limits, in one place: how many requests one client address
// (or, for sign-in, one account) may make per window. A request past the limit gets 429
// before its body is read, so nothing is stored and no mail is sent for it.
// RATE_LIMIT_EXEMPT_IPS lifts them for trusted addresses; REDIS_URL shares the counts.
//
// While Redis is unreachable (REDIS_URL set), sign-in fails closed: its limits are what stops
// password guessing, and staff can wait a minute, so it answers 503 with Retry-After. Every other
// limit fails open (app.ts sets skipOnError: true) and a warning is logged: those limits only
// slow down abuse (tracking numbers and gift card codes are too long to guess; promo codes are
// given out), and refusing checkout, tracking or contact for the whole outage would cost more
// than a few minutes of unlimited requests.
const perMinute = (max: number) => ({ max, timeWindow: 60_000 }) as const;
const failClosed = { skipOnError: false } as const;

export const RATE_LIMITS = {
  /** GET /api/orders/track/:trackingNumber and ?trackingNumber=: one budget for both forms. */
  trackingLookup: perMinute(20),
  /**
   * The shopper's returns (/api/returns: finding the order, starting a return, reading it, saying
   * it was sent), per address: one budget for all, as each needs the order's number and email.
   */
  returns: perMinute(20),
  /** GET /api/gift-cards/:code/balance (the balance page and the checkout's gift card box). */
  giftCardBalance: perMinute(20),
  /** POST /api/gift-cards: each one stores a card and emails the recipient. */
  giftCardPurchase: perMinute(5),
  /**
   * POST /api/gift-cards, per recipient email (after the body is validated), so many client
   * addresses together cannot flood one mailbox with the store's mail.
   */
  giftCardRecipient: { max: 10, timeWindow: 60 * 60_000 },
  /**
   * POST /api/promotions/check: the promo box's check of a code, and the preview the slide-out
   * cart, /cart and checkout ask for (after a pause) each time the shopper changes the cart, the
   * shipping method, the email or the address: a shopper filling in checkout asks a few dozen
   * times a minute at most. Codes are given out and every unknown one gets the one answer, so
   * the limit only slows a guesser down.
   */
  promoCheck: perMinute(60),
  /**
   * POST /api/auth/login, per address, before the body is read. Wrong passwords are further
   * slowed per account and address by the sign-in throttle (staff-auth/throttle.ts).
   */
  login: { perAddress: { ...perMinute(10), ...failClosed } },
  /**
   * POST /api/account/code and /api/account/email/code, per address: each one emails a code.
   * Codes per email are limited further where they are issued (accounts/email-codes.ts).
   */
  accountCode: perMinute(10),
  /**
   * POST /api/account/sign-in, /email and the passkey sign-in, per address; each code also dies after 5 wrong tries.
   */
  accountSignIn: perMinute(10),
  /** POST /api/newsletter. */
  newsletter: perMinute(10),
  /** POST /api/back-in-stock: stores a request that emails the address once, when the item is back. */
  backInStock: perMinute(10),
  /** POST /api/contact: stores a message and emails the store. */
  contact: perMinute(5),
  /** POST /api/contact/chat: the live-chat panel, stored and emailed like the form. */
  chat: perMinute(10),
  /** POST /api/orders: each one takes stock and sends a confirmation email. */
  placeOrder: perMinute(30),
  /** POST /api/shopify/checkout: each one calls the hosted storefront when it is configured. */
  hostedCheckout: perMinute(30),
  /**
   * Catalogue reads the answer cache could not serve (a search, a filtered listing, facets,
   * suggestions or a product not asked for in the last seconds), per address: each costs SQL
   * and serialising, so a flood of unique queries would slow everyone's. Cached answers do not
   * count. A shopper browsing by hand makes a few a page.
   */
  catalogMiss: perMinute(120),
} as const;
