// Sets of the facet index's products, a bit per product's slot: bit `slot & 31` of word
// `slot >>> 5`. A filter, a facet value or a search word is then a set, and combining them is
// a few thousand word operations at a million products instead of a test per product.

/** A bit set over the index's slots. */
export type SlotSet = Uint32Array;

/** The words a set with room for `slots` slots takes. */
export const wordsFor = (slots: number) => Math.ceil(slots / 32);

/** An empty set with room for `slots` slots. */
export const emptySet = (slots: number): SlotSet => new Uint32Array(wordsFor(slots));

/** `set` with room for `slots` slots: itself when it has it, else a copy with more words. */
export function widened(set: SlotSet, slots: number): SlotSet {
  const words = wordsFor(slots);
  if (words <= set.length) return set;
  const next = new Uint32Array(words);
  next.set(set);
  return next;
}

export const has = (set: SlotSet, slot: number) => (set[slot >>> 5]! & (1 << (slot & 31))) !== 0;

export function addSlot(set: SlotSet, slot: number) {
  set[slot >>> 5]! |= 1 << (slot & 31);
}

export function removeSlot(set: SlotSet, slot: number) {
  set[slot >>> 5]! &= ~(1 << (slot & 31));
}

export function orInto(into: SlotSet, set: SlotSet) {
  for (let w = 0; w < set.length; w++) into[w]! |= set[w]!;
}

export function andInto(into: SlotSet, set: SlotSet) {
  for (let w = 0; w < into.length; w++) into[w]! &= set[w]!;
}

export function andNotInto(into: SlotSet, set: SlotSet) {
  for (let w = 0; w < into.length; w++) into[w]! &= ~set[w]!;
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many slots both sets hold, counting no further than `cap`. */
export function countBoth(a: SlotSet, b: SlotSet, cap = Infinity): number {
  let n = 0;
  for (let w = 0; w < a.length; w++) {
    const both = a[w]! & b[w]!;
    if (both === 0) continue;
    n += popcount(both);
    if (n >= cap) return n;
  }
  return n;
}

/** How many slots the set holds, counting no further than `cap`. */
export const sizeOf = (set: SlotSet, cap = Infinity) => countBoth(set, set, cap);

/** Calls `fn` with each slot the set holds, in increasing order. */
export function forEachSlot(set: SlotSet, fn: (slot: number) => void) {
  for (let w = 0; w < set.length; w++) {
    for (let word = set[w]!; word !== 0; word &= word - 1) fn(w * 32 + 31 - Math.clz32(word & -word));
  }
}

/** The slots a bit set holds, in increasing order. */
export function slotsIn(set: SlotSet): Int32Array {
  let n = 0;
  for (let w = 0; w < set.length; w++) n += popcount(set[w]!);
  const slots = new Int32Array(n);
  n = 0;
  for (let w = 0; w < set.length; w++) {
    for (let word = set[w]!; word !== 0; word &= word - 1) slots[n++] = w * 32 + 31 - Math.clz32(word & -word);
  }
  return slots;
}

/**
 * Sets in `out` the slots below `size` whose value (0 to 2^31 - 1) lies within [low, high].
 * A word at a time and without a branch per slot: prices fall either side of a bound at
 * random, and mispredicted branches made this scan three times slower.
 */
export function setWithin(out: SlotSet, values: Int32Array, size: number, low: number, high: number) {
  const from = Math.max(0, low);
  const span = Math.min(high, 2 ** 31 - 1) - from;
  if (span < 0) return;
  for (let w = 0, slot = 0; slot < size; w++) {
    let word = 0;
    const end = Math.min(slot + 32, size);
    for (let bit = 0; slot < end; slot++, bit++) {
      const above = values[slot]! - from;
      // Within when neither `above` nor `span - above` is negative: both sign bits clear.
      word |= (((above | (span - above)) >>> 31) ^ 1) << bit;
    }
    out[w] = word;
  }
}
