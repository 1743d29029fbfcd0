import { css, mix } from './color.mjs';
import { context2d, makeCanvas } from './canvas.mjs';

/**
 * @typedef {import('./color.mjs').Color} Color
 *
 * @typedef {object} Sun a glow in the sky, in screen pixels
 * @property {number} x
 * @property {number} y
 * @property {Color} color
 * @property {number} [alpha]
 * @property {number} [r] radius of the glow
 *
 * @typedef {object} CloudOptions
 * @property {number} [cover] 0..1
 * @property {number} [scale]
 * @property {Color} [lit]
 * @property {Color} [shadow]
 * @property {number} [stretch] towards the horizon
 * @property {number} [softness]
 * @property {number[]} [offset] [x, z] on the cloud plane
 * @property {number} [res] pixels per sample
 * @property {number} [opacity]
 * @property {Color | null} [haze]
 *
 * @typedef {object} SkyOptions
 * @property {number} W
 * @property {number} H
 * @property {number} horizonY
 * @property {import('./noise.mjs').Noise} noise
 * @property {[number, Color][]} stops [pos 0..1 of horizonY, colour]
 * @property {Sun | null} [sun]
 * @property {CloudOptions | null} [clouds]
 */

/** @type {(a: number, b: number, x: number) => number} */
const smooth = (a, b, x) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/**
 * Sky gradient, sun glow and perspective cumulus/stratus clouds on a virtual cloud plane.
 * stops: [[pos 0..1 of horizonY, colour], ...]
 * @param {CanvasRenderingContext2D} ctx
 * @param {SkyOptions} o
 */
export function paintSky(ctx, o) {
  const { W, H, horizonY, stops, sun, clouds } = o;
  const hy = Math.max(40, horizonY);
  const g = ctx.createLinearGradient(0, 0, 0, hy);
  for (const [p, c] of stops) g.addColorStop(p, css(c));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  if (sun) {
    const r = sun.r ?? W * 0.6;
    const rg = ctx.createRadialGradient(sun.x, sun.y, 0, sun.x, sun.y, r);
    rg.addColorStop(0, css(sun.color, sun.alpha ?? 0.85));
    rg.addColorStop(0.08, css(sun.color, (sun.alpha ?? 0.85) * 0.55));
    rg.addColorStop(0.4, css(sun.color, (sun.alpha ?? 0.85) * 0.15));
    rg.addColorStop(1, css(sun.color, 0));
    ctx.fillStyle = rg;
    ctx.fillRect(0, 0, W, H);
  }
  if (clouds) paintClouds(ctx, { ...o, horizonY: hy, clouds });
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {SkyOptions & { clouds: CloudOptions }} o
 */
function paintClouds(ctx, { W, H, horizonY, noise, clouds, sun }) {
  const {
    cover = 0.5, // 0..1
    scale = 1,
    lit = [255, 255, 255],
    shadow = [150, 160, 180],
    stretch = 1,
    softness = 0.25,
    offset = [0, 0],
    res = 3,
    opacity = 1,
    haze = null,
  } = clouds;
  const cw = Math.ceil(W / res);
  const ch = Math.ceil(horizonY / res);
  const c = makeCanvas(cw, ch);
  const cx = context2d(c);
  const img = cx.createImageData(cw, ch);
  const thr = 0.22 - cover * 0.5;
  const sunDx = sun ? (sun.x - W / 2) / W : 0.2;
  for (let y = 0; y < ch; y++) {
    const Y = y * res;
    const dy = (horizonY - Y) / H + 0.035;
    const t = 1 / dy;
    const fadeH = smooth(0.03, 0.16, dy);
    for (let x = 0; x < cw; x++) {
      const X = x * res;
      const wx = ((X - W / 2) / H) * t * 0.35 * scale + offset[0];
      const wz = t * 0.35 * scale * stretch + offset[1];
      const d = noise.warp(wx, wz, 5, 1.4);
      const a = smooth(thr, thr + softness, d) * fadeH;
      const i = (y * cw + x) * 4;
      if (a <= 0.003) {
        img.data[i + 3] = 0;
        continue;
      }
      const d2 = noise.warp(wx + sunDx * 0.25, wz - 0.18, 5, 1.4);
      const shade = Math.max(0, Math.min(1, 0.62 + (d - d2) * 2.6 - (d - thr) * 0.55));
      let col = mix(shadow, lit, shade);
      if (haze) col = mix(col, haze, (1 - fadeH) * 0.8 + 0.1);
      img.data[i] = col[0];
      img.data[i + 1] = col[1];
      img.data[i + 2] = col[2];
      img.data[i + 3] = Math.min(1, a * opacity) * 255;
    }
  }
  cx.putImageData(img, 0, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(c, 0, 0, cw * res, ch * res);
  ctx.restore();
}
