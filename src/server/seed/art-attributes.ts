// What a product's name says about how it looks: sleeves, shape, length, neckline, trims,
// and for jewelry, wigs and bags which item it is. The artwork is drawn from these, so a
// "Long Sleeve Polo" gets long sleeves and a "Signet Ring" is not drawn as a solitaire.
import type { Silhouette } from './artwork';
import { PLANS } from './plans';

export type Sleeves = 'sleeveless' | 'short' | 'three-quarter' | 'long';
export type Length = 'mini' | 'midi' | 'maxi';
export type Neckline =
  | 'crew'
  | 'v'
  | 'scoop'
  | 'square'
  | 'halter'
  | 'off-shoulder'
  | 'bow'
  | 'henley'
  | 'zip'
  | 'collar'
  | 'camp-collar'
  | 'round-collar'
  | 'hood';
export type Leg = 'skinny' | 'slim' | 'straight' | 'tapered' | 'relaxed' | 'wide' | 'flare' | 'bootcut' | 'jogger';
export type Trim =
  | 'lace'
  | 'ruffle-neck'
  | 'ruffle-sleeves'
  | 'ruffle-hem'
  | 'puff'
  | 'belt'
  | 'tie'
  | 'buttons'
  | 'pockets'
  | 'pleats'
  | 'tiers'
  | 'smocking'
  | 'embroidery'
  | 'drawstring'
  | 'tipping'
  | 'raw-hem'
  | 'distressed'
  | 'paperbag'
  | 'ribbed'
  | 'quilted';

/** The shape within a kind of garment, or which item among jewelry, wigs and bags. */
export const STYLES = {
  't-shirt': ['regular', 'fitted', 'oversized'],
  polo: ['regular', 'fitted'],
  shirt: ['regular', 'oversized', 'longline'],
  blouse: ['regular', 'wrap'],
  tank: ['tank', 'cami'],
  dress: ['a-line', 'bodycon', 'wrap', 'shirt-dress', 'slip', 'sundress'],
  skirt: ['a-line', 'pencil', 'wrap', 'bias', 'tutu', 'pinafore', 'circle'],
  jumpsuit: ['regular', 'wrap', 'overall', 'boiler'],
  necklace: ['chain', 'pendant', 'layered-chain'],
  earrings: ['stud', 'hoop', 'drop'],
  bracelet: ['bangle', 'cuff', 'charm'],
  ring: ['band', 'signet', 'solitaire'],
  'wig-long': ['straight', 'wave'],
  'wig-bob': ['bob', 'layered'],
  'wig-curly': ['kinky', 'puff'],
  crossbody: ['flap', 'shoulder'],
} as const satisfies Partial<Record<Silhouette, readonly string[]>>;
type Styled = keyof typeof STYLES;
export type Style = (typeof STYLES)[Styled][number];

export interface ArtAttributes {
  silhouette: Silhouette;
  style?: Style;
  sleeves?: Sleeves;
  neckline?: Neckline;
  length?: Length;
  leg?: Leg;
  cropped?: boolean;
  /** Distinct, in a fixed order. */
  trims?: Trim[];
}

export interface ArtSubject {
  name: string;
  productType?: string;
  subcategory?: string;
  category?: string;
}

type Rules<T> = ReadonlyArray<readonly [RegExp, T]>;
const firstMatch = <T>(rules: Rules<T>, name: string): T | undefined => rules.find(([rule]) => rule.test(name))?.[1];

