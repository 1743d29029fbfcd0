import { makeCamera, quad, light } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { gableHouse } from '../lib/house.mjs';
import { standingSeam } from '../lib/materials/roofing.mjs';
import { plain, windowOn, ribbed } from '../lib/materials/walls.mjs';
import { lawn, shrubs, groundField } from '../lib/ground.mjs';
import { paintTree } from '../lib/terrain.mjs';
import { css, mul, mix } from '../lib/color.mjs';
/** @import { Env } from '../lib/env.mjs' */
/** @import { Camera, Surface, Vec3 } from '../lib/camera.mjs' */
/** @import { Color } from '../lib/color.mjs' */
/** @import { Rng } from '../lib/rng.mjs' */

const LEAF = [
  [56, 90, 48],
  [110, 146, 74],
  [26, 46, 28],
];

/**
 * Modern two-storey house: white render, timber accent, dark zinc standing-seam roof.
 * @param {Env} env
 * @param {object} o
 * @param {import('../lib/backdrop.mjs').PresetName} [o.preset] 'dusk' gives the night version
 * @param {Vec3} o.eye
 * @param {Vec3} o.target
 * @param {number} [o.fov]
 * @param {Color} [o.roofCol]
 * @param {boolean} [o.lit] lights on inside
 * @param {number} [o.dormers]
 * @param {number} [o.mountainH]
 */
export function modernHouse(
  env,
  { preset = 'golden', eye, target, fov = 46, roofCol = [58, 62, 68], lit = false, dormers = 0, mountainH = 0.13 },
) {
  const { ctx, W, H, rng } = env;
  const cam = makeCamera({ eye, target, fov, W, H });
  const { preset: p } = backdrop(env, cam.horizonY, preset, { treeline: true, mountainH, treelineH: 0.05 });
  const night = preset === 'dusk';
  const groundCols = night
    ? [
        [22, 28, 24],
        [34, 42, 34],
        [48, 56, 44],
      ]
    : [
        [58, 86, 40],
        [92, 120, 58],
        [132, 148, 84],
      ];
  lawn(env, cam.horizonY, cam.horizonY + H * 0.035, { cols: groundCols, haze: p.haze });
  const sun = night ? [0.8, 0.25, -0.2] : [0.7, 0.55, 0.35];
  const leaf = night ? LEAF.map((c) => mul(c, 0.35)) : LEAF;
  paintTree(ctx, W * 0.08, cam.horizonY + H * 0.16, H * 0.38, { rng, palette: leaf, sunX: 1 });
  const sky = p.stops[1][1];
  const interior = lit ? [255, 196, 120] : [38, 42, 48];
  const { roof } = gableHouse(ctx, cam, {
    x0: -6.5,
    x1: 6.5,
    z0: -4.2,
    z1: 4.2,
    h: 6,
    rise: 3.6,
    over: 0.35,
    sun,
    trim: mul(roofCol, 1.1),
    soffit: [200, 190, 170],
    gutter: mul(roofCol, 1.15),
    rakeCol: mul(roofCol, 1.2),
    ridgeCol: roofCol,
    wall: (c, f, d, lf) => {
      plain(c, f, { base: night ? [104, 104, 112] : [236, 234, 228], lf });
      // timber cladding on the lower-left bay of the front
      if (d.face === 'front') {
        for (let i = 0; i < 40; i++) {
          f.rect(c, i * 0.006, 0, i * 0.006 + 0.0055, 0.45);
          c.fillStyle = css(mul([150, 104, 66], lf * rng.range(0.85, 1.1) * (night ? 0.5 : 1)));
          c.fill();
        }
      }
    },
    frontDeco: (c, f, lf) => {
      /** @type {(u0: number, v0: number, w: number, h: number, m?: number) => void} */
      const win = (u0, v0, w, h, m = 1) =>
        windowOn(c, f, u0 / 13, v0 / 6, (u0 + w) / 13, (v0 + h) / 6, {
          rng,
          lf,
          mull: m,
          frameW: 0.008,
          frame: [52, 54, 58],
          sky,
          inside: interior,
        });
      win(0.6, 3.4, 2.2, 1.7, 1);
      win(4.6, 3.4, 1.2, 1.7, 0);
      win(8.8, 3.4, 3, 1.7, 2);
      win(4.2, 0.5, 4.8, 2.3, 3);
      win(10.2, 0.5, 1.8, 2.3, 0);
    },
    sideDeco: (c, f, lf) => {
      windowOn(c, f, 0.3, 3.5 / 9.6, 0.7, 5 / 9.6, { rng, lf, frameW: 0.01, frame: [52, 54, 58], sky, inside: interior });
      windowOn(c, f, 0.15, 0.5 / 9.6, 0.55, 2.6 / 9.6, { rng, lf, mull: 1, frameW: 0.01, frame: [52, 54, 58], sky, inside: interior });
    },
    roof: (c, f, d, lf) =>
      standingSeam(c, f, { ...d, base: roofCol, lf, rng, reflect: [mix(sky, [255, 255, 255], 0.3), mul(roofCol, 0.6)], ribSide: 1 }),
  });
  for (let i = 0; i < dormers; i++)
    dormer(ctx, cam, roof, {
      uc: 0.27 + (i * 0.46) / Math.max(1, dormers - 1),
      vd: 0.3,
      wd: 1.9,
      hd: 1.5,
      rd: 0.9,
      Lu: 13.7,
      col: roofCol,
      sun,
      rng,
      sky,
      interior,
    });
  shrubs(
    env,
    Array.from({ length: 8 }, (_, i) => cam.project([-6 + i * 1.6, 0, 4.9]).slice(0, 2)),
    H * 0.05,
    leaf,
  );
  paintTree(ctx, W * 0.95, H * 1.05, H * 0.8, { rng, palette: leaf, sunX: -1 });
  return { cam };
}

