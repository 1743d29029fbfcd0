// Seeded PRNG helpers: every image is reproducible from its seed.

/**
 * @typedef {object} Rng
 * @property {() => number} next uniform in [0, 1)
 * @property {(a: number, b: number) => number} range uniform in [a, b)
 * @property {(a: number, b: number) => number} int integer in [a, b]
 * @property {<T>(arr: readonly T[]) => T} pick
 * @property {(p: number) => boolean} chance true with probability p
 * @property {() => number} gauss roughly normal, in (-1, 1)
 * @property {() => Rng} fork an independent generator seeded from this one
 */

/** @param {number} seed */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {number} seed
 * @returns {Rng}
 */
export function makeRng(seed) {
  const next = mulberry32(seed);
  return {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    gauss: () => (next() + next() + next() - 1.5) / 1.5,
    fork: () => makeRng(Math.floor(next() * 4294967296)),
  };
}
