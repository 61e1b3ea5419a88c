// What the default catalogue sells in each subcategory: names, price range, sizes,
// colours, likely collections, and the copy its descriptions draw from. Keyed by the
// store's own subcategory names, so a subcategory added to store.ts must be planned here.
import {
  JEANS_SIZES,
  KIDS_SIZES,
  ONE_SIZE,
  SIZES,
  slugify,
  type Category,
  type CollectionSlug,
  type EXTRA_WOMEN_SUBCATEGORIES,
  type MATERIALS,
  type NAV_SUBCATEGORIES,
} from '../../shared/store';
import type { Silhouette } from './artwork';

export type Material = (typeof MATERIALS)[number];

export interface PlanDetails {
  productType: string;
  /** The drawing used when a product's name does not say what it is. */
  silhouette: Silhouette;
  /** The sizes a product picks a contiguous run from. */
  sizes: readonly string[];
  /** Whole dollars. */
  price: readonly [min: number, max: number];
  colors: readonly string[];
  /** When a product's name names no fabric. */
  materials: readonly Material[];
  collections: readonly Exclude<CollectionSlug, 'all'>[];
  vendors: readonly string[];
  names: readonly string[];
  pitches: readonly string[];
  features: readonly string[];
}

export interface SubcategoryPlan extends PlanDetails {
  category: Category;
  /** Stored subcategory slug: dresses, t-shirts, girls-skirts, boys-button-ups... */
  subcategory: string;
}

const ADULT_SIZES = SIZES;
const WOMEN_VENDORS = ['TJ Essentials', 'Harbor & Pine', 'Lumen Studio'];
const MEN_VENDORS = ['TJ Essentials', 'Northline Supply', 'Harbor & Pine'];
const KIDS_VENDORS = ['Little Sprout', 'TJ Kids'];

