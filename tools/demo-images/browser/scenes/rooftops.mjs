import { rooftop } from '../lib/rooftop.mjs';
import { css, mix, mul, jitter } from '../lib/color.mjs';
import { grad } from '../lib/materials/walls.mjs';
import { noiseTile, overlayPattern } from '../lib/canvas.mjs';
import { groundField } from '../lib/ground.mjs';
/** @import { Env } from '../lib/env.mjs' */
/** @import { Camera, Surface } from '../lib/camera.mjs' */
/** @import { Color } from '../lib/color.mjs' */

/**
 * Mirror-like sheen on a glossy floor: sky light toward the far end + parapet reflections + sun glint.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Camera} cam
 * @param {Surface} f the floor
 * @param {number} W
 * @param {number} H
 * @param {{ a: number, d: number, sky: Color, wall: Color, strength?: number }} o a: half width, d: depth of the roof (m)
 */
function gloss(ctx, cam, f, W, H, { a, d, sky, wall, strength = 1 }) {
  ctx.fillStyle = grad(
    ctx,
    f,
    [0.5, 0.35],
    [0.5, 1],
    [
      [0, sky, 0],
      [1, sky, 0.55 * strength],
    ],
  );
  f.rect(ctx, 0, 0, 1, 1);
  ctx.fill();
  // reflected back parapet (mirror through y = 0)
  /** @type {(x: number, y: number, z: number) => number[]} */
  const p = (x, y, z) => cam.project([x, y, z]);
  /** @type {(pts: number[][], alpha: number) => void} */
  const refl = (pts, alpha) => {
    ctx.beginPath();
    pts.forEach(([x, y, z], i) => {
      const [sx, sy] = p(x, y, z);
      if (i) ctx.lineTo(sx, sy);
      else ctx.moveTo(sx, sy);
    });
    ctx.closePath();
    ctx.fillStyle = css(wall, alpha * strength);
    ctx.fill();
  };
  refl(
    [
      [-a, 0, -d],
      [a, 0, -d],
      [a, -1, -d],
      [-a, -1, -d],
    ],
    0.32,
  );
  refl(
    [
      [-a, 0, -d],
      [-a, 0, 3],
      [-a, -1, 3],
      [-a, -1, -d],
    ],
    0.22,
  );
  refl(
    [
      [a, 0, -d],
      [a, 0, 3],
      [a, -1, 3],
      [a, -1, -d],
    ],
    0.22,
  );
  const [gx, gy] = p(a * 0.35, 0, -d * 0.55);
  const rg = ctx.createRadialGradient(gx, gy, 0, gx, gy, W * 0.35);
  rg.addColorStop(0, css([255, 252, 240], 0.45 * strength));
  rg.addColorStop(1, css([255, 252, 240], 0));
  ctx.save();
  ctx.translate(gx, gy);
  ctx.scale(1.6, 0.35);
  ctx.translate(-gx, -gy);
  ctx.fillStyle = rg;
  ctx.fillRect(gx - W, gy - H, W * 2, H * 2);
  ctx.restore();
}

/** @param {Env} env */
export function urethaneRooftop(env) {
  const { ctx, W, H, rng } = env;
  const green = [72, 122, 88];
  const a = 7;
  const d = 16;
  const { cam, floor } = rooftop(env, {
    preset: 'clear',
    halfW: a,
    depth: d,
    coatUp: 0.3,
    coatCol: green,
    drains: [
      [-5.8, -14.8],
      [5.8, -6],
    ],
    vents: [[-3, -11]],
    floor: (c, f, dims, lf) => {
      c.fillStyle = grad(
        c,
        f,
        [0.5, 0],
        [0.5, 1],
        [
          [0, mul(green, 0.78)],
          [1, mul(green, lf * 1.02)],
        ],
      );
      c.fillRect(0, 0, W, H);
      // roller lap marks
      for (let i = 0; i < 60; i++) {
        const v = rng.next();
        f.rect(c, 0, v, 1, v + 0.004 + rng.next() * 0.01);
        c.fillStyle = css(mul(green, rng.range(0.92, 1.1)), 0.35);
        c.fill();
      }
    },
  });
  ctx.save();
  floor.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  gloss(ctx, cam, floor, W, H, { a, d, sky: [200, 222, 240], wall: [230, 228, 220] });
  ctx.restore();
  return { warm: 2, sat: 1.05, contrast: 1.06 };
}

