import { makeCamera, quad, light } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { shingles } from '../lib/materials/roofing.mjs';
import { brick, grad } from '../lib/materials/walls.mjs';
import { css, mul } from '../lib/color.mjs';
import { noiseTile, overlayPattern } from '../lib/canvas.mjs';
import { paintTree } from '../lib/terrain.mjs';
/** @import { Env } from '../lib/env.mjs' */
/** @import { Surface, Vec3 } from '../lib/camera.mjs' */

/**
 * Looking down a weathered shingle roof with a freshly re-shingled patch and a sealed vent boot.
 * @param {Env} env
 */
export function leakRepair(env) {
  const { ctx, W, H, rng, noise } = env;
  const cam = makeCamera({ eye: [1.5, 7.2, 7.5], target: [-0.5, 4.6, -1], fov: 55, W, H });
  backdrop(env, cam.horizonY, 'clear', { mountainH: 0.2, treeline: true, treelineH: 0.05 });
  const sun = [0.5, 0.8, 0.3];
  const slope = 0.55;
  const roof = quad(cam, [-8, 3, 5], [16, 0, 0], [0, 5 * slope + 0.5, -5.2]);
  const Lu = 16;
  const Lv = Math.hypot(5.2, 5 * slope + 0.5);
  const lf = light(roof.n, sun, 0.5);
  ctx.save();
  roof.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  shingles(ctx, roof, { Lu, Lv, base: [112, 104, 96], lf, rng });
  const stain = noiseTile(noise, 256, 0.015, { oct: 5, contrast: 1.6 });
  overlayPattern(ctx, stain, { W, H, alpha: 0.4, mode: 'soft-light', scale: 2 });
  // the repaired patch: new darker shingles in a rectangle
  const pu0 = 0.36;
  const pu1 = 0.6;
  const pv0 = 0.3;
  const pv1 = 0.66;
  ctx.save();
  roof.rect(ctx, pu0, pv0, pu1, pv1);
  ctx.clip();
  shingles(ctx, roof, { Lu, Lv, base: [62, 60, 62], lf, rng });
  ctx.restore();
  const tile = noiseTile(noise, 128, 0.9, { oct: 2, contrast: 1.4 });
  overlayPattern(ctx, tile, { W, H, alpha: 0.3, mode: 'overlay' });
  ctx.restore();
  // vent pipe boot with fresh black sealant ring
  const [vx, vy, vd] = roof.S(0.48, 0.78);
  const s = (0.12 * cam.f) / vd;
  ctx.fillStyle = css([28, 28, 30]);
  ctx.beginPath();
  ctx.ellipse(vx, vy, s * 2.3, s * 1.1, 0, 0, Math.PI * 2);
  ctx.fill();
  const g = ctx.createLinearGradient(vx - s, 0, vx + s, 0);
  g.addColorStop(0, css([140, 140, 140]));
  g.addColorStop(0.6, css([226, 226, 222]));
  g.addColorStop(1, css([120, 120, 120]));
  ctx.fillStyle = g;
  ctx.fillRect(vx - s, vy - s * 5, s * 2, s * 5);
  ctx.fillStyle = css([40, 40, 40]);
  ctx.beginPath();
  ctx.ellipse(vx, vy - s * 5, s, s * 0.45, 0, 0, Math.PI * 2);
  ctx.fill();
  // ridge cap along the top edge
  const ridge = quad(cam, [-8, 3 + 5 * slope + 0.5, -0.2], [16, 0, 0], [0, 0.12, -0.35]);
  ridge.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(mul([96, 90, 84], 1.1));
  ctx.fill();
  // a roofer's tool bucket for scale
  const [bx, by, bd] = roof.S(0.7, 0.4);
  const bs = (0.18 * cam.f) / bd;
  ctx.fillStyle = css([0, 0, 0], 0.3);
  ctx.beginPath();
  ctx.ellipse(bx + bs * 0.4, by + bs * 0.2, bs * 1.2, bs * 0.5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css([214, 120, 30]);
  ctx.fillRect(bx - bs, by - bs * 2, bs * 2, bs * 2);
  ctx.fillStyle = css([240, 150, 50]);
  ctx.beginPath();
  ctx.ellipse(bx, by - bs * 2, bs, bs * 0.35, 0, 0, Math.PI * 2);
  ctx.fill();
  return { warm: 4, sat: 1.0, contrast: 1.08 };
}

/**
 * From the ground up at a brick-house eave corner: new box gutter, brackets and downpipe.
 * @param {Env} env
 */
export function gutter(env) {
  const { ctx, W, H, rng } = env;
  const cam = makeCamera({ eye: [2.6, 1.5, 3.6], target: [-0.6, 3.6, 0], fov: 60, W, H });
  backdrop(env, cam.horizonY, 'clear', { mountainH: 0.12, clouds: { cover: 0.5 } });
  const sun = [0.6, 0.6, 0.5];
  const eaveH = 4.6;
  const over = 0.55;
  paintTree(ctx, W * 0.93, H * 0.75, H * 0.5, {
    rng,
    palette: [
      [60, 96, 52],
      [114, 150, 80],
      [30, 52, 32],
    ],
    sunX: -1,
  });
  const front = quad(cam, [-10, 0, 0], [10, 0, 0], [0, eaveH, 0]);
  const side = quad(cam, [0, 0, 0], [0, 0, -10], [0, eaveH, 0]);
  /** @type {[Surface, Vec3][]} */
  const walls = [
    [side, [1, 0, 0]],
    [front, [0, 0, 1]],
  ];
  for (const [f, n] of walls) {
    ctx.save();
    f.rect(ctx, 0, 0, 1, 1);
    ctx.clip();
    brick(ctx, f, { Lu: 10, Lv: eaveH, base: [150, 84, 62], lf: light(n, sun), rng });
    f.rect(ctx, 0, 1 - 0.6 / eaveH, 1, 1);
    ctx.fillStyle = grad(
      ctx,
      f,
      [0.5, 1 - 0.6 / eaveH],
      [0.5, 1],
      [
        [0, [0, 0, 0], 0],
        [1, [0, 0, 0], 0.55],
      ],
    );
    ctx.fill();
    ctx.restore();
  }
  // soffits
  const soff = quad(cam, [-10, eaveH, 0], [10 + over, 0, 0], [0, 0, over]);
  soff.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([160, 158, 152]);
  ctx.fill();
  const soff2 = quad(cam, [0, eaveH, over], [over, 0, 0], [0, 0, -10 - over]);
  soff2.rect(ctx, 0, 0, 1, 1);
  ctx.fill();
  // roof edge (shingles drip edge) above
  const roofEdge = quad(cam, [-10, eaveH + 0.32, over + 0.05], [10 + over + 0.05, 0, 0], [0, 1.4, -2.4]);
  roofEdge.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([62, 58, 56]);
  ctx.fill();
  const rake = quad(cam, [over + 0.05, eaveH + 0.32, over + 0.05], [0, 0, -10.6], [0, -0.3, 0]);
  rake.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([230, 230, 228]);
  ctx.fill();
  // fascia
  const fascia = quad(cam, [-10, eaveH, over], [10 + over, 0, 0], [0, 0.32, 0]);
  fascia.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([236, 236, 232]);
  ctx.fill();
  // K-style gutter: front face with a crisp highlight, bottom face in shade
  const gz = over + 0.14;
  const gFront = quad(cam, [-10, eaveH - 0.04, gz], [10 + over + 0.1, 0, 0], [0, 0.16, 0]);
  gFront.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = grad(
    ctx,
    gFront,
    [0.5, 0],
    [0.5, 1],
    [
      [0, [170, 174, 178]],
      [0.45, [244, 246, 248]],
      [0.55, [214, 218, 222]],
      [1, [236, 238, 240]],
    ],
  );
  ctx.fill();
  const gBot = quad(cam, [-10, eaveH - 0.04, over], [10 + over + 0.1, 0, 0], [0, 0, 0.14]);
  gBot.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([132, 136, 140]);
  ctx.fill();
  const gEnd = quad(cam, [over + 0.1, eaveH - 0.04, gz], [0, 0, -0.14], [0, 0.16, 0]);
  gEnd.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([206, 210, 214]);
  ctx.fill();
  // hangers
  for (let x = -9.4; x < 0.4; x += 0.6) {
    const hb = quad(cam, [x, eaveH + 0.12, over], [0.025, 0, 0], [0, 0, 0.14]);
    hb.rect(ctx, 0, 0, 1, 1);
    ctx.fillStyle = css([200, 204, 208]);
    ctx.fill();
  }
  // downpipe at the corner with elbow and wall straps
  const px = -0.22;
  const pz = 0.12;
  const r = 0.05;
  /** @type {(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number) => void} */
  const pipe = (x0, y0, z0, x1, y1, z1) => {
    const a = cam.project([x0, y0, z0]);
    const b = cam.project([x1, y1, z1]);
    const wdt = (2 * r * cam.f) / ((a[2] + b[2]) / 2);
    const g = ctx.createLinearGradient(a[0] - wdt / 2, 0, a[0] + wdt / 2, 0);
    g.addColorStop(0, css([150, 154, 158]));
    g.addColorStop(0.6, css([246, 248, 250]));
    g.addColorStop(1, css([160, 164, 168]));
    ctx.strokeStyle = g;
    ctx.lineWidth = wdt;
    ctx.lineCap = 'butt';
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  };
  pipe(px, eaveH - 0.04, gz - 0.07, px, eaveH - 0.3, gz - 0.07);
  pipe(px, eaveH - 0.3, gz - 0.07, px, eaveH - 0.55, pz);
  pipe(px, eaveH - 0.55, pz, px, -0.2, pz);
  for (let y = 0.8; y < eaveH - 0.6; y += 1.2) {
    const s = quad(cam, [px - 0.07, y, pz + 0.055], [0.14, 0, 0], [0, 0.04, 0]);
    s.rect(ctx, 0, 0, 1, 1);
    ctx.fillStyle = css([150, 152, 156]);
    ctx.fill();
  }
  return { warm: 3, sat: 1.03, contrast: 1.08 };
}
