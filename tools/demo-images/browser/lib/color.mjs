// Colours are [r, g, b] arrays in 0..255.
export const hex = (h) => {
  const n = parseInt(h.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
export const css = (c, a = 1) =>
  a >= 1
    ? `rgb(${c[0] | 0},${c[1] | 0},${c[2] | 0})`
    : `rgba(${c[0] | 0},${c[1] | 0},${c[2] | 0},${a})`;
export const mix = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const mul = (c, f) => [Math.min(255, c[0] * f), Math.min(255, c[1] * f), Math.min(255, c[2] * f)];
export const add = (c, d) => [Math.min(255, c[0] + d), Math.min(255, c[1] + d), Math.min(255, c[2] + d)];
export const jitter = (rng, c, amt) => {
  const k = 1 + rng.gauss() * amt;
  return [c[0] * k + rng.gauss() * amt * 40, c[1] * k + rng.gauss() * amt * 40, c[2] * k + rng.gauss() * amt * 40].map(
    (v) => Math.max(0, Math.min(255, v)),
  );
};
