import { makeCamera, light, quad } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { box } from '../lib/box.mjs';
import { plain, windowOn, panels, streaks, baseShade, eaveShadow, grad } from '../lib/materials/walls.mjs';
import { groundField, shrubs } from '../lib/ground.mjs';
import { paintTree } from '../lib/terrain.mjs';
import { css, mul, mix } from '../lib/color.mjs';
import { noiseTile, overlayPattern } from '../lib/canvas.mjs';
/** @import { Env } from '../lib/env.mjs' */
/** @import { Camera, Surface, Vec3 } from '../lib/camera.mjs' */
/** @import { Color } from '../lib/color.mjs' */
/** @import { Rng } from '../lib/rng.mjs' */

const LEAF = [
  [58, 92, 50],
  [112, 148, 76],
  [28, 48, 30],
];

/**
 * @param {Env} env
 * @param {Camera} cam
 * @param {import('../lib/backdrop.mjs').Preset} p
 */
function street(env, cam, p) {
  groundField(
    env,
    cam.horizonY,
    Math.max(0, cam.horizonY),
    [
      [70, 72, 74],
      [92, 94, 96],
      [112, 112, 110],
    ],
    { scale: 4, camH: cam.eye[1], f: cam.f, hazeCol: p.haze, fine: 0.6 },
  );
}

/**
 * Rows of windows, one per storey (sizes in metres).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {{ Lu: number, Lv: number }} d
 * @param {object} o
 * @param {number} o.lf
 * @param {Rng} o.rng
 * @param {Color} o.sky
 * @param {Color} o.frame
 * @param {number} o.storeys
 * @param {number} [o.first] first storey with windows
 * @param {Color} [o.band] a band at each floor line
 * @param {number} [o.winW]
 * @param {number} [o.gap]
 * @param {number} [o.winH]
 */
function floors(ctx, f, d, { lf, rng, sky, frame, storeys, first = 0, band, winW = 1.6, gap = 1.2, winH = 1.6 }) {
  const fh = d.Lv / storeys;
  for (let s = first; s < storeys; s++) {
    if (band) {
      f.rect(ctx, 0, (s * fh) / d.Lv, 1, (s * fh + 0.35) / d.Lv);
      ctx.fillStyle = css(mul(band, lf));
      ctx.fill();
    }
    for (let u = 0.9; u + winW < d.Lu - 0.5; u += winW + gap) {
      windowOn(ctx, f, u / d.Lu, (s * fh + 0.9) / d.Lv, (u + winW) / d.Lu, (s * fh + 0.9 + winH) / d.Lv, {
        rng,
        lf,
        frameW: 0.012,
        frame,
        sky,
        mull: 1,
      });
    }
  }
}

/** @param {Env} env */
export function stoneFacade(env) {
  const { ctx, W, H, rng } = env;
  const cam = makeCamera({ eye: [12, 1.6, 18], target: [-1, 9, 0], fov: 62, W, H });
  const { preset: p } = backdrop(env, cam.horizonY, 'clear', { mountainH: 0.1 });
  street(env, cam, p);
  const sun = [0.7, 0.5, 0.5];
  const sky = p.stops[1][1];
  box(ctx, cam, [-14, 0, -10], [8, 18.5, 0], (name, f, d) => {
    const lf = light(f.n, sun);
    const stone = name === 'front' ? [206, 192, 170] : [150, 146, 140];
    panels(ctx, f, { ...d, base: stone, lf, rng, pw: 1.2, ph: 0.6, vein: 0.25 });
    floors(ctx, f, d, { lf, rng, sky, frame: [64, 66, 70], storeys: 5, first: 1, winW: name === 'front' ? 2.4 : 1.6, gap: 1.2 });
    // storefront glazing on the ground floor
    f.rect(ctx, 0.04, 0.01, 0.96, 3 / d.Lv);
    ctx.fillStyle = grad(
      ctx,
      f,
      [0, 0],
      [1, 0.15],
      [
        [0, mix(sky, [40, 44, 50], 0.5)],
        [0.5, [30, 34, 40]],
        [1, mix(sky, [40, 44, 50], 0.3)],
      ],
    );
    ctx.fill();
    for (let k = 1; k < 8; k++) {
      f.rect(ctx, 0.04 + k * 0.115, 0.01, 0.045 + k * 0.115, 3 / d.Lv);
      ctx.fillStyle = css(mul([70, 72, 76], lf));
      ctx.fill();
    }
    f.rect(ctx, 0, 3 / d.Lv, 1, 3.5 / d.Lv);
    ctx.fillStyle = css(mul([60, 62, 66], lf));
    ctx.fill();
    f.rect(ctx, 0, 1 - 0.5 / d.Lv, 1, 1);
    ctx.fillStyle = css(mul([120, 118, 114], lf));
    ctx.fill();
  });
  for (const x of [-10, -3, 4]) {
    const [tx, ty] = cam.project([x, 0, 3]);
    paintTree(ctx, tx, ty, H * 0.34, { rng, palette: LEAF, sunX: 1 });
  }
  return { warm: 3, sat: 1.02, contrast: 1.06 };
}

