import { describe, expect, it } from 'vitest';
import { summarize } from './summary';

describe('a description summary', () => {
  it('keeps a short description whole', () => {
    expect(summarize('A soft tee. Cotton.')).toEqual({ text: 'A soft tee. Cotton.', more: false });
  });

  it('ends at the last whole sentence that fits', () => {
    const text =
      'Lightweight poplin with lace trim. It dresses up denim and pairs with a skirt. Machine wash cold. Tumble dry low.';
    expect(summarize(text, 90)).toEqual({
      text: 'Lightweight poplin with lace trim. It dresses up denim and pairs with a skirt.',
      more: true,
    });
  });

  it('cuts one long sentence at a word, never inside one', () => {
    const { text, more } = summarize(
      'A very long sentence that keeps going and going without any stop at all for a while',
      40,
    );
    expect(more).toBe(true);
    expect(text).toBe('A very long sentence that keeps going…');
  });
});