const WOMEN: Record<(typeof NAV_SUBCATEGORIES.women)[number] | (typeof EXTRA_WOMEN_SUBCATEGORIES)[number], PlanDetails> = {
  Blouses: {
    productType: 'Blouses', silhouette: 'blouse', sizes: ADULT_SIZES, price: [34, 89],
    colors: ['White', 'Pink', 'Beige', 'Blue', 'Black', 'Green'], materials: ['Viscose', 'Cotton', 'Polyester'],
    collections: ['summer'], vendors: WOMEN_VENDORS,
    names: ['Silk Bow Neck Blouse', 'Linen Puff Sleeve Blouse', 'Ruffle Collar Cotton Blouse', 'Satin Wrap Blouse', 'Embroidered Peasant Blouse', 'Pleated Chiffon Blouse', 'Tie Front Viscose Blouse', 'Lace Trim Poplin Blouse'],
    pitches: ['A soft, easy blouse that dresses up denim and tucks neatly into tailoring.', 'Feminine details and a relaxed drape make this a desk-to-dinner favourite.', 'Light enough for warm days, polished enough for the office.'],
    features: ['Relaxed fit through the body', 'Covered button cuffs', 'Slightly longer back hem', 'Gathered shoulders for gentle volume', 'Pairs with the matching skirt'],
  },
  Bottoms: {
    productType: 'Pants', silhouette: 'wide-trousers', sizes: ADULT_SIZES, price: [32, 89],
    colors: ['Black', 'Beige', 'Navy', 'Brown', 'Khaki', 'Gray'], materials: ['Polyester', 'Viscose', 'Cotton'],
    collections: ['summer'], vendors: WOMEN_VENDORS,
    names: ['High Rise Wide Leg Pants', 'Pleated Linen Culottes', 'Ponte Knit Leggings', 'Paperbag Waist Trousers', 'Drawstring Lounge Pants', 'Tailored Cigarette Pants', 'Flowy Palazzo Pants', 'Ribbed Knit Joggers'],
    pitches: ['An easy pair of bottoms with a flattering high waist and a clean line.', 'Comfortable enough for the weekend, sharp enough for the week.', 'The everyday pants you will reach for first.'],
    features: ['High rise with a smooth front', 'Side pockets', 'Elasticated back waist', 'Full-length leg with room to move', 'Belt loops'],
  },
  Cargos: {
    productType: 'Cargo Pants', silhouette: 'cargos', sizes: ADULT_SIZES, price: [39, 79],
    colors: ['Khaki', 'Green', 'Black', 'Beige', 'Brown', 'Gray'], materials: ['Cotton', 'Nylon'],
    collections: ['streetwear'], vendors: WOMEN_VENDORS,
    names: ['Relaxed Utility Cargo Pants', 'Parachute Cargo Pants', 'Cropped Cotton Cargos', 'Low Rise Cargo Trousers', 'Drawstring Hem Cargos', 'Twill Straight Cargos', 'Nylon Track Cargos', 'Wide Leg Cargo Pants'],
    pitches: ['Utility pockets and a relaxed leg: the cargo that goes with everything.', 'Built for busy days, with room for your phone, keys and more.', 'A streetwear staple with a soft, broken-in feel.'],
    features: ['Two flap cargo pockets', 'Adjustable drawstring hems', 'Button fly', 'Reinforced seams', 'Relaxed through the hip and thigh'],
  },
  Dresses: {
    productType: 'Dresses', silhouette: 'dress', sizes: ADULT_SIZES, price: [39, 129],
    colors: ['Red', 'Blue', 'Green', 'Pink', 'Black', 'White', 'Yellow', 'Purple'], materials: ['Viscose', 'Polyester', 'Cotton'],
    collections: ['summer', 'mini-me'], vendors: WOMEN_VENDORS,
    names: ['Linen Wrap Midi Dress', 'Satin Slip Maxi Dress', 'Tiered Cotton Mini Dress', 'Smocked Floral Sundress', 'Knit Bodycon Midi Dress', 'Belted Shirt Dress', 'Puff Sleeve Mini Dress', 'Pleated Chiffon Maxi Dress'],
    pitches: ['A dress that moves with you, from brunch to an evening out.', 'Effortless to wear and easy to style with sandals or boots.', 'A flattering shape with just enough swing in the skirt.'],
    features: ['Fitted bodice with a defined waist', 'Concealed side zip', 'Fully lined skirt', 'Adjustable straps', 'Side-seam pockets'],
  },
  Jeans: {
    productType: 'Jeans', silhouette: 'jeans', sizes: JEANS_SIZES, price: [45, 98],
    colors: ['Blue', 'Navy', 'Black', 'Gray', 'White'], materials: ['Denim'],
    collections: ['streetwear'], vendors: WOMEN_VENDORS,
    names: ['High Rise Skinny Jeans', 'Vintage Straight Jeans', 'Wide Leg Ankle Jeans', 'Mom Fit Jeans', 'Bootcut Stretch Jeans', 'Distressed Boyfriend Jeans', 'Slim Flare Jeans', 'Raw Hem Cropped Jeans'],
    pitches: ['Denim that fits like it was made for you and holds its shape all day.', 'A modern classic with a vintage wash and a flattering rise.', 'The pair you will wear on repeat.'],
    features: ['Five-pocket styling', 'Zip fly with a shank button', 'Contrast stitching', 'Holds its shape wash after wash', 'Mid-weight denim'],
  },
  Jumpsuits: {
    productType: 'Jumpsuits', silhouette: 'jumpsuit', sizes: ADULT_SIZES, price: [49, 119],
    colors: ['Black', 'Green', 'Navy', 'Beige', 'Red', 'Blue'], materials: ['Viscose', 'Polyester', 'Cotton'],
    collections: ['summer'], vendors: WOMEN_VENDORS,
    names: ['Linen Belted Jumpsuit', 'Utility Boiler Jumpsuit', 'Wide Leg Satin Jumpsuit', 'Denim Overall Jumpsuit', 'Halter Neck Jumpsuit', 'Wrap Front Jersey Jumpsuit', 'Cropped Cotton Jumpsuit', 'Tie Waist Crepe Jumpsuit'],
    pitches: ['One piece, a whole outfit: just add shoes.', 'A relaxed jumpsuit with a defined waist and an easy wide leg.', 'Polished without trying, comfortable all day.'],
    features: ['Tie belt at the waist', 'Wide, full-length legs', 'Side pockets', 'Back zip', 'Adjustable straps'],
  },
  Shirts: {
    productType: 'Shirts', silhouette: 'shirt', sizes: ADULT_SIZES, price: [32, 85],
    colors: ['White', 'Blue', 'Pink', 'Black', 'Beige', 'Green'], materials: ['Cotton', 'Viscose'],
    collections: ['summer', 'streetwear'], vendors: WOMEN_VENDORS,
    names: ['Oversized Poplin Shirt', 'Classic Oxford Shirt', 'Striped Linen Shirt', 'Relaxed Denim Shirt', 'Cropped Button-Up Shirt', 'Flannel Check Shirt', 'Silk Camp Collar Shirt', 'Longline Cotton Shirt'],
    pitches: ['A crisp button-up that works tucked, knotted or worn open as a layer.', 'The shirt every wardrobe needs, in a relaxed modern cut.', 'Easy to style and even easier to wear.'],
    features: ['Full button front', 'Chest pocket', 'Curved shirttail hem', 'Buttoned cuffs', 'Dropped shoulders'],
  },
  Skirts: {
    productType: 'Skirts', silhouette: 'skirt', sizes: ADULT_SIZES, price: [29, 89],
    colors: ['Black', 'Beige', 'Green', 'Pink', 'Navy', 'Brown', 'Blue'], materials: ['Polyester', 'Viscose', 'Cotton'],
    collections: ['summer'], vendors: WOMEN_VENDORS,
    names: ['Pleated Midi Skirt', 'Denim Mini Skirt', 'Satin Bias Midi Skirt', 'Tiered Maxi Skirt', 'A-Line Wool Mini Skirt', 'Wrap Linen Midi Skirt', 'Button Front Corduroy Skirt', 'Ribbed Knit Maxi Skirt'],
    pitches: ['A skirt with a beautiful swing that pairs with tees, knits and blouses alike.', 'Flattering at the waist and easy through the hip.', 'A wardrobe essential for every season.'],
    features: ['Comfortable waistband', 'Concealed zip', 'Lined to the hem', 'Pleats that hold their shape', 'Hidden side pocket'],
  },
  Tops: {
    productType: 'Tops', silhouette: 't-shirt', sizes: ADULT_SIZES, price: [18, 49],
    colors: ['White', 'Black', 'Pink', 'Gray', 'Beige', 'Blue', 'Yellow', 'Red'], materials: ['Cotton', 'Viscose'],
    collections: ['summer', 'mini-me'], vendors: WOMEN_VENDORS,
    names: ['Ribbed Tank Top', 'Square Neck Cami', 'Cropped Baby Tee', 'Basic Crew Neck Tee', 'Seamless Tank', 'Boxy Pocket Tee', 'Lace Trim Cami Top', 'Long Sleeve Fitted Tee'],
    pitches: ['An everyday top that layers under everything and looks great on its own.', 'Soft, stretchy and made to be worn on repeat.', 'The easy basic that finishes any outfit.'],
    features: ['Soft, close-fitting knit', 'Double-stitched hems', 'Holds its shape after washing', 'Lightweight and breathable', 'Tag-free neck label'],
  },
  Jewelry: {
    productType: 'Jewelry', silhouette: 'necklace', sizes: [ONE_SIZE], price: [14, 120],
    colors: ['Gold', 'Silver'], materials: [],
    collections: ['summer'], vendors: ['Gilded Row'],
    names: ['Teardrop Pendant Necklace', 'Layered Chain Necklace', 'Classic Hoop Earrings', 'Crystal Drop Earrings', 'Twisted Cuff Bracelet', 'Charm Link Bracelet', 'Signet Ring', 'Solitaire Stacking Ring'],
    pitches: ['A finishing touch that catches the light, made to be worn every day.', 'Delicate, polished and easy to layer.', 'A little shine for every outfit, and a lovely gift.'],
    features: ['Tarnish-resistant plating', 'Nickel-free and hypoallergenic', 'Arrives in a gift box', 'Lightweight for all-day wear', 'Secure clasp'],
  },
  Wigs: {
    productType: 'Wigs', silhouette: 'wig-long', sizes: [ONE_SIZE], price: [45, 260],
    colors: ['Black', 'Brown', 'Blonde'], materials: ['Polyester'],
    collections: [], vendors: ['Crown & Co.'],
    names: ['Long Straight Lace Front Wig', 'Sleek Bob Wig', 'Body Wave Wig', 'Kinky Curly Wig', 'Layered Shoulder Length Wig', 'Afro Puff Curly Wig'],
    pitches: ['Natural movement and a soft, realistic hairline for a look you can wear every day.', 'Lightweight, breathable and ready to style straight out of the box.', 'Salon-fresh volume without the salon visit.'],
    features: ['Adjustable straps and combs for a secure fit', 'Breathable cap construction', 'Heat-friendly fibres up to 320°F', 'Pre-plucked natural hairline', 'Comes with a wig cap'],
  },
  Accessories: {
    productType: 'Accessories', silhouette: 'tote', sizes: [ONE_SIZE], price: [12, 85],
    colors: ['Black', 'Brown', 'Beige', 'Red', 'Green', 'Pink', 'Khaki'], materials: [],
    collections: ['streetwear', 'summer'], vendors: ['Lumen Studio', 'Harbor & Pine'],
    names: ['Canvas Tote Bag', 'Quilted Crossbody Bag', 'Straw Sun Hat', 'Silk Square Scarf', 'Woven Leather Belt', 'Cat-Eye Sunglasses', 'Chunky Knit Beanie', 'Mini Shoulder Bag'],
    pitches: ['The accessory that pulls an outfit together.', 'Practical, pretty and made to last.', 'An easy upgrade for everyday looks.'],
    features: ['Sturdy hardware', 'Goes with everything', 'Makes a great gift', 'Lightweight', 'Carefully finished edges'],
  },
};