/** @param {Env} env */
export function sheetRooftop(env) {
  const { W, H, rng, noise } = env;
  const grey = [164, 168, 170];
  rooftop(env, {
    preset: 'overcast',
    eye: [1.5, 1.8, 5],
    target: [-1.5, 0.1, -8],
    sunX: 0.3,
    coatUp: 0.35,
    coatCol: grey,
    drains: [[5.7, -15]],
    vents: [
      [2.5, -9],
      [-4, -13],
    ],
    floor: (c, f, dims, lf) => {
      c.fillStyle = css(mul(grey, lf));
      c.fillRect(0, 0, W, H);
      const sw = 2.05 / dims.Lu;
      for (let u = -0.02; u < 1; u += sw) {
        const col = jitter(rng, mul(grey, lf), 0.02);
        f.rect(c, u, 0, u + sw, 1);
        c.fillStyle = grad(
          c,
          f,
          [u, 0],
          [u + sw, 0],
          [
            [0, mul(col, 1.03)],
            [0.5, col],
            [1, mul(col, 0.97)],
          ],
        );
        c.fill();
        // welded lap seam: bright lip + thin shadow
        f.rect(c, u + sw - 0.05 / dims.Lu, 0, u + sw, 1);
        c.fillStyle = css(mul(col, 1.12));
        c.fill();
        f.rect(c, u + sw, 0, u + sw + 0.012 / dims.Lu, 1);
        c.fillStyle = css([40, 40, 40], 0.45);
        c.fill();
        // cross laps every ~15 m and soft wrinkles
        for (let k = 0; k < 4; k++) {
          const v = rng.next();
          f.rect(c, u + rng.next() * sw * 0.5, v, u + sw * (0.5 + rng.next() * 0.5), v + 0.003);
          c.fillStyle = css([255, 255, 255], 0.12);
          c.fill();
        }
      }
      const v = 12 / dims.Lv;
      f.rect(c, 0, v, 1, v + 0.004);
      c.fillStyle = css([60, 60, 60], 0.35);
      c.fill();
      const tile = noiseTile(noise, 256, 0.03, { oct: 3, contrast: 0.5 });
      overlayPattern(c, tile, { W, H, alpha: 0.25, mode: 'soft-light', scale: 1.5 });
    },
  });
  return { warm: -2, sat: 0.95, contrast: 1.08 };
}

/** @param {Env} env */
export function crackRepair(env) {
  const { rng, noise } = env;
  const base = [132, 140, 132];
  rooftop(env, {
    preset: 'clear',
    eye: [0, 2.4, 4],
    target: [0.5, -0.2, -5],
    fov: 55,
    mountainH: 0.12,
    stair: false,
    neighbours: 3,
    parapetCol: [196, 192, 184],
    floor: (c, f, dims, lf) => {
      groundField(env, dims.cam.horizonY, 0, [mul(base, lf * 0.72), mul(base, lf), mul(base, lf * 1.12)], {
        scale: 3,
        fine: 0.5,
        camH: 2.4,
        f: dims.cam.f,
      });
      // crack lines routed and filled with sealant
      const seal = [44, 46, 50];
      for (let k = 0; k < 7; k++) {
        let u = rng.range(0.15, 0.85);
        let v = rng.range(0.55, 0.95);
        const pts = [[u, v]];
        const dir = rng.next() * Math.PI * 2;
        for (let s = 0; s < 40; s++) {
          const ang = dir + noise.n2(k * 3.1, s * 0.2) * 1.6;
          u += (Math.cos(ang) * 0.18) / dims.Lu;
          v += (Math.sin(ang) * 0.18) / dims.Lv;
          pts.push([u, v]);
        }
        /** @type {[width: number, col: Color, alpha: number][]} */
        const strokes = [
          [6, seal, 0.25],
          [3.2, seal, 1],
          [1, mix(seal, [255, 255, 255], 0.45), 0.6],
        ];
        for (const [wdt, col, al] of strokes) {
          c.beginPath();
          pts.forEach(([pu, pv], i) => {
            const [x, y] = f.S(pu, pv);
            if (i) c.lineTo(x, y);
            else c.moveTo(x, y);
          });
          const [, , z] = f.S(pts[20][0], pts[20][1]);
          c.lineWidth = (wdt * 16) / z;
          c.lineJoin = 'round';
          c.lineCap = 'round';
          c.strokeStyle = css(col, al);
          c.stroke();
        }
      }
    },
  });
  return { warm: 3, sat: 0.98 };
}
