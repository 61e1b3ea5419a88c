// Every store fact and business constant, in one place, so nothing is hunted for in components.
// A store owner rebrands by editing this file (and store-essentials.ts, which it includes);
// client and server both read it.
// Money is integer cents everywhere in code.

import { SHIPPING, STORE } from './store-essentials';

export { SHIPPING, STORE, TIMINGS_MS } from './store-essentials';

export type ShippingMethod = keyof typeof SHIPPING.methods;
export const SHIPPING_METHODS = Object.keys(SHIPPING.methods) as [ShippingMethod, ...ShippingMethod[]];

/** The store's address as lines: its street, then city, state and ZIP. */
const [returnStreet = '', ...returnCity] = STORE.contact.address.split(', ');

export const RETURNS = {
  windowDays: 30,
  /** Where returns are sent, one line each, as the slip prints it. */
  sendTo: [`${STORE.name} Returns`, returnStreet, returnCity.join(', '), 'United States'],
  /** Products with this tag are sold as Final Sale: they cannot be returned or exchanged. */
  finalSaleTag: 'final-sale',
  condition: 'unworn with tags',
  processingDays: '3-5 business days',
  refundTimelines: [
    { method: 'Credit card', days: '5-10 business days' },
    { method: 'Debit card', days: '3-5 business days' },
    { method: 'PayPal', days: '1-3 business days' },
  ],
  nonReturnable: ['Worn or washed items', 'Undergarments', 'Customised items', 'Final Sale items'],
  shippingTerms: [
    { service: 'Size or color exchange', cost: 'Free', details: 'Swap for another size or color of the same item.' },
    { service: 'Return label (US orders)', cost: 'Free', details: 'We email you a prepaid domestic return label.' },
    {
      service: 'International returns',
      cost: 'Paid by customer',
      details: 'Send your parcel with a tracked service of your choice.',
    },
    {
      service: 'Original shipping charges',
      cost: 'Non-refundable',
      details: 'Refunds cover the price of the items you return.',
    },
  ],
} as const;

export const SUPPORT = {
  replyWithin: '24 hours',
} as const;

export const PROMO = {
  welcomeCode: 'WELCOME10',
  welcomePercent: 10,
  firstPurchaseCopy: '20% off your first purchase',
} as const;

/** US state base sales-tax rates in basis points (1% = 100). Others are 0 until configured. */
export const TAX_RATE_BPS: Readonly<Record<string, number>> = {
  CA: 725,
  NY: 400,
  TX: 625,
  FL: 600,
};

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const JEANS_SIZES = ['24', '26', '28', '30', '32', '34', '36'] as const;
export const KIDS_SIZES = ['2T', '3T', '4T', '5T', '6T', '7T', '8T'] as const;
export const ONE_SIZE = 'One Size';
export const DEFAULT_COLOR = 'Default';

export const COLORS = [
  'Black',
  'White',
  'Gray',
  'Blue',
  'Navy',
  'Red',
  'Pink',
  'Purple',
  'Green',
  'Yellow',
  'Orange',
  'Brown',
  'Beige',
  'Khaki',
] as const;
export const MATERIALS = [
  'Cotton',
  'Silk',
  'Polyester',
  'Denim',
  'Linen',
  'Wool',
  'Elastane',
  'Viscose',
  'Nylon',
] as const;

/** CSS colour for each named colour, for swatches and generated artwork. */
export const COLOR_HEX: Readonly<Record<string, string>> = {
  Black: '#1f1f1f',
  White: '#f5f5f4',
  Gray: '#8b8b8b',
  Blue: '#2f6fd6',
  Navy: '#1e2a5a',
  Red: '#c8322d',
  Pink: '#ec8fb5',
  Purple: '#7b4bb7',
  Green: '#3a8a4f',
  Yellow: '#f2c94c',
  Orange: '#ee8434',
  Brown: '#7a4e2d',
  Beige: '#e3d3b5',
  Khaki: '#b8a77a',
  Gold: '#d4af37',
  Silver: '#c0c0c0',
  Blonde: '#e6c886',
  Default: '#9ca3af',
};