/** @param {Env} env */
export function insulationFacade(env) {
  const { ctx, W, H, rng } = env;
  const cam = makeCamera({ eye: [13, 2.2, 15], target: [-1, 4.2, 0], fov: 52, W, H });
  const { preset: p } = backdrop(env, cam.horizonY, 'morning', { mountainH: 0.14, treeline: true, treelineH: 0.05 });
  groundField(
    env,
    cam.horizonY,
    cam.horizonY + H * 0.03,
    [
      [108, 104, 96],
      [136, 132, 124],
      [160, 156, 146],
    ],
    { scale: 3, camH: 2.2, f: cam.f, hazeCol: p.haze, fine: 0.5 },
  );
  const sun = [-0.35, 0.6, 0.7];
  const sky = p.stops[1][1];
  box(ctx, cam, [-13, 0, -9], [5, 10.2, 0], (name, f, d) => {
    const lf = light(f.n, sun);
    if (name === 'top') return plain(ctx, f, { base: [130, 130, 130], lf: 1 });
    plain(ctx, f, { base: [238, 234, 226], lf });
    f.rect(ctx, 0, 0, 1, 1.0 / d.Lv);
    ctx.fillStyle = css(mul([112, 108, 102], lf));
    ctx.fill();
    // warm-grey accent block on the right of the front
    if (name === 'front') {
      f.rect(ctx, 0.72, 1 / d.Lv, 1, 1);
      ctx.fillStyle = css(mul([150, 138, 124], lf));
      ctx.fill();
    }
    floors(ctx, f, d, { lf, rng, sky, frame: [70, 72, 76], storeys: 3, band: [220, 216, 208], winW: 1.5, gap: 1.3, winH: 1.5 });
    eaveShadow(ctx, f, 0.03, 0.3);
    baseShade(ctx, f, 0.04, 0.3);
    f.rect(ctx, 0, 1 - 0.25 / d.Lv, 1, 1);
    ctx.fillStyle = css(mul([96, 98, 102], lf));
    ctx.fill();
  });
  shrubs(
    env,
    Array.from({ length: 10 }, (_, i) => cam.project([-12 + i * 1.8, 0, 1.2]).slice(0, 2)),
    H * 0.05,
    LEAF,
    -1,
  );
  paintTree(ctx, W * 0.96, H * 0.9, H * 0.65, { rng, palette: LEAF, sunX: -1 });
  return { warm: 4, sat: 1.0, contrast: 1.05 };
}

/**
 * Wall half re-coated behind a steel scaffold.
 * @param {Env} env
 */
