// Colours are [r, g, b] arrays in 0..255.
/** @typedef {number[]} Color [r, g, b] */

export const css = (/** @type {Color} */ c, a = 1) =>
  a >= 1 ? `rgb(${c[0] | 0},${c[1] | 0},${c[2] | 0})` : `rgba(${c[0] | 0},${c[1] | 0},${c[2] | 0},${a})`;
/**
 * @param {Color} a
 * @param {Color} b
 * @param {number} t 0 gives a, 1 gives b
 * @returns {Color}
 */
export const mix = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
/**
 * @param {Color} c
 * @param {number} f
 * @returns {Color}
 */
export const mul = (c, f) => [Math.min(255, c[0] * f), Math.min(255, c[1] * f), Math.min(255, c[2] * f)];
/**
 * @param {import('./rng.mjs').Rng} rng
 * @param {Color} c
 * @param {number} amt
 * @returns {Color}
 */
export const jitter = (rng, c, amt) => {
  const k = 1 + rng.gauss() * amt;
  return [c[0] * k + rng.gauss() * amt * 40, c[1] * k + rng.gauss() * amt * 40, c[2] * k + rng.gauss() * amt * 40].map((v) =>
    Math.max(0, Math.min(255, v)),
  );
};
