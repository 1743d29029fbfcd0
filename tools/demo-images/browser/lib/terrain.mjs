import { css, mix, mul } from './color.mjs';
import { context2d, makeCanvas } from './canvas.mjs';

/**
 * @typedef {import('./color.mjs').Color} Color
 * @typedef {import('./rng.mjs').Rng} Rng
 */

/**
 * One mountain ridge layer, shaded per pixel: forest mottling, slope light and valley haze.
 * @param {CanvasRenderingContext2D} ctx
 * @param {object} o
 * @param {number} o.W
 * @param {number} o.H
 * @param {import('./noise.mjs').Noise} o.noise
 * @param {number} o.baseY screen y of the ridge's foot
 * @param {number} o.amp height in pixels
 * @param {number} [o.freq]
 * @param {number} [o.seed]
 * @param {Color} o.color
 * @param {Color} [o.light] lit slopes (default: color, lighter)
 * @param {Color} [o.shadow] shaded slopes (default: color, darker)
 * @param {Color} o.haze
 * @param {number} [o.hazeAmt]
 * @param {number} [o.bottom] screen y where the layer stops
 * @param {number} [o.sharp] 0 rounded hills .. 1 sharp ridges
 * @param {number} [o.detail]
 * @param {boolean} [o.sunLeft]
 * @param {number} [o.treeFuzz] pixels of tree-top roughness on the skyline
 */
export function paintRidge(ctx, o) {
  const { W, H, noise, baseY, amp, freq = 1.5, seed = 0, color, haze, hazeAmt = 0.5, sharp = 0.5 } = o;
  const detail = o.detail ?? 0.4;
  const bottom = Math.min(H, o.bottom ?? baseY + amp * 1.5);
  const lightC = o.light ?? mul(color, 1.35);
  const shadowC = o.shadow ?? mul(color, 0.7);
  const ridge = new Float32Array(W + 2);
  for (let x = -1; x <= W; x++) {
    const u = (x / W) * freq + seed;
    const n = noise.fbm(u, seed * 0.37, 6);
    const r = 1 - Math.abs(noise.fbm(u * 0.7 + 11, seed, 4) * 1.6);
    const h = (1 - sharp) * (0.5 + n) + sharp * r;
    const fine = noise.n2(x * 0.35, seed + 3) * (o.treeFuzz ?? 1.2);
    ridge[x + 1] = baseY - amp * h + fine;
  }
  const top = Math.max(0, Math.floor(Math.min(...ridge)));
  const hgt = Math.ceil(bottom - top);
  if (hgt <= 0) return ridge;
  const c = makeCanvas(W, hgt);
  const cx = context2d(c);
  const img = cx.createImageData(W, hgt);
  const dd = img.data;
  const tex = 1 / (W * 0.004);
  for (let x = 0; x < W; x++) {
    const ry = ridge[x + 1];
    const slope = (ridge[x + 2] - ridge[x]) * 0.5;
    const lit = (o.sunLeft ? slope : -slope) * 0.08;
    for (let yy = Math.max(0, Math.floor(ry - top)); yy < hgt; yy++) {
      const y = yy + top;
      const cov = Math.max(0, Math.min(1, y + 1 - ry));
      if (cov <= 0) continue;
      const depth = Math.max(0, Math.min(1, (y - ry) / Math.max(8, bottom - ry)));
      // gullies: streaks running down-slope
      const g = noise.fbm(x * tex * 0.45, y * tex * 0.3 + seed, 4) * 0.8;
      const m = noise.fbm(x * tex * 3, y * tex * 3.5 + seed * 3, 2) * detail * 0.6;
      let s = 0.5 + lit * (1 - depth) + g * 0.9 + m;
      s = Math.max(0, Math.min(1, s));
      let col = s > 0.5 ? mix(color, lightC, (s - 0.5) * 2) : mix(shadowC, color, s * 2);
      const hz = hazeAmt * (0.25 + 0.75 * depth * depth);
      col = mix(col, haze, Math.min(1, hz));
      const i = (yy * W + x) * 4;
      dd[i] = col[0];
      dd[i + 1] = col[1];
      dd[i + 2] = col[2];
      dd[i + 3] = cov * 255;
    }
  }
  cx.putImageData(img, 0, 0);
  ctx.drawImage(c, 0, top);
  return ridge;
}

/**
 * @typedef {object} TreeOptions
 * @property {Rng} rng
 * @property {Color[]} palette [base, lit, dark]
 * @property {number} [sunX] 1: sun on the right, -1: on the left
 * @property {'broad' | 'pine'} [kind]
 * @property {Color} [trunk]
 */

/**
 * Broad-leaf / pine tree made of shaded leaf clumps.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x foot of the trunk
 * @param {number} y
 * @param {number} h height in pixels
 * @param {TreeOptions} options
 */