const SILHOUETTE_RULES: Rules<Silhouette> = [
  [/Shorts|Trunks/, 'shorts'],
  [/Skirt/, 'skirt'],
  [/Dress/, 'dress'],
  [/Jumpsuit/, 'jumpsuit'],
  [/Jeans/, 'jeans'],
  [/Cargo/, 'cargos'],
  [/Tee\b|T-Shirt/, 't-shirt'],
  [/Tank|Cami/, 'tank'],
  [/Polo/, 'polo'],
  [/Hoodie/, 'hoodie'],
  [/Blouse|Top\b/, 'blouse'],
  [/Shirt|Button-Up/, 'shirt'],
  [/Wide Leg|Palazzo|Culottes/, 'wide-trousers'],
  [/Pants|Trousers|Chinos|Khakis|Leggings|Joggers|Sweatpants/, 'trousers'],
  [/Necklace/, 'necklace'],
  [/Earrings/, 'earrings'],
  [/Bracelet/, 'bracelet'],
  [/Ring\b/, 'ring'],
  [/Bob|Shoulder Length/, 'wig-bob'],
  [/Curly|Afro/, 'wig-curly'],
  [/Wig/, 'wig-long'],
  [/Tote/, 'tote'],
  [/Bag/, 'crossbody'],
  [/Sunglasses/, 'sunglasses'],
  [/Beanie/, 'beanie'],
  [/Hat/, 'hat'],
  [/\bCap\b/, 'cap'],
  [/Scarf/, 'scarf'],
  [/Belt\b/, 'belt'],
];

/** The drawing a name asks for, or the subcategory's usual one. */
export function silhouetteOf(subject: ArtSubject, fallback?: Silhouette): Silhouette {
  const planned = PLANS.find(
    (plan) => plan.subcategory === subject.subcategory && plan.category === subject.category,
  )?.silhouette;
  return firstMatch(SILHOUETTE_RULES, subject.name) ?? fallback ?? planned ?? 't-shirt';
}

const TOPS = new Set<Silhouette>(['t-shirt', 'tank', 'polo', 'shirt', 'blouse', 'hoodie']);
const LEGWEAR = new Set<Silhouette>(['trousers', 'wide-trousers', 'cargos', 'jeans', 'jumpsuit']);
const CLOTHING = new Set<Silhouette>([...TOPS, ...LEGWEAR, 'dress', 'skirt', 'shorts']);

const STYLE_RULES: { [S in Styled]: Rules<(typeof STYLES)[S][number]> } = {
  't-shirt': [
    [/Fitted|Slim|Baby/, 'fitted'],
    [/Oversized|Boxy/, 'oversized'],
  ],
  polo: [[/Slim|Fitted/, 'fitted']],
  shirt: [
    [/Oversized|Relaxed/, 'oversized'],
    [/Longline/, 'longline'],
  ],
  blouse: [[/Wrap/, 'wrap']],
  tank: [[/Cami/, 'cami']],
  dress: [
    [/Bodycon/, 'bodycon'],
    [/Wrap/, 'wrap'],
    [/Shirt Dress/, 'shirt-dress'],
    [/Slip/, 'slip'],
    [/Sundress/, 'sundress'],
  ],
  skirt: [
    [/Tutu|Tulle/, 'tutu'],
    [/Pinafore/, 'pinafore'],
    [/Wrap/, 'wrap'],
    [/Bias/, 'bias'],
    [/Pencil|Ribbed|Knit/, 'pencil'],
    [/Twirl|Circle/, 'circle'],
  ],
  jumpsuit: [
    [/Overall/, 'overall'],
    [/Boiler/, 'boiler'],
    [/Wrap/, 'wrap'],
  ],
  necklace: [
    [/Pendant|Teardrop|Locket/, 'pendant'],
    [/Layered/, 'layered-chain'],
  ],
  earrings: [
    [/Hoop/, 'hoop'],
    [/Drop|Dangle/, 'drop'],
  ],
  bracelet: [
    [/Cuff/, 'cuff'],
    [/Charm/, 'charm'],
  ],
  ring: [
    [/Signet/, 'signet'],
    [/Solitaire|Stone|Crystal/, 'solitaire'],
  ],
  'wig-long': [[/Wave|Wavy/, 'wave']],
  'wig-bob': [[/Shoulder|Layered/, 'layered']],
  'wig-curly': [[/Puff/, 'puff']],
  crossbody: [[/Shoulder/, 'shoulder']],
};

function styleOf(silhouette: Silhouette, name: string): Style | undefined {
  if (!(silhouette in STYLES)) return undefined;
  const styled = silhouette as Styled;
  return firstMatch<Style>(STYLE_RULES[styled], name) ?? STYLES[styled][0];
}

