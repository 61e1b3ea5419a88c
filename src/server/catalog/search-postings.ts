// The facet index's search words: for each term of products.search_terms ('place:word', the
// search_vocabulary migration), the slots of the products that have it. A term few products
// have keeps its slots as a sorted list; once the list would take more memory than one bit
// per product, the term becomes a bit set. A catalogue's common words (in every description)
// then cost an eighth of a byte per product each, its rare words four bytes per product that
// has them: about 55 bytes per product for the seeded catalogue's 44 terms each.
//
// A query is answered in bit sets over all slots: per word, the products that have one of its
// terms at each place or better; across words, the products that have every word there.

import { addSlot, andInto, has, orInto, removeSlot, widened, wordsFor, type SlotSet } from './slot-sets';

interface Sparse {
  slots: Int32Array;
  length: number;
}

/** The first index of `sorted[0, length)` not below `slot`. */
function lowerBound(sorted: Int32Array, length: number, slot: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < slot) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class TermPostings {
  readonly #codes = new Map<string, number>();
  readonly #terms: string[] = [];
  /** Per term code: its sorted slots, or (once common) its bit set. */
  readonly #holders: Array<Sparse | SlotSet> = [];
  #words = 0;

  /** Bit sets hold `capacity` slots from now on. */
  grow(capacity: number) {
    const words = wordsFor(capacity);
    if (words <= this.#words) return;
    this.#words = words;
    this.#holders.forEach((holder, code) => {
      if (holder instanceof Uint32Array) this.#holders[code] = widened(holder, capacity);
    });
  }

  /** An empty bit set over every slot. */
  emptySet(): SlotSet {
    return new Uint32Array(this.#words);
  }

  #code(term: string): number {
    let code = this.#codes.get(term);
    if (code === undefined) {
      code = this.#terms.length;
      this.#terms.push(term);
      this.#codes.set(term, code);
      this.#holders.push({ slots: new Int32Array(8), length: 0 });
    }
    return code;
  }

  #holds(code: number, slot: number): boolean {
    const holder = this.#holders[code]!;
    if (holder instanceof Uint32Array) return has(holder, slot);
    const at = lowerBound(holder.slots, holder.length, slot);
    return at < holder.length && holder.slots[at] === slot;
  }

  #add(code: number, slot: number) {
    const holder = this.#holders[code]!;
    if (holder instanceof Uint32Array) {
      addSlot(holder, slot);
      return;
    }
    // Slots are handed out in increasing order, so a new product's slot goes at the end.
    const at =
      holder.length > 0 && holder.slots[holder.length - 1]! < slot
        ? holder.length
        : lowerBound(holder.slots, holder.length, slot);
    if (at < holder.length && holder.slots[at] === slot) return;
    if (holder.length + 1 > this.#words) {
      // A list of n slots takes 4n bytes, a bit set one bit per slot (a word per 32): past one
      // slot per word of the set, the set is smaller.
      const set = this.emptySet();
      for (let i = 0; i < holder.length; i++) addSlot(set, holder.slots[i]!);
      addSlot(set, slot);
      this.#holders[code] = set;
      return;
    }
    if (holder.length === holder.slots.length) {
      const next = new Int32Array(holder.slots.length * 2);
      next.set(holder.slots);
      holder.slots = next;
    }
    holder.slots.copyWithin(at + 1, at, holder.length);
    holder.slots[at] = slot;
    holder.length++;
  }

  #remove(code: number, slot: number) {
    const holder = this.#holders[code]!;
    if (holder instanceof Uint32Array) {
      removeSlot(holder, slot);
      return;
    }
    const at = lowerBound(holder.slots, holder.length, slot);
    if (at >= holder.length || holder.slots[at] !== slot) return;
    holder.slots.copyWithin(at, at + 1, holder.length);
    holder.length--;
  }

  /**
   * The product in `slot` has exactly `terms` from now on. A product seen before (`known`) has
   * each term it no longer has taken away: a test per term the index knows, since the index
   * keeps no list of each product's terms (which would double its size for a rare edit).
   */
  put(slot: number, terms: readonly string[], known: boolean) {
    if (known) {
      const codes = new Set(terms.map((term) => this.#code(term)));
      for (let code = 0; code < this.#terms.length; code++)
        if (!codes.has(code) && this.#holds(code, slot)) this.#remove(code, slot);
    }
    for (const term of terms) this.#add(this.#code(term), slot);
  }

  /** Adds the slots that have `term` to `into`; nothing when no product has it. */
  orInto(term: string, into: SlotSet) {
    const code = this.#codes.get(term);
    if (code === undefined) return;
    const holder = this.#holders[code]!;
    if (holder instanceof Uint32Array) {
      orInto(into, holder);
      return;
    }
    const { slots, length } = holder;
    for (let i = 0; i < length; i++) addSlot(into, slots[i]!);
  }
}

/**
 * The query's matches by rank, as search.ts defines it: `atLeast[place]` holds the products
 * whose every word has one of its terms at `place` or better. `alternatives` holds, per word
 * of the query, the catalogue words it stands for (search_alternatives in the migration).
 */
export function rankSets(
  postings: TermPostings,
  alternatives: readonly (readonly string[])[],
): Record<1 | 2 | 3, SlotSet> {
  const across = { 1: postings.emptySet(), 2: postings.emptySet(), 3: postings.emptySet() };
  alternatives.forEach((words, i) => {
    let atOrBetter = postings.emptySet();
    for (const place of [3, 2, 1] as const) {
      // Each place adds to the set of the place above: at 2, the products with the word at 2 or 3.
      if (place < 3) atOrBetter = atOrBetter.slice();
      for (const word of words) postings.orInto(`${place}:${word}`, atOrBetter);
      const all = across[place];
      if (i === 0) all.set(atOrBetter);
      else andInto(all, atOrBetter);
    }
  });
  return across;
}
