import { makeCamera, quad, light } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { groundField } from '../lib/ground.mjs';
import { paintTree } from '../lib/terrain.mjs';
import { css, mul } from '../lib/color.mjs';
import { noiseTile, overlayPattern } from '../lib/canvas.mjs';
import { grad } from '../lib/materials/walls.mjs';
/** @import { Env } from '../lib/env.mjs' */
/** @import { Camera, Vec3 } from '../lib/camera.mjs' */
/** @import { Rng } from '../lib/rng.mjs' */

const LEAF = [
  [50, 84, 46],
  [98, 134, 68],
  [24, 42, 26],
];

/**
 * Road cut with shotcrete face, grid of soil-nail heads, forest on top.
 * @param {Env} env
 */
export function slope(env) {
  const { ctx, W, H, rng, noise } = env;
  const cam = makeCamera({ eye: [-1.5, 1.7, 6], target: [6, 4.5, -14], fov: 62, W, H });
  const { preset: p } = backdrop(env, cam.horizonY, 'clear', { mountainH: 0.18 });
  groundField(
    env,
    cam.horizonY,
    cam.horizonY,
    [
      [62, 64, 66],
      [80, 82, 84],
      [98, 98, 98],
    ],
    { scale: 4, camH: 1.7, f: cam.f, hazeCol: p.haze, fine: 0.6 },
  );
  const sun = [-0.5, 0.7, 0.4];
  // lane markings
  for (let z = -2; z > -120; z -= 8) {
    const a = cam.project([-3, 0, z]);
    const b = cam.project([-3, 0, z - 4]);
    ctx.strokeStyle = css([236, 236, 226], 0.85);
    ctx.lineWidth = Math.max(0.6, (0.15 * cam.f) / a[2]);
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  }
  const L = 160;
  const face = quad(cam, [4.2, 0.3, 8], [0, 0, -L], [6, 12, 0]);
  const lf = light(face.n, sun, 0.55);
  // forest above the cut
  for (let i = 0; i < 90; i++) {
    const z = 8 - Math.pow(rng.next(), 0.7) * L;
    const [x, y, d] = cam.project([10.2 + rng.range(0, 3), 12.3, z]);
    paintTree(ctx, x, y + 4, Math.min(H * 0.5, (rng.range(7, 12) * cam.f) / d), {
      rng,
      palette: LEAF,
      sunX: -1,
      kind: rng.chance(0.4) ? 'pine' : 'broad',
    });
  }
  ctx.save();
  face.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  ctx.fillStyle = grad(
    ctx,
    face,
    [0.5, 0],
    [0.5, 1],
    [
      [0, mul([170, 168, 160], lf)],
      [1, mul([150, 148, 140], lf)],
    ],
  );
  ctx.fillRect(0, 0, W, H);
  const tile = noiseTile(noise, 256, 0.03, { oct: 5, contrast: 1.3 });
  overlayPattern(ctx, tile, { W, H, alpha: 0.45, mode: 'soft-light', scale: 1.2 });
  const Lv = Math.hypot(6, 12);
  for (let u = 0.5 / L; u < 1; u += 1.6 / L) {
    for (let v = 1.4 / Lv; v < 0.95; v += 1.6 / Lv) {
      const [x, y, d] = face.S(u, v);
      const s = (0.22 * cam.f) / d;
      if (s < 0.7) continue;
      ctx.fillStyle = css([0, 0, 0], 0.3);
      ctx.fillRect(x - s * 0.4, y - s * 0.35, s * 1.0, s * 0.9);
      ctx.fillStyle = css(mul([92, 94, 98], lf));
      ctx.fillRect(x - s * 0.5, y - s * 0.45, s, s * 0.85);
      ctx.fillStyle = css(mul([150, 150, 150], lf));
      ctx.beginPath();
      ctx.arc(x, y, s * 0.15, 0, Math.PI * 2);
      ctx.fill();
      // faint rust streak
      ctx.fillStyle = css([120, 80, 50], 0.18);
      ctx.fillRect(x - s * 0.06, y + s * 0.4, s * 0.12, s * 1.4);
    }
  }
  // weep holes
  for (let u = 1.3 / L; u < 1; u += 3.2 / L) {
    const [x, y, d] = face.S(u, 0.9 / Lv);
    const r = (0.05 * cam.f) / d;
    ctx.fillStyle = css([30, 30, 30]);
    ctx.beginPath();
    ctx.arc(x, y, Math.max(0.6, r), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  // concrete toe gutter + kerb
  const toe = quad(cam, [3.4, 0, 8], [0, 0, -L], [0.8, 0.3, 0]);
  toe.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(mul([186, 182, 172], light(toe.n, sun)));
  ctx.fill();
  const kerb = quad(cam, [3.4, 0, 8], [0, 0, -L], [0, 0.25, 0]);
  kerb.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([150, 146, 138]);
  ctx.fill();
  return { warm: 2, sat: 1.02, contrast: 1.08 };
}

/**
 * PHC piles standing in an excavated pit, with H-pile and lagging retaining wall behind.
 * @param {Env} env
 */
export function piles(env) {
  const { ctx, W, H, rng, noise } = env;
  const cam = makeCamera({ eye: [1.5, 3.2, 9], target: [-1, -2.2, -5], fov: 56, W, H });
  const { preset: p } = backdrop(env, cam.horizonY, 'morning', { mountainH: 0.16, treeline: true, treelineH: 0.04 });
  const sun = [-0.6, 0.7, 0.3];
  // original ground level behind the pit
  groundField(
    env,
    cam.horizonY,
    cam.horizonY,
    [
      [120, 112, 92],
      [138, 128, 104],
      [156, 146, 120],
    ],
    { scale: 2, camH: 10, f: cam.f, hazeCol: p.haze },
  );
  // pit floor 4 m down
  const floorY = -4;
  const fl = quad(cam, [-30, floorY, 20], [60, 0, 0], [0, 0, -40]);
  ctx.save();
  fl.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  ctx.fillStyle = css([132, 108, 80]);
  ctx.fillRect(0, 0, W, H);
  const tile = noiseTile(noise, 256, 0.02, { oct: 5, contrast: 1.5 });
  overlayPattern(ctx, tile, { W, H, alpha: 0.55, mode: 'soft-light', scale: 2 });
  const fine = noiseTile(noise, 128, 0.5, { oct: 2, contrast: 1.2 });
  overlayPattern(ctx, fine, { W, H, alpha: 0.3, mode: 'overlay' });
  // tyre tracks
  for (const x of [-4, -2.2, 5, 6.8]) {
    const a = cam.project([x, floorY, 18]);
    const b = cam.project([x + 2, floorY, -19]);
    ctx.strokeStyle = css([90, 72, 54], 0.35);
    ctx.lineWidth = 30;
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  }
  ctx.restore();
  // retaining wall at the back of the pit: H-piles + timber lagging
  const wall = quad(cam, [-30, floorY, -20], [60, 0, 0], [0, -floorY, 0]);
  ctx.save();
  wall.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  const lw = light([0, 0, 1], sun);
  for (let k = 0; k < 20; k++) {
    wall.rect(ctx, 0, k / 20, 1, (k + 1) / 20);
    ctx.fillStyle = css(mul([120, 92, 64], lw * rng.range(0.8, 1.1)));
    ctx.fill();
  }
  for (let x = 0; x < 60; x += 1.8) {
    wall.rect(ctx, x / 60, 0, (x + 0.3) / 60, 1);
    ctx.fillStyle = css(mul([60, 62, 66], lw));
    ctx.fill();
  }
  wall.rect(ctx, 0, 0.62, 1, 0.7);
  ctx.fillStyle = css(mul([70, 72, 78], lw));
  ctx.fill();
  ctx.restore();
  // piles back to front
  const list = [];
  for (let x = -10; x <= 10; x += 2.6) for (let z = -15; z <= 6; z += 2.6) list.push([x + rng.gauss() * 0.1, z + rng.gauss() * 0.1]);
  list.sort((a, b) => a[1] - b[1]);
  for (const [x, z] of list) pile(ctx, cam, x, z, floorY, rng.range(0.4, 1.3), rng, sun, rng.chance(0.35));
  return { warm: 5, sat: 1.04, contrast: 1.07 };
}

/**
 * A concrete pile standing at (x, z) from y0, h metres high.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Camera} cam
 * @param {number} x
 * @param {number} z
 * @param {number} y0
 * @param {number} h
 * @param {Rng} rng
 * @param {Vec3} sun
 * @param {boolean} rebar with rebar sticking out of the top
 */
function pile(ctx, cam, x, z, y0, h, rng, sun, rebar) {
  const r = 0.25;
  const [ax] = cam.project([x - r, y0 + h, z]);
  const [bx, ty, d] = cam.project([x + r, y0 + h, z]);
  const [, by] = cam.project([x, y0, z]);
  const w = bx - ax;
  const ey = w * 0.28;
  ctx.fillStyle = css([60, 48, 36], 0.4);
  ctx.beginPath();
  ctx.ellipse(ax + w * 0.2 - w * 0.8 * sun[0], by, w * 1.1, ey * 1.2, 0, 0, Math.PI * 2);
  ctx.fill();
  const g = ctx.createLinearGradient(ax, 0, bx, 0);
  g.addColorStop(0, css([204, 202, 196]));
  g.addColorStop(0.35, css([176, 174, 168]));
  g.addColorStop(1, css([104, 102, 98]));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.moveTo(ax, ty);
  ctx.lineTo(ax, by);
  ctx.ellipse((ax + bx) / 2, by, w / 2, ey, 0, Math.PI, 0, true);
  ctx.lineTo(bx, ty);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = css([186, 184, 178]);
  ctx.beginPath();
  ctx.ellipse((ax + bx) / 2, ty, w / 2, ey, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css([50, 46, 42]);
  ctx.beginPath();
  ctx.ellipse((ax + bx) / 2, ty, w * 0.3, ey * 0.6, 0, 0, Math.PI * 2);
  ctx.fill();
  if (rebar) {
    ctx.strokeStyle = css([110, 70, 44]);
    ctx.lineWidth = Math.max(0.8, (0.025 * cam.f) / d);
    for (let k = 0; k < 8; k++) {
      const t = (k / 8) * Math.PI * 2;
      const px = (ax + bx) / 2 + Math.cos(t) * w * 0.3;
      const py = ty + Math.sin(t) * ey * 0.6;
      ctx.beginPath();
      ctx.moveTo(px, py);
      ctx.lineTo(px + rng.gauss() * 1.5, py - w * 1.6);
      ctx.stroke();
    }
  }
}