const SLEEVE_RULES: Rules<Sleeves> = [
  [/Sleeveless|Halter|Strap/, 'sleeveless'],
  [/Long Sleeve/, 'long'],
  [/Short Sleeve|Puff Sleeve|Ruffle Sleeve|Camp/, 'short'],
  [/Three[- ]Quarter|Raglan|Baseball/, 'three-quarter'],
];
const DEFAULT_SLEEVES: Partial<Record<Silhouette, Sleeves>> = {
  't-shirt': 'short',
  polo: 'short',
  shirt: 'long',
  blouse: 'long',
  hoodie: 'long',
  tank: 'sleeveless',
  dress: 'sleeveless',
  jumpsuit: 'sleeveless',
};
function sleevesOf(silhouette: Silhouette, style: Style | undefined, name: string): Sleeves | undefined {
  const usual = DEFAULT_SLEEVES[silhouette];
  if (!usual) return undefined;
  if (silhouette === 'tank' || style === 'slip' || style === 'sundress' || style === 'overall') return 'sleeveless';
  return firstMatch(SLEEVE_RULES, name) ?? (style === 'shirt-dress' || style === 'boiler' ? 'short' : usual);
}

const NECKLINE_RULES: Rules<Neckline> = [
  [/V-Neck|V Neck/, 'v'],
  [/Crew/, 'crew'],
  [/Scoop/, 'scoop'],
  [/Square Neck/, 'square'],
  [/Halter/, 'halter'],
  [/Off[- ]Shoulder/, 'off-shoulder'],
  [/Bow/, 'bow'],
  [/Henley/, 'henley'],
  [/Zip Neck|Half Zip/, 'zip'],
  [/Peter Pan/, 'round-collar'],
  [/Camp/, 'camp-collar'],
  [/Collar|Boiler|Shirt Dress/, 'collar'],
  [/Wrap|Slip/, 'v'],
];
const DEFAULT_NECKLINE: Partial<Record<Silhouette, Neckline>> = {
  't-shirt': 'crew',
  polo: 'collar',
  shirt: 'collar',
  blouse: 'scoop',
  hoodie: 'hood',
  tank: 'scoop',
  dress: 'scoop',
  jumpsuit: 'scoop',
};
function necklineOf(silhouette: Silhouette, style: Style | undefined, name: string): Neckline | undefined {
  const usual = DEFAULT_NECKLINE[silhouette];
  if (!usual) return undefined;
  // A hood, a polo's collar and a shirt's collar are what those garments are.
  if (silhouette === 'hoodie') return 'hood';
  const named = firstMatch(NECKLINE_RULES, name);
  if (silhouette === 'polo') return named === 'zip' ? 'zip' : 'collar';
  if (silhouette === 'shirt') return named === 'camp-collar' || named === 'round-collar' ? named : 'collar';
  if (silhouette === 'tank' && !named) return style === 'cami' ? 'v' : 'scoop';
  // An overall's bib is cut straight across.
  if (style === 'overall') return 'square';
  return named ?? usual;
}

function lengthOf(silhouette: Silhouette, name: string, kids: boolean): Length | undefined {
  if (silhouette !== 'dress' && silhouette !== 'skirt') return undefined;
  if (/Mini/.test(name)) return 'mini';
  if (/Maxi/.test(name)) return 'maxi';
  if (/Midi/.test(name)) return 'midi';
  return kids || /Tutu|Tulle/.test(name) ? 'mini' : 'midi';
}

const LEG_RULES: Rules<Leg> = [
  [/Flare/, 'flare'],
  [/Bootcut/, 'bootcut'],
  [/Jogger|Sweatpants/, 'jogger'],
  [/Skinny|Leggings/, 'skinny'],
  [/Wide|Palazzo|Culottes/, 'wide'],
  [/Taper|Athletic/, 'tapered'],
  [/Slim|Cigarette/, 'slim'],
  [/Relaxed|Loose|Boyfriend|Mom|Harem|Carpenter|Parachute|Baggy/, 'relaxed'],
  [/Straight|Regular/, 'straight'],
];
const DEFAULT_LEG: Partial<Record<Silhouette, Leg>> = {
  trousers: 'straight',
  'wide-trousers': 'wide',
  cargos: 'relaxed',
  jeans: 'straight',
  jumpsuit: 'straight',
};
function legOf(silhouette: Silhouette, style: Style | undefined, name: string): Leg | undefined {
  const usual = DEFAULT_LEG[silhouette];
  if (!usual) return undefined;
  if (silhouette === 'wide-trousers') return 'wide';
  const named = firstMatch(LEG_RULES, name) ?? usual;
  // A boiler suit or an overall hangs straight or relaxed; it is never drawn as a jogger.
  return silhouette === 'jumpsuit' && style !== 'regular' && style !== 'wrap' && named === 'jogger' ? 'relaxed' : named;
}