const MEN: Record<(typeof NAV_SUBCATEGORIES.men)[number], PlanDetails> = {
  Cargos: {
    productType: 'Cargo Pants', silhouette: 'cargos', sizes: ['S', 'M', 'L', 'XL', 'XXL'], price: [42, 84],
    colors: ['Khaki', 'Green', 'Black', 'Gray', 'Brown', 'Beige'], materials: ['Cotton', 'Nylon'],
    collections: ['streetwear'], vendors: MEN_VENDORS,
    names: ['Ripstop Cargo Pants', 'Slim Tapered Cargos', 'Relaxed Utility Cargos', 'Stretch Twill Cargo Pants', 'Heavyweight Work Cargos', 'Jogger Cargo Pants', 'Nylon Tech Cargos', 'Straight Fit Cargos'],
    pitches: ['Hard-wearing cargos with pockets where you need them.', 'A relaxed utility fit that looks as good on the street as on the trail.', 'Tough fabric, clean lines and plenty of storage.'],
    features: ['Flap cargo pockets with snaps', 'Gusseted crotch for movement', 'Reinforced knees', 'Belt loops', 'Tapered leg'],
  },
  Jeans: {
    productType: 'Jeans', silhouette: 'jeans', sizes: ['28', '30', '32', '34', '36'], price: [49, 110],
    colors: ['Blue', 'Navy', 'Black', 'Gray'], materials: ['Denim'],
    collections: ['streetwear'], vendors: MEN_VENDORS,
    names: ['Slim Fit Stretch Jeans', 'Straight Leg Selvedge Jeans', 'Relaxed Taper Jeans', 'Classic Regular Fit Jeans', 'Athletic Fit Jeans', 'Washed Loose Jeans', 'Rinse Wash Skinny Jeans', 'Carpenter Jeans'],
    pitches: ['Dependable denim in a fit that works from Monday to Sunday.', 'A clean wash and a comfortable rise you can wear all day.', 'Built to break in, not break down.'],
    features: ['Five-pocket styling', 'Button fly', 'Bar-tacked stress points', 'Mid-weight denim', 'Leather-look back patch'],
  },
  Polos: {
    productType: 'Polos', silhouette: 'polo', sizes: ['S', 'M', 'L', 'XL', 'XXL'], price: [28, 69],
    colors: ['Navy', 'White', 'Black', 'Green', 'Red', 'Blue', 'Gray'], materials: ['Cotton'],
    collections: ['summer', 'mini-me'], vendors: MEN_VENDORS,
    names: ['Pique Cotton Polo', 'Performance Golf Polo', 'Striped Knit Polo', 'Long Sleeve Polo', 'Slim Fit Jersey Polo', 'Linen Blend Polo', 'Zip Neck Polo', 'Classic Contrast Tipped Polo'],
    pitches: ['A smart-casual polo that keeps its collar crisp all day.', 'The easy upgrade from a tee, for the office or the course.', 'Breathable, polished and comfortable.'],
    features: ['Ribbed collar and cuffs', 'Two-button placket', 'Split side hems', 'Breathable knit', 'Keeps its shape'],
  },
  Shorts: {
    productType: 'Shorts', silhouette: 'shorts', sizes: ['S', 'M', 'L', 'XL', 'XXL'], price: [24, 59],
    colors: ['Khaki', 'Navy', 'Beige', 'Green', 'Black', 'Blue', 'Gray'], materials: ['Cotton'],
    collections: ['summer', 'streetwear'], vendors: MEN_VENDORS,
    names: ['Chino Shorts', 'Drawstring Linen Shorts', 'Cargo Utility Shorts', 'Athletic Training Shorts', 'Denim Cutoff Shorts', 'Swim Volley Shorts', 'Pleated Twill Shorts', 'Nylon Hiking Shorts'],
    pitches: ['Warm-weather shorts with a clean, above-the-knee length.', 'Light, comfortable and ready for anything summer brings.', 'Your go-to pair from the first warm day to the last.'],
    features: ['7-inch inseam', 'Side and back pockets', 'Elasticated back waist', 'Quick-drying fabric', 'Zip fly'],
  },
  'T-shirts': {
    productType: 'T-Shirts', silhouette: 't-shirt', sizes: ADULT_SIZES, price: [18, 45],
    colors: ['White', 'Black', 'Gray', 'Navy', 'Green', 'Blue', 'Red'], materials: ['Cotton'],
    collections: ['streetwear', 'mini-me'], vendors: MEN_VENDORS,
    names: ['Essential Crew Neck Tee', 'Heavyweight Pocket Tee', 'Slub V-Neck Tee', 'Oversized Boxy Tee', 'Striped Breton Tee', 'Henley Tee', 'Long Sleeve Waffle Tee', 'Performance Training Tee'],
    pitches: ['A tee with a substantial feel and a collar that keeps its shape.', 'The everyday essential, in a cut that works on its own or layered.', 'Soft from the first wear and better with every wash.'],
    features: ['Ribbed crew neck', 'Pre-shrunk', 'Double-needle hems', 'Side-seamed for a clean fit', 'Tag-free neck label'],
  },
  Trousers: {
    productType: 'Trousers', silhouette: 'trousers', sizes: ['S', 'M', 'L', 'XL', 'XXL'], price: [44, 119],
    colors: ['Navy', 'Black', 'Gray', 'Khaki', 'Beige', 'Brown'], materials: ['Cotton', 'Wool', 'Polyester'],
    collections: [], vendors: MEN_VENDORS,
    names: ['Slim Chino Trousers', 'Pleated Wool Trousers', 'Linen Drawstring Trousers', 'Tailored Suit Trousers', 'Relaxed Corduroy Trousers', 'Stretch Travel Trousers', 'Straight Fit Khakis', 'Tapered Jogger Trousers'],
    pitches: ['Sharp trousers that look tailored and feel relaxed.', 'A versatile pair for the office, dinner and everything between.', 'Clean lines and a comfortable waist, day in, day out.'],
    features: ['Slant front pockets', 'Welt back pockets', 'Hook-and-bar closure', 'Pressed front crease', 'Hem can be altered'],
  },
};

