import { afterEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, addItem, cartStore } from '../cart';
import { DESIGNS, PAGE_SIZES } from '../../../shared/store';
import {
  INITIAL_CHOICE,
  buildCustomLine,
  canGoBack,
  canGoNext,
  chooseProduct,
  designPriceLabel,
  findDesign,
  findProduct,
  nextStep,
  pageCount,
  pageSlice,
  pagingText,
  previousStep,
  unitPriceCents,
  type WizardChoice,
} from './wizard';

const complete: WizardChoice = {
  productHandle: 'custom-premium-t-shirt',
  designId: 'mystic-warrior',
  colorId: 'red',
  size: 'M',
  quantity: 2,
};

describe('Next and Back', () => {
  it('step 1 needs a product', () => {
    expect(canGoNext(1, INITIAL_CHOICE)).toBe(false);
    expect(canGoNext(1, { ...INITIAL_CHOICE, productHandle: 'not-a-garment' })).toBe(false);
    expect(canGoNext(1, { ...INITIAL_CHOICE, productHandle: 'custom-cozy-hoodie' })).toBe(true);
  });

  it('step 2 needs a design', () => {
    const withProduct = { ...INITIAL_CHOICE, productHandle: 'custom-cozy-hoodie' };
    expect(canGoNext(2, withProduct)).toBe(false);
    expect(canGoNext(2, { ...withProduct, designId: 'nope' })).toBe(false);
    expect(canGoNext(2, { ...withProduct, designId: 'flame-master' })).toBe(true);
  });

  it('step 3 needs a size the garment comes in', () => {
    const chosen = { ...INITIAL_CHOICE, productHandle: 'custom-cozy-hoodie', designId: 'flame-master' };
    expect(canGoNext(3, chosen)).toBe(false);
    expect(canGoNext(3, { ...chosen, size: 'XS' })).toBe(false);
    expect(canGoNext(3, { ...chosen, size: 'XXL' })).toBe(true);
  });

  it('step 4 is the last step', () => {
    expect(canGoNext(4, complete)).toBe(false);
    expect(nextStep(4)).toBe(4);
    expect(nextStep(1)).toBe(2);
  });

  it('Back is allowed on every step but the first', () => {
    expect(canGoBack(1)).toBe(false);
    expect([2, 3, 4].every((s) => canGoBack(s as 2 | 3 | 4))).toBe(true);
    expect(previousStep(3)).toBe(2);
    expect(previousStep(1)).toBe(1);
  });

  it('choosing another garment keeps a size it comes in, drops one it does not, and picks One Size', () => {
    expect(chooseProduct({ ...complete, size: 'M' }, 'custom-cozy-hoodie').size).toBe('M');
    expect(chooseProduct({ ...complete, size: 'XS' }, 'custom-cozy-hoodie').size).toBeNull();
    expect(chooseProduct({ ...complete, size: 'XS' }, 'custom-snapback-cap').size).toBe('One Size');
  });
});

describe('price', () => {
  it('is the garment price plus the design surcharge', () => {
    const tee = findProduct('custom-premium-t-shirt');
    const warrior = findDesign('mystic-warrior');
    const biker = findDesign('tj-biker-classic');
    if (!tee || !warrior || !biker) throw new Error('fixture missing');
    expect(unitPriceCents(tee, warrior)).toBe(2499 + 700);
    expect(unitPriceCents(tee, biker)).toBe(2499);
  });

  it('labels only the two no-surcharge designs Free', () => {
    expect(DESIGNS.map(designPriceLabel)).toEqual([
      'Free',
      'Free',
      '+$5.00',
      '+$5.00',
      '+$7.00',
      '+$5.00',
      '+$7.00',
      '+$5.00',
    ]);
  });
});

describe('the cart line', () => {
  afterEach(() => window.localStorage.removeItem(CART_STORAGE_KEY));

  it('needs a product, a design and a size', () => {
    expect(buildCustomLine({ ...complete, productHandle: null })).toBeNull();
    expect(buildCustomLine({ ...complete, designId: null })).toBeNull();
    expect(buildCustomLine({ ...complete, size: null })).toBeNull();
  });

  it('carries every cart line field and the custom choice', () => {
    expect(buildCustomLine(complete)).toEqual({
      id: 'custom-premium-t-shirt:mystic-warrior-M-Crimson',
      productId: 'custom-premium-t-shirt',
      name: 'Custom Premium T-Shirt - Mystic Warrior',
      price: '31.99',
      imageUrl: '/designs/mystic-warrior.svg',
      size: 'M',
      color: 'Crimson',
      quantity: 2,
      shopifyId: null,
      custom: { productHandle: 'custom-premium-t-shirt', designId: 'mystic-warrior', colorId: 'red' },
    });
  });

  it('merges the same garment, design, size and colour; keeps other designs and colours apart', () => {
    const line = (choice: WizardChoice) => {
      const built = buildCustomLine(choice);
      if (!built) throw new Error('incomplete');
      return built;
    };
    const same = line({ ...complete, quantity: 1 });
    expect(addItem(same)).toBe(true);
    expect(addItem(line({ ...complete, quantity: 1 }))).toBe(true);
    expect(addItem(line({ ...complete, quantity: 1, designId: 'flame-master' }))).toBe(true);
    expect(addItem(line({ ...complete, quantity: 1, colorId: 'navy' }))).toBe(true);
    const items = cartStore.get();
    expect(items.map((i) => [i.name, i.color, i.quantity])).toEqual([
      ['Custom Premium T-Shirt - Mystic Warrior', 'Crimson', 2],
      ['Custom Premium T-Shirt - Flame Master', 'Crimson', 1],
      ['Custom Premium T-Shirt - Mystic Warrior', 'Navy', 1],
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
  });
});

describe('paging the designs', () => {
  it('shows 8 per page', () => {
    expect(PAGE_SIZES.designs).toBe(8);
    expect(pageCount(DESIGNS.length, PAGE_SIZES.designs)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
    expect(pageCount(0, 8)).toBe(1);
    expect(pageSlice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 2, 8)).toEqual([9, 10]);
  });

  it('says which designs are showing', () => {
    expect(pagingText(1, 8, 8)).toBe('Showing 1-8 of 8 designs');
    expect(pagingText(2, 8, 11)).toBe('Showing 9-11 of 11 designs');
    expect(pagingText(1, 8, 1)).toBe('Showing 1-1 of 1 design');
    expect(pagingText(1, 8, 0)).toBe('Showing 0 of 0 designs');
  });
});