/**
 * A gabled dormer standing on the roof surface f (v=0 eave).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Camera} cam
 * @param {Surface} f
 * @param {object} o
 * @param {number} o.uc centre along the roof, in u
 * @param {number} o.vd foot of the dormer, in v
 * @param {number} o.wd width (m)
 * @param {number} o.hd wall height (m)
 * @param {number} o.rd roof rise (m)
 * @param {number} o.Lu the roof's length (m)
 * @param {Color} o.col
 * @param {Vec3} o.sun
 * @param {Rng} o.rng
 * @param {Color} o.sky
 * @param {Color} o.interior
 */
function dormer(ctx, cam, f, o) {
  const { uc, vd, wd, hd, rd, Lu, col, sun, rng, sky, interior } = o;
  const P = f.P;
  const y0 = P(0, 0)[1];
  const y1 = P(0, 1)[1];
  const vFor = (/** @type {number} */ Y) => (Y - y0) / (y1 - y0);
  const du = wd / 2 / Lu;
  const A = P(uc - du, vd);
  const B = P(uc + du, vd);
  const M = P(uc, vd);
  /** @type {(p: Vec3, k: number) => Vec3} */
  const up = (p, k) => [p[0], p[1] + k, p[2]];
  /** @type {(pts: Vec3[], fill: string) => void} */
  const poly = (pts, fill) => {
    ctx.beginPath();
    pts.forEach((p, i) => {
      const [x, y] = cam.project(p);
      if (i) ctx.lineTo(x, y);
      else ctx.moveTo(x, y);
    });
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
  };
  const lS = light([1, 0, 0], sun);
  const lF = light([0, 0, 1], sun);
  // side cheek (visible +x side)
  poly([B, up(B, hd), P(uc + du, vFor(B[1] + hd))], css(mul(col, lS * 1.05)));
  // front wall + gable
  const front = quad(cam, A, [B[0] - A[0], 0, 0], [0, hd + rd, 0]);
  ctx.save();
  front.path(ctx, [
    [0, 0],
    [1, 0],
    [1, hd / (hd + rd)],
    [0.5, 1],
    [0, hd / (hd + rd)],
  ]);
  ctx.clip();
  plain(ctx, front, { base: mul(col, 1.25), lf: lF });
  windowOn(ctx, front, 0.18, 0.12, 0.82, 0.6, { rng, lf: lF, frameW: 0.03, frame: [50, 52, 56], sky, inside: interior });
  ctx.restore();
  // roof planes back into the main roof
  const E1 = up(A, hd);
  const E2 = up(B, hd);
  const R = up(M, hd + rd);
  const Rb = P(uc, vFor(R[1]));
  const E1b = P(uc - du, vFor(E1[1]));
  const E2b = P(uc + du, vFor(E2[1]));
  const ov = 0.15;
  poly(
    [[E1[0] - ov, E1[1] - 0.1, E1[2] + 0.1], [R[0], R[1] + 0.05, R[2] + 0.1], Rb, E1b],
    css(mul(col, light([-0.6, 0.8, 0], sun) * 1.05)),
  );
  const right = quad(
    cam,
    [E2[0] + ov, E2[1] - 0.1, E2[2] + 0.1],
    [R[0] - E2[0] - ov, R[1] - E2[1] + 0.15, 0],
    [0, 0, E2b[2] - E2[2] - 0.1],
  );
  ctx.save();
  right.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  standingSeam(ctx, right, { Lu: 1.2, Lv: 2, base: col, lf: light([0.6, 0.8, 0], sun), rng, pitch: 0.4, reflect: [sky, mul(col, 0.6)] });
  ctx.restore();
}