const GIRLS: Record<(typeof NAV_SUBCATEGORIES.girls)[number], PlanDetails> = {
  Skirts: {
    productType: 'Girls Skirts', silhouette: 'skirt', sizes: KIDS_SIZES, price: [14, 32],
    colors: ['Pink', 'Purple', 'Yellow', 'Navy', 'Red', 'Blue'], materials: ['Cotton', 'Polyester'],
    collections: ['mini-me', 'summer'], vendors: KIDS_VENDORS,
    names: ['Tulle Tutu Skirt', 'Pleated School Skirt', 'Denim Button Skirt', 'Floral Twirl Skirt', 'Corduroy Pinafore Skirt'],
    pitches: ['A twirl-worthy skirt made for playtime and parties.', 'Soft, comfy and ready for every adventure.'],
    features: ['Stretchy pull-on waistband', 'Built-in shorts underneath', 'Easy to get on and off', 'Tough seams for active days'],
  },
  Shirts: {
    productType: 'Girls Shirts', silhouette: 'blouse', sizes: KIDS_SIZES, price: [12, 29],
    colors: ['White', 'Pink', 'Yellow', 'Purple', 'Blue', 'Green'], materials: ['Cotton'],
    collections: ['mini-me'], vendors: KIDS_VENDORS,
    names: ['Ruffle Sleeve Blouse', 'Peter Pan Collar Shirt', 'Puff Sleeve Cotton Top', 'Striped Long Sleeve Tee', 'Embroidered Denim Shirt'],
    pitches: ['A sweet top for school days and weekends.', 'Soft cotton and playful details she will love.'],
    features: ['Easy snap or button front', 'Roomy through the arms', 'Machine washable', 'Keeps its color wash after wash'],
  },
  Shorts: {
    productType: 'Girls Shorts', silhouette: 'shorts', sizes: KIDS_SIZES, price: [10, 24],
    colors: ['Pink', 'Blue', 'Yellow', 'White', 'Purple', 'Green'], materials: ['Cotton'],
    collections: ['summer', 'mini-me'], vendors: KIDS_VENDORS,
    names: ['Paperbag Waist Shorts', 'Denim Frayed Shorts', 'Ruffle Hem Shorts', 'Cotton Bike Shorts', 'Floral Linen Shorts'],
    pitches: ['Play-ready shorts for sunny days.', 'Comfy shorts that keep up with every cartwheel.'],
    features: ['Elastic waist', 'Soft against the skin', 'Easy pull-on style', 'Reinforced seams'],
  },
  Pants: {
    productType: 'Girls Pants', silhouette: 'trousers', sizes: KIDS_SIZES, price: [14, 34],
    colors: ['Pink', 'Navy', 'Purple', 'Black', 'Gray', 'Blue'], materials: ['Cotton', 'Elastane'],
    collections: ['mini-me'], vendors: KIDS_VENDORS,
    names: ['Flare Leg Leggings', 'Wide Leg Corduroy Pants', 'Jogger Sweatpants', 'Stretch Skinny Jeans', 'Patterned Harem Pants'],
    pitches: ['Stretchy, durable pants made for climbing, running and everything in between.', 'Comfortable all day, from the classroom to the playground.'],
    features: ['Elastic waist', 'Reinforced knees', 'Stretch for easy movement', 'Machine washable'],
  },
};

