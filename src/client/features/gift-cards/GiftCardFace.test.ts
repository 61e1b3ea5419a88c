import { describe, expect, it } from 'vitest';
import { GIFT_CARDS } from '../../../shared/store';
import { DESIGN_GRADIENT_CLASSES } from './GiftCardFace';

describe('gift card designs', () => {
  it('have their gradient classes generated', () => {
    const known: readonly string[] = DESIGN_GRADIENT_CLASSES;
    for (const design of GIFT_CARDS.homeDesigns) expect(known).toContain(design.gradient);
  });
});