const TRIM_RULES: Rules<Trim> = [
  [/Lace/, 'lace'],
  [/Ruffle (Collar|Neck)/, 'ruffle-neck'],
  [/Ruffle Sleeve/, 'ruffle-sleeves'],
  [/Ruffle Hem|Ruffle (Skirt|Shorts)/, 'ruffle-hem'],
  [/Puff Sleeve/, 'puff'],
  [/Belted/, 'belt'],
  [/Tie (Front|Waist)/, 'tie'],
  [/Button (Front|Skirt)|Button$/, 'buttons'],
  [/Pocket|Utility|Carpenter|Cargo/, 'pockets'],
  [/Pleat/, 'pleats'],
  [/Tier/, 'tiers'],
  [/Smock/, 'smocking'],
  [/Embroider/, 'embroidery'],
  [/Drawstring|Swim|Track|Lounge/, 'drawstring'],
  [/Tipped/, 'tipping'],
  [/Raw Hem|Cutoff|Frayed/, 'raw-hem'],
  [/Distressed/, 'distressed'],
  [/Paperbag/, 'paperbag'],
  [/Ribbed|Waffle/, 'ribbed'],
  [/Quilted/, 'quilted'],
];
const TRIM_ORDER = TRIM_RULES.map(([, trim]) => trim);

function trimsOf(silhouette: Silhouette, style: Style | undefined, name: string): Trim[] {
  const objectTrims: Partial<Record<Silhouette, Trim[]>> = { 'wig-long': ['lace'], crossbody: ['quilted'] };
  const trims = TRIM_RULES.filter(([rule]) => rule.test(name))
    .map(([, trim]) => trim)
    .filter((trim) => (CLOTHING.has(silhouette) ? trim !== 'quilted' : objectTrims[silhouette]?.includes(trim)))
    // Cargos always carry pockets, and a shirt or shirt dress always buttons: naming them adds nothing.
    .filter((trim) => !(trim === 'pockets' && silhouette === 'cargos'))
    .filter((trim) => !(trim === 'buttons' && (silhouette === 'shirt' || style === 'shirt-dress')));
  return [...new Set(trims)].sort((a, b) => TRIM_ORDER.indexOf(a) - TRIM_ORDER.indexOf(b));
}

/** The look a product's name, type and subcategory call for. Pure: the same input always draws the same. */
export function artAttributesOf(subject: ArtSubject, fallback?: Silhouette): ArtAttributes {
  const { name } = subject;
  const silhouette = silhouetteOf(subject, fallback);
  const kids = subject.category === 'kids';
  const style = styleOf(silhouette, name);
  const trims = trimsOf(silhouette, style, name);
  const cropped =
    (TOPS.has(silhouette) || LEGWEAR.has(silhouette)) && /Cropped|Crop\b|Ankle|Culottes|Baby Tee/.test(name);
  const attributes: ArtAttributes = {
    silhouette,
    style,
    sleeves: sleevesOf(silhouette, style, name),
    neckline: necklineOf(silhouette, style, name),
    length: lengthOf(silhouette, name, kids),
    leg: legOf(silhouette, style, name),
    cropped: cropped || undefined,
    trims: trims.length ? trims : undefined,
  };
  // Only what applies: the spec doubles as the key each distinct drawing is stored under.
  return Object.fromEntries(
    Object.entries(attributes).filter(([, value]) => value !== undefined),
  ) as unknown as ArtAttributes;
}
