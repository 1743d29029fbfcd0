// Seeded 2D gradient noise with fractal sums and domain warping.
/** @typedef {ReturnType<typeof makeNoise>} Noise */

/** @param {import('./rng.mjs').Rng} rng */
export function makeNoise(rng) {
  const perm = new Uint8Array(512);
  const p = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [p[i], p[j]] = [p[j], p[i]];
  }
  for (let i = 0; i < 512; i++) perm[i] = p[i & 255];
  const gx = new Float32Array(256);
  const gy = new Float32Array(256);
  for (let i = 0; i < 256; i++) {
    const a = (i / 256) * Math.PI * 2;
    gx[i] = Math.cos(a);
    gy[i] = Math.sin(a);
  }
  const fade = (/** @type {number} */ t) => t * t * t * (t * (t * 6 - 15) + 10);

  /**
   * @param {number} x
   * @param {number} y
   */
  function n2(x, y) {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const xf = x - xi;
    const yf = y - yi;
    const X = xi & 255;
    const Y = yi & 255;
    const h00 = perm[perm[X] + Y];
    const h10 = perm[perm[X + 1] + Y];
    const h01 = perm[perm[X] + Y + 1];
    const h11 = perm[perm[X + 1] + Y + 1];
    const d00 = gx[h00] * xf + gy[h00] * yf;
    const d10 = gx[h10] * (xf - 1) + gy[h10] * yf;
    const d01 = gx[h01] * xf + gy[h01] * (yf - 1);
    const d11 = gx[h11] * (xf - 1) + gy[h11] * (yf - 1);
    const u = fade(xf);
    const v = fade(yf);
    const a = d00 + u * (d10 - d00);
    const b = d01 + u * (d11 - d01);
    return (a + v * (b - a)) * 1.4;
  }

  /**
   * @param {number} x
   * @param {number} y
   */
  function fbm(x, y, oct = 5, lac = 2, gain = 0.5) {
    let sum = 0;
    let amp = 0.5;
    let f = 1;
    for (let i = 0; i < oct; i++) {
      sum += amp * n2(x * f + i * 17.3, y * f - i * 9.1);
      f *= lac;
      amp *= gain;
    }
    return sum;
  }

  /**
   * @param {number} x
   * @param {number} y
   */
  function warp(x, y, oct = 5, k = 1.2) {
    const qx = fbm(x + 3.1, y + 1.7, 3);
    const qy = fbm(x - 5.2, y + 8.3, 3);
    return fbm(x + k * qx, y + k * qy, oct);
  }

  return { n2, fbm, warp };
}
