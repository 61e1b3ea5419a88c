// The store's categories in Google's terms, for the Merchant Center feed: the product
// category (a name from Google's product taxonomy), who it is for and their age group.

const CLOTHING = 'Apparel & Accessories > Clothing';

export const GOOGLE_CATEGORIES = {
  clothing: CLOTHING,
  dresses: `${CLOTHING} > Dresses`,
  tops: `${CLOTHING} > Shirts & Tops`,
  skirts: `${CLOTHING} > Skirts`,
  pants: `${CLOTHING} > Pants`,
  shorts: `${CLOTHING} > Shorts`,
  outerwear: `${CLOTHING} > Outerwear`,
  suits: `${CLOTHING} > Suits`,
  onePieces: `${CLOTHING} > One-Pieces`,
  jewelry: 'Apparel & Accessories > Jewelry',
  handbags: 'Apparel & Accessories > Handbags, Wallets & Cases > Handbags',
  accessories: 'Apparel & Accessories > Clothing Accessories',
  wigs: 'Health & Beauty > Personal Care > Hair Care',
} as const;

type GoogleCategory = (typeof GOOGLE_CATEGORIES)[keyof typeof GOOGLE_CATEGORIES];

/** The store's subcategory slugs (kids' without their girls-/boys- prefix). */
const BY_SUBCATEGORY: Readonly<Record<string, GoogleCategory>> = {
  dresses: GOOGLE_CATEGORIES.dresses,
  blouses: GOOGLE_CATEGORIES.tops,
  tops: GOOGLE_CATEGORIES.tops,
  shirts: GOOGLE_CATEGORIES.tops,
  't-shirts': GOOGLE_CATEGORIES.tops,
  polos: GOOGLE_CATEGORIES.tops,
  polo: GOOGLE_CATEGORIES.tops,
  'button-ups': GOOGLE_CATEGORIES.tops,
  skirts: GOOGLE_CATEGORIES.skirts,
  bottoms: GOOGLE_CATEGORIES.pants,
  pants: GOOGLE_CATEGORIES.pants,
  trousers: GOOGLE_CATEGORIES.pants,
  jeans: GOOGLE_CATEGORIES.pants,
  cargos: GOOGLE_CATEGORIES.pants,
  shorts: GOOGLE_CATEGORIES.shorts,
  outerwear: GOOGLE_CATEGORIES.outerwear,
  suits: GOOGLE_CATEGORIES.suits,
  jumpsuits: GOOGLE_CATEGORIES.onePieces,
  jewelry: GOOGLE_CATEGORIES.jewelry,
  wigs: GOOGLE_CATEGORIES.wigs,
  accessories: GOOGLE_CATEGORIES.accessories,
};

const HANDBAG_WORDS = /\b(hand ?bags?|purses?|totes?|clutch(es)?|satchels?|crossbody|shoulder bags?)\b/i;

/** The taxonomy name for a product: its subcategory's, a bag's when named as one, else clothing. */
export function googleProductCategory(product: {
  subcategory: string;
  productType: string;
  name: string;
}): GoogleCategory {
  const slug = product.subcategory.toLowerCase().replace(/^(girls|boys)-/, '');
  const found = BY_SUBCATEGORY[slug];
  if (
    (found === undefined || found === GOOGLE_CATEGORIES.accessories) &&
    HANDBAG_WORDS.test(`${product.productType} ${product.name}`)
  ) {
    return GOOGLE_CATEGORIES.handbags;
  }
  return found ?? GOOGLE_CATEGORIES.clothing;
}

export type GoogleGender = 'female' | 'male' | 'unisex';

/** Women's female, men's male; kids' by their girls-/boys- subcategory, else unisex. */
export function googleGender(product: { category: string; subcategory: string }): GoogleGender {
  if (product.category === 'women') return 'female';
  if (product.category === 'men') return 'male';
  if (product.category === 'kids' && product.subcategory.startsWith('girls-')) return 'female';
  if (product.category === 'kids' && product.subcategory.startsWith('boys-')) return 'male';
  return 'unisex';
}

export const googleAgeGroup = (product: { category: string }): 'kids' | 'adult' =>
  product.category === 'kids' ? 'kids' : 'adult';
