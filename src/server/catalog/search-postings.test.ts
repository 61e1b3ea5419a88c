// The search terms' slots, kept as sorted lists for rare terms and bit sets for common ones,
// must always hold exactly the products that have each term, through new products, edits that
// add and take away terms, and the switch from list to bit set as a term spreads.
import { describe, expect, it } from 'vitest';
import { rankSets, TermPostings } from './search-postings';
import type { SlotSet } from './slot-sets';

const slotsIn = (set: SlotSet) => {
  const out: number[] = [];
  for (let slot = 0; slot < set.length * 32; slot++) if (set[slot >>> 5]! & (1 << (slot & 31))) out.push(slot);
  return out;
};

function holders(postings: TermPostings, term: string): number[] {
  const set = postings.emptySet();
  postings.orInto(term, set);
  return slotsIn(set);
}

describe('TermPostings', () => {
  it('holds exactly the slots that have each term, through additions, edits and growth', () => {
    // A small generator with a fixed seed, so a failure repeats.
    let state = 7;
    const random = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const TERMS = ['3:dress', '2:red', '1:the', '1:linen', '3:ring', '2:silk'];
    const postings = new TermPostings();
    const model = new Map<number, Set<string>>();
    let capacity = 0;
    for (let step = 0; step < 3000; step++) {
      const isNew = model.size === 0 || random(3) > 0;
      const slot = isNew ? model.size : random(model.size);
      if (slot >= capacity) {
        capacity = Math.max(64, capacity * 2);
        postings.grow(capacity);
      }
      // '1:the' is on most products (it becomes a bit set), '3:ring' on few (it stays a list).
      const terms = TERMS.filter(
        (term) => random(term === '1:the' ? 10 : term === '3:ring' ? 40 : 3) < (term === '1:the' ? 9 : 1),
      );
      postings.put(slot, terms, !isNew);
      model.set(slot, new Set(terms));
    }
    for (const term of TERMS) {
      const expected = [...model].filter(([, terms]) => terms.has(term)).map(([slot]) => slot);
      expect(holders(postings, term), term).toEqual(expected);
    }
    expect(holders(postings, '2:unknown')).toEqual([]);
  });

  it('ranks by the worst place among the words, each word at its best place', () => {
    const postings = new TermPostings();
    postings.grow(64);
    postings.put(0, ['3:red', '3:dress'], false); // both in the name
    postings.put(1, ['2:red', '3:dress'], false); // red only as a colour
    postings.put(2, ['1:red', '3:dress'], false); // red only in the description
    postings.put(3, ['3:dress'], false); // no red at all
    postings.put(4, ['3:gown', '2:red'], false); // dress by another word
    const sets = rankSets(postings, [['red'], ['dress', 'gown']]);
    expect(slotsIn(sets[3])).toEqual([0]);
    expect(slotsIn(sets[2])).toEqual([0, 1, 4]);
    expect(slotsIn(sets[1])).toEqual([0, 1, 2, 4]);
    // A word the catalogue does not know matches nothing.
    expect(slotsIn(rankSets(postings, [['red'], []])[1])).toEqual([]);
  });
});
