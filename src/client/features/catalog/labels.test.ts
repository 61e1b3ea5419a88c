import { describe, expect, it } from 'vitest';
import { SUBCATEGORY_SLUGS, subcategoryLabel } from './labels';

describe('subcategoryLabel', () => {
  it('uses the nav names for known slugs', () => {
    expect(subcategoryLabel('dresses')).toBe('Dresses');
    expect(subcategoryLabel('t-shirts')).toBe('T-shirts');
    expect(subcategoryLabel('jewelry')).toBe('Jewelry');
  });

  it('labels kids slugs by girls and boys', () => {
    expect(subcategoryLabel('girls-skirts')).toBe('Girls Skirts');
    expect(subcategoryLabel('boys-t-shirts')).toBe('Boys T-Shirts');
    expect(subcategoryLabel('boys-button-ups')).toBe('Boys Button-UPs');
  });

  it('title-cases anything else', () => {
    expect(subcategoryLabel('baby-clothes')).toBe('Baby Clothes');
    expect(subcategoryLabel('outerwear')).toBe('Outerwear');
  });

  it('lists fallback chips for each section', () => {
    expect(SUBCATEGORY_SLUGS.women).toContain('jumpsuits');
    expect(SUBCATEGORY_SLUGS.women).toContain('wigs');
    expect(SUBCATEGORY_SLUGS.men).toEqual(['cargos', 'jeans', 'polos', 'shorts', 't-shirts', 'trousers']);
    expect(SUBCATEGORY_SLUGS.kids).toContain('girls-skirts');
  });
});
