import { describe, expect, it } from 'vitest';
import { classifyGender, classifySubcategory, kidsSubcategory } from './classify';

describe('gender classification', () => {
  it.each([
    ['Kids Rain Jacket', [], 'kids'],
    ['Baby Romper', [], 'kids'],
    ['Toddler Sneakers', [], 'kids'],
    ['Floral Sundress', ['Girls'], 'kids'],
    ["Women's Linen Shirt", [], 'women'],
    ['Curly Lace Wig', [], 'women'],
    ['Gold Necklace', [], 'women'],
    ['Wrap Dress', [], 'women'],
    ['Pleated Skirt', [], 'women'],
    ['Oxford Shirt', ['ladies'], 'women'],
    ["Men's Chinos", [], 'men'],
    ['Slim Chinos', ['Mens'], 'men'],
    ['Canvas Tote', [], 'unclassified'],
    ['Plain Socks', ['sale'], 'unclassified'],
  ])('%s with tags %j is %s', (title, tags, expected) => {
    expect(classifyGender(title, tags)).toBe(expected);
  });

  it('puts kids before women and men', () => {
    expect(classifyGender("Girls' Party Dress")).toBe('kids');
    expect(classifyGender("Men's Tee", ['kids'])).toBe('kids');
  });

  it('puts women before men', () => {
    expect(classifyGender('Mens Necklace')).toBe('women');
    expect(classifyGender('Unisex Wig', ['men', 'women'])).toBe('women');
  });

  it('matches whole words, so "women" is not read as "men"', () => {
    expect(classifyGender("Women's Shorts")).toBe('women');
    expect(classifyGender('Mentor Cap')).toBe('unclassified');
  });

  it('reads a dress shirt as menswear, not a dress', () => {
    expect(classifyGender("Men's Dress Shirt")).toBe('men');
    expect(classifySubcategory('men', 'Dress Shirt')).toBe('shirts');
  });
});

describe('men subcategories', () => {
  it.each([
    ['Two-Piece Wool Suit', 'suits'],
    ['Pique Polo Shirt', 'polo'],
    ['Graphic T-Shirt', 't-shirts'],
    ['Basic Tee', 't-shirts'],
    ['Oxford Shirt', 'shirts'],
    ['Cargo Shorts', 'shorts'],
    ['Slim Jeans', 'pants'],
    ['Cargo Pants', 'pants'],
    ['Bomber Jacket', 'outerwear'],
    ['Wool Coat', 'outerwear'],
    ['Everyday Crew', 't-shirts'],
  ])('%s is %s', (title, expected) => {
    expect(classifySubcategory('men', title)).toBe(expected);
  });
});

describe('women subcategories', () => {
  it.each([
    ['Body Wave Wig', 'wigs'],
    ['Pearl Necklace', 'jewelry'],
    ['Hoop Earrings', 'jewelry'],
    ['Wrap Dress', 'dresses'],
    ['Silk Blouse', 'shirts'],
    ['Denim Shirt', 'shirts'],
    ['Pleated Skirt', 'skirts'],
    ['Wide Leg Jeans', 'bottoms'],
    ['Trench Coat', 'outerwear'],
    ['Leather Handbag', 'accessories'],
    ['Cropped T-Shirt', 't-shirts'],
    ['Ribbed Tank Top', 't-shirts'],
    ['Everyday Crew', 't-shirts'],
  ])('%s is %s', (title, expected) => {
    expect(classifySubcategory('women', title)).toBe(expected);
  });

  it('takes the first rule that matches: a wig before jewelry, a dress before a shirt', () => {
    expect(classifySubcategory('women', 'Wig with Jewelry Clips')).toBe('wigs');
    expect(classifySubcategory('women', 'Shirt Dress')).toBe('dresses');
  });
});

describe('kids subcategories, the first matching rule winning', () => {
  it.each([
    ['Baby Bodysuit', '', 'baby-clothes'],
    ['Toddler Hoodie', '', 'toddler'],
    ['Plush Toy', '', 'toys'],
    ['Board Game', '', 'toys'],
    ['Stacking Rings', 'Toy', 'toys'],
    ['Party Dress', '', 'dresses'],
    ['Button-Up Shirt', '', 'shirts'],
    ['Dino T-Shirt', '', 't-shirts'],
    ['Jogger Pants', '', 'pants'],
    ['Stretch Jeans', '', 'pants'],
    ['Rain Jacket', '', 'outerwear'],
    ['Puffer Coat', '', 'outerwear'],
    ['Fleece Zip', 'Outerwear', 'outerwear'],
    ['Denim Shorts', '', 'shorts'],
    ['Striped Crew', '', 't-shirts'],
  ])('%s (type %j) is %s', (title, type, expected) => {
    expect(kidsSubcategory(title, type)).toBe(expected);
    expect(classifySubcategory('kids', title, type)).toBe(expected);
  });

  it('applies the rules in order', () => {
    expect(kidsSubcategory('Baby Toddler Dress')).toBe('baby-clothes');
    expect(kidsSubcategory('Toddler Toy Box')).toBe('toddler');
    expect(kidsSubcategory('Dress-Up Game')).toBe('toys');
    expect(kidsSubcategory('Shirt Dress')).toBe('dresses');
    expect(kidsSubcategory('Shirt and Pants Set')).toBe('shirts');
    expect(kidsSubcategory('Jeans Jacket')).toBe('pants');
    expect(kidsSubcategory('Coat with Shorts')).toBe('outerwear');
  });

  it('reads the product type as well as the title', () => {
    expect(kidsSubcategory('Rainbow Set', 'Baby')).toBe('baby-clothes');
  });
});

it('gives products no gender claims the "other" subcategory', () => {
  expect(classifySubcategory('unclassified', 'Canvas Tote')).toBe('other');
});
