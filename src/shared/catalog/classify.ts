// Gender and subcategory rules for products that arrive without the store's own
// category fields: keyword matches on the title and tags.
import type { Category } from '../store';

export type GenderCategory = Category | 'unclassified';
export const UNCLASSIFIED = 'unclassified';
/** The subcategory of a product no gender rule claims. */
export const OTHER_SUBCATEGORY = 'other';

const KIDS_WORDS = [
  'kid',
  'kids',
  'child',
  'children',
  'childrens',
  'baby',
  'babies',
  'infant',
  'newborn',
  'toddler',
  'toddlers',
  'boy',
  'boys',
  'girl',
  'girls',
  'youth',
  'junior',
  'toy',
  'toys',
  'onesie',
];
const WOMEN_WORDS = [
  'women',
  'womens',
  'woman',
  'womenswear',
  'ladies',
  'lady',
  'female',
  'wig',
  'wigs',
  'necklace',
  'necklaces',
  'earring',
  'earrings',
  'bracelet',
  'bracelets',
  'jewelry',
  'jewellery',
  'dress',
  'dresses',
  'gown',
  'skirt',
  'skirts',
  'blouse',
  'blouses',
  'jumpsuit',
  'jumpsuits',
  'leggings',
  'handbag',
  'purse',
  'lingerie',
  'bra',
];
const MEN_WORDS = [
  'men',
  'mens',
  'man',
  'menswear',
  'male',
  'gentleman',
  'gentlemen',
  'guys',
  'necktie',
  'tie',
  'cufflinks',
  'tuxedo',
  'boxers',
];

// "Dress shirt" and friends are formal menswear, not dresses.
const FORMAL_DRESS = /\bdress[-\s]+(shirts?|pants|trousers|shoes|socks)\b/g;
// Every spelling of t-shirt becomes one token, so "shirt" never matches a t-shirt.
const T_SHIRT = /\b(t[-\s]?shirts?|tees?)\b/g;

function words(text: string): Set<string> {
  const normalised = text.toLowerCase().replace(FORMAL_DRESS, 'formal $1').replace(T_SHIRT, 'tshirt');
  return new Set(normalised.split(/[^a-z0-9]+/).filter(Boolean));
}

const hasAny = (found: Set<string>, list: readonly string[]) => list.some((w) => found.has(w));

/** kids beats women beats men; no match is unclassified. */
export function classifyGender(title: string, tags: readonly string[] = []): GenderCategory {
  const found = words([title, ...tags].join(' '));
  if (hasAny(found, KIDS_WORDS)) return 'kids';
  if (hasAny(found, WOMEN_WORDS)) return 'women';
  if (hasAny(found, MEN_WORDS)) return 'men';
  return UNCLASSIFIED;
}

type Rule = readonly [subcategory: string, keywords: readonly string[]];

// First match wins, so the more specific garment comes first (a polo shirt is a polo,
// cargo shorts are shorts).
const MEN_RULES: readonly Rule[] = [
  ['suits', ['suit', 'suits', 'blazer', 'blazers', 'tuxedo']],
  ['polo', ['polo', 'polos']],
  ['t-shirts', ['tshirt', 'tank', 'tanks']],
  ['shirts', ['shirt', 'shirts', 'oxford', 'flannel', 'henley', 'button']],
  ['shorts', ['short', 'shorts']],
  [
    'pants',
    [
      'pant',
      'pants',
      'trouser',
      'trousers',
      'jean',
      'jeans',
      'chino',
      'chinos',
      'cargo',
      'cargos',
      'jogger',
      'joggers',
      'slacks',
    ],
  ],
  [
    'outerwear',
    [
      'jacket',
      'jackets',
      'coat',
      'coats',
      'parka',
      'hoodie',
      'hoodies',
      'sweater',
      'sweatshirt',
      'cardigan',
      'vest',
      'bomber',
      'windbreaker',
    ],
  ],
];
const MEN_DEFAULT = 't-shirts';

const WOMEN_RULES: readonly Rule[] = [
  ['wigs', ['wig', 'wigs', 'hairpiece', 'ponytail']],
  [
    'jewelry',
    [
      'jewelry',
      'jewellery',
      'necklace',
      'necklaces',
      'earring',
      'earrings',
      'bracelet',
      'bracelets',
      'ring',
      'rings',
      'pendant',
      'anklet',
      'brooch',
    ],
  ],
  ['dresses', ['dress', 'dresses', 'gown', 'sundress']],
  ['shirts', ['shirt', 'shirts', 'blouse', 'blouses', 'button']],
  ['skirts', ['skirt', 'skirts']],
  [
    'bottoms',
    [
      'pant',
      'pants',
      'trouser',
      'trousers',
      'jean',
      'jeans',
      'leggings',
      'short',
      'shorts',
      'cargo',
      'cargos',
      'jogger',
      'joggers',
      'culottes',
      'jumpsuit',
      'jumpsuits',
    ],
  ],
  ['outerwear', ['jacket', 'jackets', 'coat', 'coats', 'blazer', 'cardigan', 'parka', 'hoodie', 'sweater', 'trench']],
  [
    'accessories',
    ['bag', 'bags', 'handbag', 'purse', 'tote', 'clutch', 'scarf', 'hat', 'belt', 'sunglasses', 'wallet', 'headband'],
  ],
  ['t-shirts', ['tshirt', 'tank', 'top', 'tops', 'camisole', 'cami']],
];
const WOMEN_DEFAULT = 't-shirts';

const firstRule = (rules: readonly Rule[], found: Set<string>) =>
  rules.find(([, keywords]) => hasAny(found, keywords))?.[0];

/** Kids rules, the first match winning, each on the lowercased title or product type. */
export function kidsSubcategory(title: string, productType = ''): string {
  const texts = [title.toLowerCase(), productType.toLowerCase()];
  const some = (test: (text: string) => boolean) => texts.some(test);
  const type = productType.toLowerCase();
  if (some((t) => t.includes('baby'))) return 'baby-clothes';
  if (some((t) => t.includes('toddler'))) return 'toddler';
  if (some((t) => t.includes('toy') || t.includes('game'))) return 'toys';
  if (some((t) => t.includes('dress'))) return 'dresses';
  if (some((t) => t.includes('shirt') && !/\bt[-\s]?shirt/.test(t))) return 'shirts';
  if (some((t) => t.includes('pant') || t.includes('jean'))) return 'pants';
  if (some((t) => t.includes('jacket') || t.includes('coat')) || type.includes('outerwear')) return 'outerwear';
  if (some((t) => t.includes('short'))) return 'shorts';
  return 't-shirts';
}

/** The subcategory a product's title puts it in, within its gender. */
export function classifySubcategory(category: GenderCategory, title: string, productType = ''): string {
  switch (category) {
    case 'kids':
      return kidsSubcategory(title, productType);
    case 'women':
      return firstRule(WOMEN_RULES, words(title)) ?? WOMEN_DEFAULT;
    case 'men':
      return firstRule(MEN_RULES, words(title)) ?? MEN_DEFAULT;
    default:
      return OTHER_SUBCATEGORY;
  }
}
