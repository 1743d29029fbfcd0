import { css, mix, mul, jitter } from '../color.mjs';
import { grad } from './walls.mjs';

/**
 * Roofs before and during a replacement: an old corrugated slate roof (moss, stains, broken sheets, a tarp over a
 * leak) and bare sheathing with underlayment. Same surface convention as roofing.mjs: u along the eave, v from the
 * eave (0) to the ridge (1).
 * @typedef {import('../color.mjs').Color} Color
 * @typedef {import('../rng.mjs').Rng} Rng
 * @typedef {import('../camera.mjs').Surface} Surface
 * @typedef {import('../noise.mjs').Noise} Noise
 */

/**
 * Old corrugated fibre-cement ("slate") sheets: ridges running eave to ridge, laps between sheet rows, weathering.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {{ Lu: number, Lv: number, base: Color, lf?: number, rng: Rng, noise: Noise }} o
 */
export function corrugatedSlate(ctx, f, o) {
  const { Lu, Lv, base, lf = 1, rng, noise } = o;
  const b = mul(base, lf);
  const sheetW = 0.92 / Lu;
  const sheetH = 1.8 / Lv;
  const pitch = 0.13 / Lu;
  for (let v0 = 0; v0 < 1; v0 += sheetH) {
    for (let u0 = -rng.next() * sheetW * 0.5; u0 < 1; u0 += sheetW) {
      // Each sheet weathered its own way.
      const tone = jitter(rng, mix(b, [120, 116, 98], rng.next() * 0.35), 0.05);
      for (let u = Math.max(0, u0); u < Math.min(1, u0 + sheetW); u += pitch) {
        const u1 = Math.min(1, u + pitch, u0 + sheetW);
        f.rect(ctx, u, v0, u1, Math.min(1, v0 + sheetH));
        ctx.fillStyle = grad(
          ctx,
          f,
          [u, v0],
          [u1, v0],
          [
            [0, mul(tone, 0.62)],
            [0.45, mul(tone, 1.08)],
            [0.7, mul(tone, 1.12)],
            [1, mul(tone, 0.7)],
          ],
        );
        ctx.fill();
      }
      // The lap of the sheet above throws a dark line.
      f.rect(ctx, Math.max(0, u0), v0 + sheetH * 0.97, Math.min(1, u0 + sheetW), Math.min(1, v0 + sheetH));
      ctx.fillStyle = css([0, 0, 0], 0.35);
      ctx.fill();
    }
  }
  weathering(ctx, f, rng, noise, Lu, Lv);
}

/**
 * Moss along the laps and the eave, black rain streaks, a few broken sheets, rusty nails and a blue tarp weighed down
 * over the leak.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {Rng} rng
 * @param {Noise} noise
 * @param {number} Lu
 * @param {number} Lv
 */
