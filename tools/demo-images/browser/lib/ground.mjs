import { css, mul, mix } from './color.mjs';
import { context2d, makeCanvas } from './canvas.mjs';
import { paintShrub } from './terrain.mjs';

/**
 * @typedef {import('./color.mjs').Color} Color
 * @typedef {import('./env.mjs').Env} Env
 */

/**
 * Perspective ground texture below the horizon: colours from a noise field on the ground plane.
 * cols: [dark, mid, light]; scale = texture frequency per metre-ish.
 * @param {Env} env
 * @param {number} horizonY
 * @param {number} yTop
 * @param {Color[]} cols
 * @param {{ scale?: number, res?: number, hazeCol?: Color, fine?: number, camH?: number, f?: number }} [options]
 *   res: pixels per sample; camH: camera height (m); f: the camera's focal length in pixels
 */
export function groundField(env, horizonY, yTop, cols, { scale = 1, res = 2, hazeCol, fine = 0.25, camH = 1.6, f: fl } = {}) {
  const { ctx, W, H, noise } = env;
  const cw = Math.ceil(W / res);
  const ch = Math.ceil((H - yTop) / res);
  const c = makeCanvas(cw, ch);
  const cx = context2d(c);
  const img = cx.createImageData(cw, ch);
  const f = fl ?? H * 0.9;
  for (let y = 0; y < ch; y++) {
    const Y = yTop + y * res;
    const dy = Math.max(0.5, Y - horizonY);
    const z = (camH * f) / dy;
    const hz = hazeCol ? Math.min(0.7, z / 250) : 0;
    for (let x = 0; x < cw; x++) {
      const X = x * res;
      const wx = ((X - W / 2) * z) / f;
      const n = noise.fbm(wx * 0.15 * scale, z * 0.15 * scale, 4) + noise.n2(wx * 1.5 * scale, z * 1.5 * scale) * fine;
      const t = Math.max(0, Math.min(1, 0.5 + n * 1.4));
      let col = t < 0.5 ? mix(cols[0], cols[1], t * 2) : mix(cols[1], cols[2], (t - 0.5) * 2);
      if (hazeCol) col = mix(col, hazeCol, hz);
      const i = (y * cw + x) * 4;
      img.data[i] = col[0];
      img.data[i + 1] = col[1];
      img.data[i + 2] = col[2];
      img.data[i + 3] = 255;
    }
  }
  cx.putImageData(img, 0, 0);
  ctx.drawImage(c, 0, yTop, cw * res, ch * res);
}

/**
 * Lawn with grass blades near the camera.
 * @param {Env} env
 * @param {number} horizonY
 * @param {number} yTop
 * @param {{ cols?: Color[], haze?: Color }} [options]
 */
export function lawn(
  env,
  horizonY,
  yTop,
  {
    cols = [
      [52, 82, 36],
      [86, 118, 52],
      [128, 150, 78],
    ],
    haze = [170, 190, 170],
  } = {},
) {
  const { ctx, W, H, rng } = env;
  groundField(env, horizonY, yTop, cols, { scale: 2.2, hazeCol: haze, fine: 0.35 });
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, yTop, W, H - yTop);
  ctx.clip();
  for (let i = 0; i < W * 3; i++) {
    const t = Math.pow(rng.next(), 0.5);
    const y = yTop + (H - yTop) * t;
    const x = rng.next() * W;
    const l = 1 + t * 8;
    ctx.strokeStyle = css(mul(mix(cols[1], cols[2], rng.next()), rng.range(0.6, 1.3)), 0.55);
    ctx.lineWidth = 0.4 + t * 0.9;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + rng.gauss() * l * 0.3, y - l);
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A row of garden shrubs along screen points.
 * @param {Env} env
 * @param {number[][]} pts [x, y]
 * @param {number} size
 * @param {Color[]} palette
 */
export function shrubs(env, pts, size, palette, sunX = 1) {
  const { ctx, rng } = env;
  for (const [x, y] of pts) paintShrub(ctx, x, y, size * rng.range(0.8, 1.25), { rng, palette, sunX });
}