export function wallCoating(env) {
  const { ctx, W, H, rng, noise } = env;
  const cam = makeCamera({ eye: [7, 1.7, 11], target: [-3, 6, 0], fov: 60, W, H });
  const { preset: p } = backdrop(env, cam.horizonY, 'clear', { mountainH: 0.12 });
  groundField(
    env,
    cam.horizonY,
    cam.horizonY,
    [
      [96, 90, 80],
      [124, 118, 106],
      [146, 140, 128],
    ],
    { scale: 3, camH: 1.7, f: cam.f, hazeCol: p.haze, fine: 0.6 },
  );
  const sun = [0.6, 0.6, 0.5];
  const sky = p.stops[1][1];
  const fresh = [226, 214, 192];
  box(ctx, cam, [-18, 0, -8], [3, 13, 0], (name, f, d) => {
    const lf = light(f.n, sun);
    if (name === 'top') return;
    plain(ctx, f, { base: [196, 186, 166], lf });
    const tile = noiseTile(noise, 256, 0.03, { oct: 4, contrast: 1.4 });
    overlayPattern(ctx, tile, { W, H, alpha: 0.4, mode: 'soft-light', scale: 1.5 });
    streaks(ctx, f, rng, { n: 90, alpha: 0.5, col: [60, 52, 40] });
    // fresh coat over the left part (front) — with a roller edge
    if (name === 'front') {
      const edge = 0.58;
      f.path(
        ctx,
        [
          [0, 0],
          [edge + 0.02, 0],
          [edge, 0.4],
          [edge + 0.03, 0.7],
          [edge + 0.01, 1],
          [0, 1],
        ],
        16,
      );
      ctx.fillStyle = css(mul(fresh, lf * 1.02));
      ctx.fill();
      f.rect(ctx, 0, 0, 1, 0.8 / d.Lv);
      ctx.fillStyle = css(mul([120, 118, 112], lf));
      ctx.fill();
    }
    floors(ctx, f, d, { lf, rng, sky, frame: [230, 230, 226], storeys: 4, winW: 1.5, gap: 1.6, winH: 1.4 });
    eaveShadow(ctx, f, 0.02, 0.3);
  });
  scaffold(ctx, cam, { x0: -17, x1: 2.5, z: 1.1, top: 13.5, bay: 1.8, lift: 1.8 });
  return { warm: 3, sat: 1.02, contrast: 1.07 };
}

/**
 * Steel scaffold in front of a wall at z, from x0 to x1 (metres).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Camera} cam
 * @param {{ x0: number, x1: number, z: number, top: number, bay: number, lift: number }} o bay: width, lift: height of one level
 */
function scaffold(ctx, cam, { x0, x1, z, top, bay, lift }) {
  /** @type {(a: Vec3, b: Vec3, w: number, col: string) => void} */
  const pipe = (a, b, w, col) => {
    const A = cam.project(a);
    const B = cam.project(b);
    ctx.strokeStyle = col;
    ctx.lineWidth = Math.max(0.8, (w * cam.f) / ((A[2] + B[2]) / 2));
    ctx.beginPath();
    ctx.moveTo(A[0], A[1]);
    ctx.lineTo(B[0], B[1]);
    ctx.stroke();
  };
  const steel = css([150, 154, 158]);
  const dark = css([70, 74, 78]);
  for (let y = lift; y <= top; y += lift) {
    // planks (yellowish steel decks) back/front rows
    const pl = quad(cam, [x0, y, z - 0.6], [x1 - x0, 0, 0], [0, 0, 0.6]);
    pl.rect(ctx, 0, 0, 1, 1);
    ctx.fillStyle = css([182, 160, 96]);
    ctx.fill();
    const pf = quad(cam, [x0, y - 0.06, z], [x1 - x0, 0, 0], [0, 0.06, 0]);
    pf.rect(ctx, 0, 0, 1, 1);
    ctx.fillStyle = css([120, 104, 60]);
    ctx.fill();
  }
  for (let x = x0; x <= x1 + 0.01; x += bay) {
    pipe([x, 0, z - 0.6], [x, top, z - 0.6], 0.05, dark);
  }
  for (let x = x0; x <= x1 + 0.01; x += bay) {
    pipe([x, 0, z], [x, top, z], 0.05, steel);
    for (let y = lift; y <= top; y += lift) pipe([x, y, z], [x, y, z - 0.6], 0.04, dark);
  }
  for (let y = lift; y <= top; y += lift) {
    pipe([x0, y, z], [x1, y, z], 0.045, steel);
    pipe([x0, y + 0.9, z], [x1, y + 0.9, z], 0.035, steel);
  }
  for (let x = x0; x + bay * 3 <= x1; x += bay * 4) pipe([x, 0, z + 0.05], [x + bay * 3, top, z + 0.05], 0.04, steel);
  // green safety mesh on the right bays
  const mesh = quad(cam, [x1 - bay * 3, 0, z + 0.1], [bay * 3, 0, 0], [0, top, 0]);
  mesh.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([52, 118, 76], 0.55);
  ctx.fill();
}

