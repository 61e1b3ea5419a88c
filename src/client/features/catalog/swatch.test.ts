import { describe, expect, it } from 'vitest';
import { COLOR_HEX } from '../../../shared/store';
import { swatchColor } from './swatch';

describe('swatchColor', () => {
  it('uses the store colour for a known name, in any case', () => {
    expect(swatchColor('Red')).toBe(COLOR_HEX.Red);
    expect(swatchColor('navy')).toBe(COLOR_HEX.Navy);
  });

  it('shows purple for names the store does not know', () => {
    expect(swatchColor('Ombre Sunset')).toBe(COLOR_HEX.Purple);
  });
});
