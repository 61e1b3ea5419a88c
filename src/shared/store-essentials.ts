// The store facts every page's first load needs: its name and contact details (header, footer,
// intro), the shipping rates behind the header's free-shipping line, and the interface's
// timings. They live apart from store.ts, which includes them, so that the first load of
// a page carries only these and not every business constant of the store.
// Money is integer cents everywhere in code.

export const STORE = {
  name: 'TJ Fashion',
  currency: 'USD',
  tagline: 'Style for the whole family, made your way',
  founded: { year: 2010, city: 'Fort Smith', state: 'Arkansas' },
  contact: {
    email: 'support@tjfashion.example',
    phone: '(479) 555-0142',
    city: 'Fort Smith, AR',
    address: '401 Garrison Ave, Fort Smith, AR 72901',
    supportHours: 'Mon-Fri 9AM-6PM CST',
  },
  timelineYears: [2010, 2012, 2016, 2020],
  internationalCountries: 50,
  social: {
    instagram: 'https://www.instagram.com/tjfashion',
    facebook: 'https://www.facebook.com/tjfashion',
    tiktok: 'https://www.tiktok.com/@tjfashion',
    reviews: 'https://www.trustpilot.com/review/tjfashion.example',
  },
  familyOfBrands: [
    { name: 'TJ Holdings', description: 'Our parent company', url: 'https://tjholdings.example' },
    { name: 'TJ Motorcycles', description: 'Built for the open road', url: 'https://tjmotorcycles.example' },
  ],
} as const;

/** A page's title in the browser's tab and in search results: "<page> | <store>", or the store's name alone. */
export const pageTitle = (name: string | undefined) => (name ? `${name} | ${STORE.name}` : STORE.name);

/**
 * How an order travels. Standard is free above the threshold; Express always costs its rate.
 * Business days are Monday to Friday, counted from the day after the order.
 */
export const SHIPPING = {
  freeThresholdCents: 5000,
  methods: {
    standard: { label: 'Standard', rateCents: 999, freeAboveThreshold: true, minBusinessDays: 5, maxBusinessDays: 7 },
    express: { label: 'Express', rateCents: 1999, freeAboveThreshold: false, minBusinessDays: 1, maxBusinessDays: 2 },
  },
  /** Outside the US the rates are the same and the parcel takes longer: customs and a foreign carrier's last leg. */
  international: {
    standard: { minBusinessDays: 7, maxBusinessDays: 14 },
    express: { minBusinessDays: 3, maxBusinessDays: 5 },
  },
} as const;

export const TIMINGS_MS = {
  addToCartDelay: 800,
  splash: 3000,
  splashFade: 500,
  checkoutEmptyRedirect: 500,
  homeGiftDelay: 1500,
  toast: 5000,
  authCache: 60_000,
} as const;
