/**
 * Seeded randomness: the generator draws every choice from these, so a seed gives one inventory.
 */

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes the dataset seed and a listing index into an independent per-listing seed. */
export function mixSeed(seed: number, index: number): number {
  let h = Math.imul((seed ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The draws the generator makes from one listing's seed. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }

  /** Inclusive of both ends. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  logUniform(min: number, max: number): number {
    return Math.exp(this.float(Math.log(min), Math.log(max)));
  }

  exponential(mean: number): number {
    return -mean * Math.log(1 - this.next());
  }
}

/** A weighted choice, prepared once (cumulative weights) and drawn many times. */
export class WeightedTable<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(entries: Iterable<readonly [T, number]>) {
    for (const [item, weight] of entries) {
      if (weight <= 0) continue;
      this.total += weight;
      this.items.push(item);
      this.cumulative.push(this.total);
    }
    if (this.items.length === 0) throw new Error('weighted table without entries');
  }

  static of<K extends string | number>(
    weights: Record<K, number>,
    parse: (key: string) => K,
  ): WeightedTable<K> {
    return new WeightedTable(
      Object.entries<number>(weights).map(([key, weight]) => [parse(key), weight] as const),
    );
  }

  pick(rng: Rng): T {
    const roll = rng.float(0, this.total);
    for (let i = 0; i < this.cumulative.length; i++) {
      if (roll < (this.cumulative[i] as number)) return this.items[i] as T;
    }
    return this.items[this.items.length - 1] as T;
  }
}

/** Parsers of weight-table keys (object keys are strings). */
export const asNumber = (key: string) => Number(key);

export const asText = <K extends string>(key: string) => key as K;
