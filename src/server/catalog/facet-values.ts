// The facet index's sizes, colours and materials: each product's values as a bit set over the
// values seen so far (words of 32 bits per product, more words as more values appear).

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
  #words = 1;
  #capacity = 0;
  #bits = new Uint32Array(0);

  grow(capacity: number) {
    const next = new Uint32Array(capacity * this.#words);
    next.set(this.#bits);
    this.#bits = next;
    this.#capacity = capacity;
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
    for (let slot = 0; slot < this.#capacity; slot++) next.set(this.#bits.subarray(slot * this.#words, (slot + 1) * this.#words), slot * words);
    this.#bits = next;
    this.#words = words;
  }

  put(slot: number, values: readonly string[]) {
    const codes = values.map((value) => this.#code(value));
    const start = slot * this.#words;
    this.#bits.fill(0, start, start + this.#words);
    for (const code of codes) this.#bits[start + (code >>> 5)]! |= 1 << (code & 31);
  }

  /** The bit set of these values (unknown ones match nothing), to test products against. */
  mask(values: readonly string[]): Uint32Array {
    const mask = new Uint32Array(this.#words);
    for (const value of values) {
      const code = this.#codes.find(value);
      if (code !== undefined) mask[code >>> 5]! |= 1 << (code & 31);
    }
    return mask;
  }

  /** Whether the product has any of the mask's values. */
  overlaps(slot: number, mask: Uint32Array): boolean {
    const start = slot * this.#words;
    for (let w = 0; w < mask.length; w++) if ((this.#bits[start + w]! & mask[w]!) !== 0) return true;
    return false;
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
