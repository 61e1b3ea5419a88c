// The facet index's values. Sizes, colours and materials: each product's values as a bit set
// over the values seen so far (words of 32 bits per product, more words as more values
// appear). And for every value of every column, the set of products that have it (a bit per
// product): a filter's products are then the union of its values' sets, found in a few
// thousand word operations instead of a test per product.
import { addSlot, emptySet, forEachSlot, orInto, removeSlot, widened, type SlotSet } from './slot-sets';

/** Per value code, the slots that have it. */
export class SlotsByCode {
  readonly #sets: SlotSet[] = [];
  #capacity = 0;

  grow(capacity: number) {
    if (capacity <= this.#capacity) return;
    this.#capacity = capacity;
    this.#sets.forEach((set, code) => (this.#sets[code] = widened(set, capacity)));
  }

  add(code: number, slot: number) {
    while (this.#sets.length <= code) this.#sets.push(emptySet(this.#capacity));
    addSlot(this.#sets[code]!, slot);
  }

  remove(code: number, slot: number) {
    const set = this.#sets[code];
    if (set) removeSlot(set, slot);
  }

  /** The slots with `code` (empty when none has it). */
  get(code: number): SlotSet {
    return this.#sets[code] ?? emptySet(this.#capacity);
  }

  /** The slots with any of `codes`. */
  any(codes: Iterable<number>): SlotSet {
    const out = emptySet(this.#capacity);
    for (const code of codes) {
      const set = this.#sets[code];
      if (set) orInto(out, set);
    }
    return out;
  }
}

/** Dictionary codes of one string column, from 1 (0 = no value), so a tally's index is the code. */
export class Codes {
  readonly values: string[] = [''];
  readonly #codes = new Map<string, number>();
  code(value: string): number {
    let code = this.#codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.#codes.set(value, code);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.#codes.get(value);
  }
}

export class ValueSets {
  readonly #codes = new Codes();
  readonly #slots = new SlotsByCode();
  #words = 1;
  #capacity = 0;
  #bits = new Uint32Array(0);

  grow(capacity: number) {
    const next = new Uint32Array(capacity * this.#words);
    next.set(this.#bits);
    this.#bits = next;
    this.#capacity = capacity;
    this.#slots.grow(capacity);
  }

  /** Value by code. */
  get values(): readonly string[] {
    return this.#codes.values;
  }

  #code(value: string): number {
    const code = this.#codes.code(value);
    if (code >= this.#words * 32) this.#widen();
    return code;
  }

  /** One more word per product, for values past the last word. */
  #widen() {
    const words = this.#words + 1;
    const next = new Uint32Array(this.#capacity * words);
    for (let slot = 0; slot < this.#capacity; slot++)
      next.set(this.#bits.subarray(slot * this.#words, (slot + 1) * this.#words), slot * words);
    this.#bits = next;
    this.#words = words;
  }

  put(slot: number, values: readonly string[]) {
    const codes = values.map((value) => this.#code(value));
    const own = this.#bits.subarray(slot * this.#words, (slot + 1) * this.#words);
    forEachSlot(own, (code) => this.#slots.remove(code, slot));
    own.fill(0);
    for (const code of codes) {
      addSlot(own, code);
      this.#slots.add(code, slot);
    }
  }

  /** The slots with the value `code`. */
  slotsWith(code: number): SlotSet {
    return this.#slots.get(code);
  }

  /** The slots with any of `values` (unknown ones match nothing). */
  slotsWithAny(values: readonly string[]): SlotSet {
    return this.#slots.any(values.flatMap((value) => this.#codes.find(value) ?? []));
  }

  /** Adds one to each of the product's values. */
  tally(slot: number, counts: Uint32Array) {
    const start = slot * this.#words;
    for (let w = 0; w < this.#words; w++) {
      let word = this.#bits[start + w]!;
      while (word !== 0) {
        const bit = 31 - Math.clz32(word & -word);
        counts[w * 32 + bit]!++;
        word &= word - 1;
      }
    }
  }
}