export function paintTree(ctx, x, y, h, { rng, palette, sunX = 1, kind = 'broad', trunk = [70, 55, 45] }) {
  const w = kind === 'pine' ? h * 0.42 : h * 0.7;
  ctx.strokeStyle = css(trunk);
  ctx.lineWidth = Math.max(1, h * 0.045);
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + rng.gauss() * h * 0.03, y - h * 0.7);
  ctx.stroke();
  const n = Math.max(14, Math.min(220, Math.round(h * 1.1)));
  const base = palette[0];
  const lit = palette[1];
  const dark = palette[2];
  /** @type {[x: number, y: number, r: number][]} */
  const clumps = [];
  for (let i = 0; i < n; i++) {
    const t = rng.next();
    let cy;
    let rx;
    if (kind === 'pine') {
      cy = y - h * (0.18 + 0.82 * t);
      rx = w * (1 - t) * 0.55 + w * 0.08;
    } else {
      cy = y - h * (0.35 + 0.65 * t);
      rx = w * 0.5 * Math.sqrt(Math.max(0, 1 - Math.pow((t - 0.55) / 0.55, 2)));
    }
    const cx = x + rng.gauss() * rx * 0.9;
    const r = h * (kind === 'pine' ? 0.07 : 0.09) * (0.6 + rng.next() * 0.8);
    clumps.push([cx, cy, r]);
  }
  clumps.sort((a, b) => (a[0] - x) * sunX - (b[0] - x) * sunX);
  const dot = Math.max(0.8, h * 0.012);
  for (const [cx, cy, r] of clumps) {
    const side = Math.max(-1, Math.min(1, ((cx - x) / (w * 0.5)) * sunX));
    const up = Math.max(0, Math.min(1, (y - cy) / h));
    const t0 = 0.42 + side * 0.3 + (up - 0.5) * 0.3 + rng.gauss() * 0.12;
    const colAt = (/** @type {number} */ t) => {
      t = Math.max(0, Math.min(1, t));
      return t < 0.5 ? mix(dark, base, t * 2) : mix(base, lit, (t - 0.5) * 2);
    };
    ctx.fillStyle = css(colAt(t0 - 0.25));
    ctx.beginPath();
    ctx.ellipse(cx, cy, r * 1.1, r * (kind === 'pine' ? 0.5 : 0.85), 0, 0, Math.PI * 2);
    ctx.fill();
    if (h < 30) continue;
    const dots = Math.min(60, Math.round(((r * r) / (dot * dot)) * 0.5));
    for (let k = 0; k < dots; k++) {
      const a = rng.next() * Math.PI * 2;
      const rr = Math.sqrt(rng.next()) * r;
      const px = cx + Math.cos(a) * rr * 1.1;
      const py = cy + Math.sin(a) * rr * (kind === 'pine' ? 0.5 : 0.85);
      const lt = t0 + (((px - cx) * sunX - (py - cy)) / (r * 2.2)) * 0.5 + rng.gauss() * 0.1;
      ctx.fillStyle = css(colAt(lt));
      ctx.beginPath();
      ctx.ellipse(px, py, dot * rng.range(0.7, 1.6), dot * rng.range(0.6, 1.2), rng.next() * 3, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/**
 * Low rounded garden shrub (no visible trunk).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {Omit<TreeOptions, 'kind' | 'trunk'>} options
 */
export function paintShrub(ctx, x, y, size, { rng, palette, sunX = 1 }) {
  const [base, lit, dark] = palette;
  ctx.fillStyle = css([0, 0, 0], 0.25);
  ctx.beginPath();
  ctx.ellipse(x + size * 0.15 * sunX * -1, y, size * 0.7, size * 0.12, 0, 0, Math.PI * 2);
  ctx.fill();
  const dot = Math.max(0.8, size * 0.045);
  const n = Math.round(((size * size * 0.9) / (dot * dot)) * 0.25);
  for (let k = 0; k < n; k++) {
    const a = rng.next() * Math.PI;
    const rr = Math.sqrt(rng.next());
    const px = x + Math.cos(a) * rr * size * 0.6;
    const py = y - Math.sin(a) * rr * size * 0.55;
    const t = 0.45 + (((px - x) * sunX - (py - y + size * 0.3)) / size) * 0.6 + rng.gauss() * 0.12;
    const tt = Math.max(0, Math.min(1, t));
    ctx.fillStyle = css(tt < 0.5 ? mix(dark, base, tt * 2) : mix(base, lit, (tt - 0.5) * 2));
    ctx.beginPath();
    ctx.ellipse(px, py, dot * rng.range(0.8, 1.6), dot * rng.range(0.6, 1.1), rng.next() * 3, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * A dense band of distant trees along y between x0 and x1.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ x0: number, x1: number, y: number, h: number, rng: Rng, palette: Color[], sunX?: number, density?: number }} options
 */
export function paintTreeline(ctx, { x0, x1, y, h, rng, palette, sunX = 1, density = 1 }) {
  const count = Math.round(((x1 - x0) / Math.max(3, h * 0.35)) * density);
  /** @type {[x: number, h: number][]} */
  const items = [];
  for (let i = 0; i < count; i++) items.push([x0 + rng.next() * (x1 - x0), h * (0.55 + rng.next() * 0.7)]);
  for (const [x, hh] of items) {
    paintTree(ctx, x, y + rng.next() * h * 0.15, hh, { rng, palette, sunX, kind: rng.chance(0.35) ? 'pine' : 'broad' });
  }
}