export const CATEGORIES = ['women', 'men', 'kids'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Navigation subcategories; links are /{section}?category={slug}. */
export const NAV_SUBCATEGORIES = {
  women: ['Blouses', 'Bottoms', 'Cargos', 'Dresses', 'Jeans', 'Jumpsuits', 'Shirts', 'Skirts', 'Tops'],
  men: ['Cargos', 'Jeans', 'Polos', 'Shorts', 'T-shirts', 'Trousers'],
  girls: ['Skirts', 'Shirts', 'Shorts', 'Pants'],
  boys: ['T-Shirts', 'Shorts', 'Pants', 'Button-UPs'],
} as const;

/** Beyond the nav lists, the store also sells these women's lines. */
export const EXTRA_WOMEN_SUBCATEGORIES = ['Jewelry', 'Wigs', 'Accessories'] as const;

export const slugify = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/**
 * Each section's lines that are not in its menu but have their own tab (after the menu's
 * subcategories) on the section's page: the women's jewelry, wigs and accessories.
 */
export const OTHER_LINES: Readonly<Record<Category, readonly string[]>> = {
  women: EXTRA_WOMEN_SUBCATEGORIES.map(slugify),
  men: [],
  kids: [],
};

/**
 * The collections, each at /collections?collection=<slug>. Their names are read with
 * collectionName (collections.ts): a seasonal one is named for the season now or next, with its
 * year ("Summer '27 Trends"), so its slug names no year. Former slugs are in collections.ts.
 */
export const COLLECTIONS = [
  {
    slug: 'all',
    name: 'All Collections',
    description: 'Every piece in the store, from everyday basics to statement looks.',
  },
  {
    slug: 'summer',
    season: 'summer',
    description: 'Light fabrics, bright colors and easy shapes for the warm months.',
  },
  {
    slug: 'streetwear',
    name: 'Streetwear Staples',
    description: 'Cargos, tees and layers that work from the skate park to the studio.',
  },
  { slug: 'mini-me', name: 'Mini Me Collection', description: 'Matching looks for parents and kids.' },
] as const;
export type CollectionSlug = (typeof COLLECTIONS)[number]['slug'];

export const LOOKBOOKS = ['Workwear Revolution', 'Weekend Chill', 'Back to School'] as const;

export const PAGE_SIZES = {
  shop: 48,
  homeExplorer: 8,
  designs: 8,
  adminRecent: 5,
  productThumbnails: 4,
  productTags: 6,
  blogCardTags: 2,
  subcategoryChips: 8,
  maxApiPage: 250,
} as const;

/**
 * How far `skip` may reach past a cursor (or the start, or the end): four shop pages. A jump
 * costs the same at any depth because it never walks more than this many keys.
 */
export const MAX_SKIP = 4 * PAGE_SIZES.shop;

export const PRICE_FILTER = { min: 0, max: 200, step: 5 } as const;

export const GIFT_CARDS = {
  homePresetsCents: [2500, 5000, 10000, 15000, 20000],
  homeDefaultCents: 5000,
  /**
   * The one range every gift card is sold in, from the gift page or the home creator: the server checks it
   * (GiftCardAmountSchema).
   */
  pageMinimumCents: 500,
  pageMaximumCents: 100000,
  pagePresets: [
    { title: 'Birthday Special', amountCents: 5000 },
    { title: 'Holiday Gift', amountCents: 10000 },
    { title: 'Thank You', amountCents: 2500 },
    { title: 'Custom Amount', amountCents: null },
  ],
  /** Home-page promise: cards go out by email at once and keep their value. */
  delivery: 'delivered instantly by email and never expire',
  homeDesigns: [
    { id: 'purple-elegance', name: 'Purple Elegance', gradient: 'from-purple-500 to-indigo-600', icon: 'gem' },
    { id: 'pink-romance', name: 'Pink Romance', gradient: 'from-pink-400 to-rose-500', icon: 'heart' },
    { id: 'blue-dreams', name: 'Blue Dreams', gradient: 'from-sky-400 to-blue-600', icon: 'star' },
    { id: 'golden-luxury', name: 'Golden Luxury', gradient: 'from-amber-400 to-yellow-600', icon: 'crown' },
  ],
  /** TJ- then three groups of 4 capital letters or digits. */
  codePattern: /^TJ-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/,
} as const;

/** The design wizard's base garments. Handles tie them to their seeded products. */
export const DESIGNER_PRODUCTS = [
  {
    handle: 'custom-premium-t-shirt',
    name: 'Premium T-Shirt',
    description: 'Soft ring-spun cotton, a classic fit for your design.',
    priceCents: 2499,
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  },
  {
    handle: 'custom-cozy-hoodie',
    name: 'Cozy Hoodie',
    description: 'Brushed fleece with a roomy hood and front pocket.',
    priceCents: 4999,
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  },
  {
    handle: 'custom-snapback-cap',
    name: 'Snapback Cap',
    description: 'Structured six-panel cap with an adjustable snap.',
    priceCents: 1999,
    sizes: ['One Size'],
  },
  {
    handle: 'custom-athletic-tank',
    name: 'Athletic Tank',
    description: 'Breathable performance knit for training days.',
    priceCents: 2299,
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
  },
] as const;

export const DESIGNS = [
  { id: 'tj-biker-classic', name: 'TJ Biker Classic', category: 'Classic', surchargeCents: 0 },
  { id: 'tj-corporate', name: 'TJ Corporate', category: 'Classic', surchargeCents: 0 },
  { id: 'thunder-strike', name: 'Thunder Strike', category: 'Bold', surchargeCents: 500 },
  { id: 'urban-legend', name: 'Urban Legend', category: 'Street', surchargeCents: 500 },
  { id: 'mystic-warrior', name: 'Mystic Warrior', category: 'Fantasy', surchargeCents: 700 },
  { id: 'speed-demon', name: 'Speed Demon', category: 'Bold', surchargeCents: 500 },
  { id: 'digital-matrix', name: 'Digital Matrix', category: 'Tech', surchargeCents: 700 },
  { id: 'flame-master', name: 'Flame Master', category: 'Bold', surchargeCents: 500 },
] as const;

export const DESIGN_COLORS = [
  { id: 'black', name: 'Midnight', hex: '#1f1f1f' },
  { id: 'white', name: 'Pure White', hex: '#f5f5f4' },
  { id: 'navy', name: 'Navy', hex: '#1e2a5a' },
  { id: 'red', name: 'Crimson', hex: '#c8322d' },
  { id: 'purple', name: 'Royal', hex: '#7b4bb7' },
  { id: 'blue', name: 'Ocean', hex: '#2f6fd6' },
] as const;

export const CONTACT_TOPICS = [
  { id: 'order-issues', label: 'Order Issues' },
  { id: 'sizing-help', label: 'Sizing Help' },
  { id: 'general-inquiry', label: 'General Inquiry' },
] as const;

/**
 * awaiting_payment: placed, its stock held, until its payment succeeds (then pending, "Order
 * Confirmed") or ends unpaid (then cancelled, everything it held given back).
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether the store has the order's money: a fact apart from where the parcel is. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded', 'in_review'] as const;
export type PaymentStatusOfOrder = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatusOfOrder, string>> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  in_review: 'Payment in review',
};

/** Where the order's goods are. */
export const FULFILLMENT_STATUSES = [
  'unfulfilled',
  'partially_fulfilled',
  'fulfilled',
  'delivered',
  'returned',
] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];
export const FULFILLMENT_STATUS_LABELS: Readonly<Record<FulfillmentStatus, string>> = {
  unfulfilled: 'Unfulfilled',
  partially_fulfilled: 'Partially fulfilled',
  fulfilled: 'Fulfilled',
  delivered: 'Delivered',
  returned: 'Returned',
};

export const STAFF_RULES = {
  usernameMin: 3,
  usernameMax: 100,
  passwordMin: 8,
  passwordMax: 256,
} as const;