function weathering(ctx, f, rng, noise, Lu, Lv) {
  const cell = 0.04;
  for (let u = 0; u < 1; u += cell) {
    for (let v = 0; v < 1; v += cell) {
      const moss = noise.fbm(u * 9, v * 6, 3) + (v < 0.12 ? 0.25 : 0);
      if (moss > 0.18) {
        f.rect(ctx, u, v, u + cell, v + cell);
        ctx.fillStyle = css(jitter(rng, [70, 86, 44], 0.12), Math.min(0.75, (moss - 0.18) * 2.2));
        ctx.fill();
      }
    }
  }
  for (let i = 0; i < 70; i++) {
    const u = rng.next();
    const v = rng.next() * 0.9;
    const l = 0.08 + rng.next() * 0.3;
    f.rect(ctx, u, Math.max(0, v - l), u + (0.004 + rng.next() * 0.01), v);
    ctx.fillStyle = grad(
      ctx,
      f,
      [u, v],
      [u, Math.max(0, v - l)],
      [
        [0, [24, 22, 20], 0.35 * rng.next()],
        [1, [24, 22, 20], 0],
      ],
    );
    ctx.fill();
  }
  for (let i = 0; i < 4; i++) {
    const u = 0.1 + rng.next() * 0.75;
    const v = 0.15 + rng.next() * 0.65;
    const w = (0.35 + rng.next() * 0.4) / Lu;
    const h = (0.25 + rng.next() * 0.35) / Lv;
    f.path(ctx, [
      [u, v],
      [u + w, v + h * 0.2],
      [u + w * 0.8, v + h],
      [u + w * 0.1, v + h * 0.7],
    ]);
    ctx.fillStyle = css([34, 30, 28]);
    ctx.fill();
  }
  // The tarp: a blue sheet over the worst leak, held by a few old tyres' worth of bricks.
  const tu = 0.52;
  const tv = 0.38;
  f.path(ctx, [
    [tu, tv],
    [tu + 2.6 / Lu, tv + 0.05],
    [tu + 2.4 / Lu, tv + 2.1 / Lv],
    [tu - 0.1 / Lu, tv + 1.9 / Lv],
  ]);
  ctx.fillStyle = grad(
    ctx,
    f,
    [tu, tv],
    [tu + 2.6 / Lu, tv + 2 / Lv],
    [
      [0, [36, 92, 168]],
      [0.5, [56, 120, 196]],
      [1, [30, 80, 150]],
    ],
  );
  ctx.fill();
  for (let i = 0; i < 5; i++) {
    const u = tu + (rng.next() * 2.3) / Lu;
    const v = tv + (rng.next() * 1.8) / Lv;
    f.rect(ctx, u, v, u + 0.22 / Lu, v + 0.1 / Lv);
    ctx.fillStyle = css(jitter(rng, [150, 70, 52], 0.1));
    ctx.fill();
  }
}

/**
 * Mid-replacement: new shingles on the lowest courses (painted by the caller, up to `shingledTo`), black underlayment
 * with chalk lines above them up to `feltTo`, and bare plywood sheathing with its seams above that.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {{ Lu: number, Lv: number, lf?: number, rng: Rng, shingledTo: number, feltTo: number }} o
 */
export function sheathingAndFelt(ctx, f, o) {
  const { Lu, Lv, lf = 1, rng, shingledTo, feltTo } = o;
  const ply = mul([196, 160, 112], lf);
  const boardU = 2.44 / Lu;
  const boardV = 1.22 / Lv;
  for (let v = feltTo; v < 1; v += boardV) {
    for (let u = (Math.round(v / boardV) % 2) * -boardU * 0.5; u < 1; u += boardU) {
      f.rect(ctx, Math.max(0, u), v, Math.min(1, u + boardU), Math.min(1, v + boardV));
      ctx.fillStyle = css(jitter(rng, ply, 0.06));
      ctx.fill();
      f.rect(ctx, Math.max(0, u), v, Math.max(0, u) + 0.012 / Lu, Math.min(1, v + boardV));
      ctx.fillStyle = css([70, 52, 34], 0.6);
      ctx.fill();
    }
    f.rect(ctx, 0, v, 1, v + 0.01 / Lv);
    ctx.fillStyle = css([70, 52, 34], 0.6);
    ctx.fill();
  }
  f.rect(ctx, 0, shingledTo, 1, feltTo);
  ctx.fillStyle = css(mul([46, 46, 50], lf));
  ctx.fill();
  for (let v = shingledTo + 0.9 / Lv; v < feltTo; v += 0.9 / Lv) {
    f.line(ctx, 0, v, 1, v);
    ctx.strokeStyle = css([210, 206, 196], 0.35);
    ctx.lineWidth = 1.2;
    ctx.stroke();
  }
  // The felt's top edge, lapped over the plywood.
  f.rect(ctx, 0, feltTo - 0.02 / Lv, 1, feltTo);
  ctx.fillStyle = css([20, 20, 22], 0.6);
  ctx.fill();
}
