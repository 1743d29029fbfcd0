import { context2d, makeCanvas } from './canvas.mjs';

/**
 * How a scene wants its picture finished (each has a default), and what to draw after.
 * @typedef {object} Grade
 * @property {number} [blur] px
 * @property {number} [contrast]
 * @property {number} [sat] saturation factor
 * @property {number} [warm] added to red, taken from blue
 * @property {number} [lift] black level
 * @property {number} [vignette]
 * @property {number} [grain]
 * @property {number} [exposure]
 * @property {'ogText'} [after] main.mjs draws the social card's text after the finish
 */

/**
 * Photographic finish: softening, tone curve, saturation, warmth, vignette and film grain.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} W
 * @param {number} H
 * @param {import('./rng.mjs').Rng} rng
 * @param {Grade} [o]
 */
export function finish(ctx, W, H, rng, o = {}) {
  const { blur = 0.55, contrast = 1.06, sat = 1.0, warm = 0, lift = 4, vignette = 0.28, grain = 4.5, exposure = 1 } = o;
  if (blur > 0) {
    const tmp = makeCanvas(W, H);
    const t = context2d(tmp);
    t.filter = `blur(${blur}px)`;
    t.drawImage(ctx.canvas, 0, 0);
    ctx.clearRect(0, 0, W, H);
    ctx.drawImage(tmp, 0, 0);
  }
  const img = ctx.getImageData(0, 0, W, H);
  const d = img.data;
  const cx = W / 2;
  const cy = H / 2;
  const rmax = Math.hypot(cx, cy);
  const next = rng.next;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      let r = d[i] * exposure;
      let g = d[i + 1] * exposure;
      let b = d[i + 2] * exposure;
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      r = l + (r - l) * sat;
      g = l + (g - l) * sat;
      b = l + (b - l) * sat;
      r = (r - 128) * contrast + 128 + warm;
      g = (g - 128) * contrast + 128 + warm * 0.3;
      b = (b - 128) * contrast + 128 - warm;
      const rr = Math.hypot(x - cx, y - cy) / rmax;
      const v = 1 - vignette * rr * rr * rr;
      const n = (next() + next() - 1) * grain;
      d[i] = lift + r * v * (1 - lift / 255) + n;
      d[i + 1] = lift + g * v * (1 - lift / 255) + n;
      d[i + 2] = lift + b * v * (1 - lift / 255) + n;
    }
  }
  ctx.putImageData(img, 0, 0);
}