/**
 * Close-up: aluminium panel joints with new sealant beads and masking tape being removed.
 * @param {Env} env
 */
export function sealant(env) {
  const { ctx, W, H, rng, noise } = env;
  const cam = makeCamera({ eye: [2.4, 1.4, 2.6], target: [-0.2, 1.6, 0], fov: 55, W, H });
  const wall = quad(cam, [-18, -3, 0], [24, 0, 0], [0, 10, 0]);
  const Lu = 24;
  const Lv = 10;
  wall.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([40, 40, 42]);
  ctx.fill();
  const pw = 1.2;
  const ph = 0.9;
  const j = 0.02;
  for (let x = -18; x < 6; x += pw) {
    for (let y = -3; y < 7; y += ph) {
      const u0 = (x + 18 + j / 2) / Lu;
      const u1 = (x + 18 + pw - j / 2) / Lu;
      const v0 = (y + 3 + j / 2) / Lv;
      const v1 = (y + 3 + ph - j / 2) / Lv;
      wall.rect(ctx, u0, v0, u1, v1);
      const k = 1 + rng.gauss() * 0.02;
      ctx.fillStyle = grad(
        ctx,
        wall,
        [u0, v1],
        [u1, v0],
        [
          [0, mul([196, 200, 204], k)],
          [0.45, mul([160, 166, 172], k)],
          [0.7, mul([178, 184, 190], k)],
          [1, mul([214, 218, 222], k)],
        ],
      );
      ctx.fill();
    }
  }
  // window opening
  windowOn(ctx, wall, (18 - 0.6 + j) / Lu, (3 + 0.6) / Lv, (18 + 1.8 - j) / Lu, (3 + 0.6 + 1.8 - j) / Lv, {
    rng,
    frameW: 0.008,
    frame: [70, 72, 76],
    sky: [170, 196, 222],
    inside: [30, 34, 40],
    mull: 1,
  });
  // sealant beads in all joints
  /** @type {(u0: number, v0: number, u1: number, v1: number) => void} */
  const bead = (u0, v0, u1, v1) => {
    wall.rect(ctx, u0, v0, u1, v1);
    ctx.fillStyle = css([74, 76, 80]);
    ctx.fill();
    const hor = v1 - v0 < u1 - u0;
    const mid = hor ? [(v0 + v1) / 2, (v0 + v1) / 2 + (v1 - v0) * 0.2] : [(u0 + u1) / 2, (u0 + u1) / 2 + (u1 - u0) * 0.2];
    if (hor) wall.rect(ctx, u0, mid[0], u1, mid[1]);
    else wall.rect(ctx, mid[0], v0, mid[1], v1);
    ctx.fillStyle = css([160, 164, 170], 0.7);
    ctx.fill();
  };
  const bw = 0.016;
  for (let x = -18 + pw; x < 6; x += pw) bead((x + 18 - bw / 2) / Lu, 0, (x + 18 + bw / 2) / Lu, 1);
  for (let y = -3 + ph; y < 7; y += ph) bead(0, (y + 3 - bw / 2) / Lv, 1, (y + 3 + bw / 2) / Lv);
  // blue masking tape strips along one fresh vertical joint, half peeled
  const xj = (pw * 14) / Lu;
  for (const s of [-1, 1]) {
    wall.rect(ctx, xj + s * (bw / 2 / Lu) + (s < 0 ? -0.024 / Lu : 0), 0.45, xj + s * (bw / 2 / Lu) + (s > 0 ? 0.024 / Lu : 0), 0.62);
    ctx.fillStyle = css([70, 130, 200], 0.9);
    ctx.fill();
  }
  const tile = noiseTile(noise, 256, 0.5, { oct: 2, contrast: 0.6 });
  overlayPattern(ctx, tile, { W, H, alpha: 0.12, mode: 'overlay' });
  // soft sun falloff across the wall
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, css([255, 244, 220], 0.18));
  g.addColorStop(1, css([0, 0, 20], 0.2));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  return { warm: 2, sat: 1.0, contrast: 1.1, vignette: 0.35 };
}