const BOYS: Record<(typeof NAV_SUBCATEGORIES.boys)[number], PlanDetails> = {
  'T-Shirts': {
    productType: 'Boys T-Shirts', silhouette: 't-shirt', sizes: KIDS_SIZES, price: [9, 22],
    colors: ['Blue', 'Green', 'Red', 'Gray', 'Navy', 'Orange', 'Yellow'], materials: ['Cotton'],
    collections: ['mini-me', 'streetwear'], vendors: KIDS_VENDORS,
    names: ['Dino Print Tee', 'Striped Crew Tee', 'Raglan Baseball Tee', 'Pocket Crew Tee', 'Long Sleeve Layer Tee'],
    pitches: ['A soft cotton tee built for play.', 'The everyday tee that survives mud, paint and the washing machine.'],
    features: ['Tag-free neck', 'Soft cotton jersey', 'Double-stitched hems', 'Pre-shrunk'],
  },
  Shorts: {
    productType: 'Boys Shorts', silhouette: 'shorts', sizes: KIDS_SIZES, price: [10, 24],
    colors: ['Navy', 'Khaki', 'Blue', 'Green', 'Gray', 'Red'], materials: ['Cotton'],
    collections: ['summer', 'mini-me'], vendors: KIDS_VENDORS,
    names: ['Pull-On Chino Shorts', 'Cargo Play Shorts', 'Mesh Sports Shorts', 'Denim Shorts', 'Swim Trunks'],
    pitches: ['Tough shorts for busy summer days.', 'Easy pull-on shorts that keep up with every adventure.'],
    features: ['Elastic waist with drawcord', 'Deep pockets for treasures', 'Quick-drying', 'Reinforced seams'],
  },
  Pants: {
    productType: 'Boys Pants', silhouette: 'trousers', sizes: KIDS_SIZES, price: [14, 34],
    colors: ['Navy', 'Khaki', 'Gray', 'Black', 'Blue', 'Green'], materials: ['Cotton'],
    collections: ['mini-me'], vendors: KIDS_VENDORS,
    names: ['Elastic Waist Chinos', 'Cargo Jogger Pants', 'Stretch Slim Jeans', 'Fleece Sweatpants', 'Ripstop Adventure Pants'],
    pitches: ['Durable pants made for climbing trees and running around.', 'Comfortable from the first bell to bedtime.'],
    features: ['Adjustable waist', 'Reinforced knees', 'Stretch for easy movement', 'Machine washable'],
  },
  'Button-UPs': {
    productType: 'Boys Shirts', silhouette: 'shirt', sizes: KIDS_SIZES, price: [16, 34],
    colors: ['Blue', 'White', 'Green', 'Red', 'Navy'], materials: ['Cotton'],
    collections: ['mini-me'], vendors: KIDS_VENDORS,
    names: ['Oxford Button-Up Shirt', 'Plaid Flannel Shirt', 'Chambray Button-Up', 'Short Sleeve Camp Shirt', 'Linen Holiday Shirt'],
    pitches: ['A smart little shirt for special days and family photos.', 'A handsome button-up that is easy to wear and easy to wash.'],
    features: ['Easy-grip buttons', 'Soft collar', 'Curved hem stays tucked', 'Machine washable'],
  },
};

function fromRecord(category: Category, record: Record<string, PlanDetails>, prefix = ''): SubcategoryPlan[] {
  return Object.entries(record).map(([name, details]) => ({ ...details, category, subcategory: prefix + slugify(name) }));
}

/** Every subcategory the default catalogue fills, in a stable order. */
export const PLANS: readonly SubcategoryPlan[] = [
  ...fromRecord('women', WOMEN),
  ...fromRecord('men', MEN),
  ...fromRecord('kids', GIRLS, 'girls-'),
  ...fromRecord('kids', BOYS, 'boys-'),
];