/** @param {Env} env */
export function zincHouse(env) {
  modernHouse(env, { preset: 'golden', eye: [14, 7.5, 13], target: [0, 3.6, 0], fov: 44 });
  return { warm: 6, sat: 1.02, contrast: 1.08 };
}

/** @param {Env} env */
export function dormerHouse(env) {
  modernHouse(env, {
    preset: 'morning',
    eye: [9, 8.5, 17],
    target: [0, 4.2, 0],
    fov: 44,
    roofCol: [92, 100, 108],
    dormers: 3,
    mountainH: 0.15,
  });
  return { warm: 2, sat: 1.0, contrast: 1.05 };
}

/**
 * Warehouse/factory: sandwich-panel walls and low-pitch ribbed roof, asphalt yard.
 * @param {Env} env
 */
export function factory(env) {
  const { ctx, W, H, rng } = env;
  const cam = makeCamera({ eye: [42, 15, 44], target: [2, 3, 0], fov: 38, W, H });
  const { preset: p } = backdrop(env, cam.horizonY, 'clear', { treeline: true, mountainH: 0.16, treelineH: 0.05 });
  groundField(
    env,
    cam.horizonY,
    cam.horizonY + H * 0.03,
    [
      [84, 86, 88],
      [104, 106, 108],
      [128, 128, 126],
    ],
    { scale: 3, camH: 15, f: cam.f, hazeCol: p.haze, fine: 0.5 },
  );
  // parking stripes
  for (let i = 0; i < 12; i++) {
    const x = -18 + i * 3;
    const a = cam.project([x, 0, 14]);
    const b = cam.project([x, 0, 19]);
    ctx.strokeStyle = css([236, 236, 230], 0.8);
    ctx.lineWidth = (9 / a[2]) * 10;
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  }
  const sun = [0.6, 0.7, 0.4];
  const sky = p.stops[1][1];
  gableHouse(ctx, cam, {
    x0: -22,
    x1: 22,
    z0: -11,
    z1: 11,
    h: 8,
    rise: 1.4,
    over: 0.4,
    sun,
    trim: [214, 218, 222],
    soffit: [150, 154, 158],
    gutter: [210, 214, 218],
    rakeCol: [200, 206, 212],
    ridgeCol: [180, 186, 192],
    wall: (c, f, d, lf) => {
      ribbed(c, f, { Lu: d.Lu, Lv: d.Lv, base: [232, 232, 226], lf, vertical: false, pitch: 1.0, rng, sunSide: 1 });
      f.rect(c, 0, 5.8 / d.Lv, 1, 6.6 / d.Lv);
      c.fillStyle = css(mul([38, 86, 150], lf));
      c.fill();
    },
    frontDeco: (c, f, lf) => {
      for (const u of [0.12, 0.4, 0.68]) {
        f.rect(c, u, 0.05, u + 0.12, 0.6);
        c.fillStyle = css(mul([176, 180, 184], lf));
        c.fill();
        for (let k = 0; k < 26; k++) {
          f.rect(c, u, 0.05 + k * 0.0212, u + 0.12, 0.05 + k * 0.0212 + 0.004);
          c.fillStyle = css([40, 40, 40], 0.25);
          c.fill();
        }
      }
      for (let k = 0; k < 9; k++)
        windowOn(c, f, 0.05 + k * 0.1, 0.72, 0.09 + k * 0.1, 0.82, { rng, lf, frameW: 0.004, frame: [200, 204, 208], sky });
    },
    roof: (c, f, d, lf) =>
      ribbed(c, f, { Lu: d.Lu, Lv: d.Lv, base: [188, 194, 200], lf: lf * 1.02, vertical: true, pitch: 0.6, rng, sunSide: 1 }),
  });
  paintTree(ctx, W * 0.03, H * 0.98, H * 0.5, { rng, palette: LEAF, sunX: 1 });
  return { warm: 1, sat: 1.02, contrast: 1.07 };
}

/**
 * Dusk roofline for the hero (and og image). Left half kept dark and calm for overlaid text.
 * @param {Env} env
 */
export function hero(env) {
  const { W, H, opts } = env;
  const portrait = opts.portrait || H > W;
  const eye = portrait ? [12, 6, 24] : [4, 7, 20];
  const target = portrait ? [0.5, 5.2, 0] : [-11, 5.8, 0];
  modernHouse(env, { preset: 'dusk', eye, target, fov: portrait ? 58 : 40, lit: true, mountainH: 0.16 });
  return { warm: 4, sat: 1.05, contrast: 1.08, vignette: 0.4, grain: 3.5 };
}
