import { quad, light } from './camera.mjs';
import { css, mul } from './color.mjs';
import { eaveShadow, baseShade, grad, windowOn } from './materials/walls.mjs';

/**
 * @typedef {import('./color.mjs').Color} Color
 * @typedef {import('./camera.mjs').Surface} Surface
 *
 * @typedef {object} HouseSpec sizes in metres; the painters draw inside the clipped surface
 * @property {number} x0
 * @property {number} x1
 * @property {number} z0
 * @property {number} z1
 * @property {number} h eave height
 * @property {number} rise ridge above the eaves
 * @property {number} [over] roof overhang
 * @property {import('./camera.mjs').Vec3} sun direction towards the sun
 * @property {(ctx: CanvasRenderingContext2D, f: Surface, dims: { Lu: number, Lv: number, face: 'front' | 'side' }, lf: number) => void} wall
 * @property {(ctx: CanvasRenderingContext2D, f: Surface, dims: { Lu: number, Lv: number }, lf: number) => void} roof
 * @property {(ctx: CanvasRenderingContext2D, f: Surface, dims: { Lu: number, Lv: number }) => void} [roofDeco]
 * @property {(ctx: CanvasRenderingContext2D, f: Surface, lf: number) => void} [frontDeco]
 * @property {(ctx: CanvasRenderingContext2D, f: Surface, lf: number, eaveV: number) => void} [sideDeco]
 *   eaveV: v of the eave line on the gable wall
 * @property {Color} [trim]
 * @property {Color} [soffit]
 * @property {Color} [gutter]
 * @property {Color} [rakeCol]
 * @property {Color} [ridgeCol]
 */

/**
 * Gable house seen from the +x/+z quadrant: front wall (z=z1), right gable wall (x=x1), front roof plane.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./camera.mjs').Camera} cam
 * @param {HouseSpec} s
 */
export function gableHouse(ctx, cam, s) {
  const { x0, x1, z0, z1, h, rise, over = 0.5, sun } = s;
  const zm = (z0 + z1) / 2;
  const half = (z1 - z0) / 2;
  const slope = rise / half;
  const trim = s.trim ?? [240, 240, 236];
  const lSide = light([1, 0, 0], sun);
  const lFront = light([0, 0, 1], sun);
  // side wall with gable
  const side = quad(cam, [x1, 0, z1], [0, 0, z0 - z1], [0, h + rise, 0]);
  const hv = h / (h + rise);
  ctx.save();
  side.path(ctx, [
    [0, 0],
    [1, 0],
    [1, hv],
    [0.5, 1],
    [0, hv],
  ]);
  ctx.clip();
  s.wall(ctx, side, { Lu: z1 - z0, Lv: h + rise, face: 'side' }, lSide);
  s.sideDeco?.(ctx, side, lSide, hv);
  foundation(ctx, side, 0.4 / (h + rise), lSide);
  baseShade(ctx, side, 0.05, 0.3);
  ctx.restore();
  // soffit under the rake and rake boards
  /** @type {(zA: number, yA: number, zB: number, yB: number, thick: number, col: Color) => void} */
  const rake = (zA, yA, zB, yB, thick, col) => {
    const f = quad(cam, [x1 + over, yA, zA], [0, yB - yA, zB - zA], [0, -thick, 0]);
    f.rect(ctx, 0, 0, 1, 1);
    ctx.fillStyle = css(col);
    ctx.fill();
  };
  const eaveY = h - over * slope;
  const soff = quad(cam, [x1, h + rise, zm], [over, 0, 0], [0, -rise - over * slope, half + over]);
  soff.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(mul(s.soffit ?? trim, 0.45));
  ctx.fill();
  const soffB = quad(cam, [x1, h + rise, zm], [over, 0, 0], [0, -rise - over * slope, -half - over]);
  soffB.rect(ctx, 0, 0, 1, 1);
  ctx.fill();
  rake(zm, h + rise + 0.12, z0 - over, eaveY + 0.12, 0.28, mul(trim, lSide * 0.95));
  // front wall
  const front = quad(cam, [x0, 0, z1], [x1 - x0, 0, 0], [0, h, 0]);
  ctx.save();
  front.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  s.wall(ctx, front, { Lu: x1 - x0, Lv: h, face: 'front' }, lFront);
  foundation(ctx, front, 0.4 / h, lFront);
  s.frontDeco?.(ctx, front, lFront);
  eaveShadow(ctx, front, (over * 0.9) / h + 0.04, 0.5);
  baseShade(ctx, front, 0.05, 0.3);
  ctx.restore();
  // front soffit
  const fs = quad(cam, [x0 - over, eaveY, z1 + over], [x1 - x0 + 2 * over, 0, 0], [0, h - eaveY, -over]);
  fs.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(mul(s.soffit ?? trim, 0.42));
  ctx.fill();
  // roof plane
  const Lv = Math.hypot(half + over, rise + over * slope);
  const roof = quad(cam, [x0 - over, eaveY + 0.1, z1 + over], [x1 - x0 + 2 * over, 0, 0], [0, rise + over * slope, -(half + over)]);
  ctx.save();
  roof.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  s.roof(ctx, roof, { Lu: x1 - x0 + 2 * over, Lv }, light(roof.n, sun, 0.5));
  s.roofDeco?.(ctx, roof, { Lu: x1 - x0 + 2 * over, Lv });
  ctx.restore();
  // fascia + gutter line, front rake thickness, ridge cap
  const fascia = quad(cam, [x0 - over, eaveY + 0.1, z1 + over], [x1 - x0 + 2 * over, 0, 0], [0, -0.26, 0]);
  fascia.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = grad(
    ctx,
    fascia,
    [0.5, 0],
    [0.5, 1],
    [
      [0, mul(s.gutter ?? trim, lFront * 0.8)],
      [1, mul(s.gutter ?? trim, lFront * 1.05)],
    ],
  );
  ctx.fill();
  rake(z1 + over, eaveY + 0.1, zm, h + rise + 0.1, 0.26, mul(s.rakeCol ?? trim, lSide));
  const rc = s.ridgeCol ?? [70, 70, 72];
  const ridge = quad(
    cam,
    [x0 - over, h + rise + 0.1 - 0.25 * slope, zm + 0.25],
    [x1 - x0 + 2 * over, 0, 0],
    [0, 0.25 * slope + 0.06, -0.25],
  );
  ridge.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = grad(
    ctx,
    ridge,
    [0.5, 0],
    [0.5, 1],
    [
      [0, mul(rc, 0.8)],
      [1, mul(rc, 1.25)],
    ],
  );
  ctx.fill();
  const rside = quad(cam, [x1 + over, h + rise + 0.16, zm], [0, -0.25 * slope - 0.06, 0.25], [0, 0, -0.5]);
  rside.path(
    ctx,
    [
      [0, 0],
      [1, 0],
      [0, 0.5],
      [1, 1],
      [0, 1],
    ].slice(0, 3),
  );
  ctx.fillStyle = css(mul(rc, lSide));
  ctx.fill();
  return { front, side, roof, eaveY };
}

/**
 * Ground-plane polygon (y = 0) given world xz points.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./camera.mjs').Camera} cam
 * @param {number[][]} pts [x, z]
 * @param {string} fill
 */
export function groundPoly(ctx, cam, pts, fill) {
  ctx.beginPath();
  pts.forEach(([x, z], i) => {
    const [sx, sy] = cam.project([x, 0, z]);
    if (i === 0) ctx.moveTo(sx, sy);
    else ctx.lineTo(sx, sy);
  });
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {number} v its height, in the wall's v
 * @param {number} lf
 */
function foundation(ctx, f, v, lf) {
  f.rect(ctx, 0, 0, 1, v);
  ctx.fillStyle = css(mul([150, 148, 142], lf));
  ctx.fill();
  f.rect(ctx, 0, v, 1, v + 0.006);
  ctx.fillStyle = css([0, 0, 0], 0.25);
  ctx.fill();
}

/**
 * The windows and door of the two-storey family house of shingleHouse and roofReplacement (a 12 m front, 9 m side,
 * eaves at 5.8 m): the `frontDeco` and `sideDeco` of its HouseSpec.
 * @param {import('./rng.mjs').Rng} rng
 * @returns {Pick<HouseSpec, 'frontDeco' | 'sideDeco'>}
 */
export function twoStoreyHouseDeco(rng) {
  return {
    frontDeco: (c, f, lf) => {
      /** @type {(u0: number, v0: number, w: number, h: number, m?: number) => void} */
      const win = (u0, v0, w, h, m = 1) =>
        windowOn(c, f, u0 / 12, v0 / 5.8, (u0 + w) / 12, (v0 + h) / 5.8, { rng, lf, mull: m, frameW: 0.012 });
      win(1.2, 3.3, 1.6, 1.5);
      win(5.2, 3.3, 1.6, 1.5);
      win(9.2, 3.3, 1.6, 1.5);
      win(1.2, 0.6, 2.4, 1.6, 2);
      win(8.4, 0.6, 2.4, 1.6, 2);
      // door
      f.rect(c, 5.3 / 12, 0, 6.7 / 12, 2.2 / 5.8);
      c.fillStyle = css([92, 64, 46].map((x) => x * lf));
      c.fill();
    },
    sideDeco: (c, f, lf) => {
      windowOn(c, f, 0.35, 3.4 / 9, 0.65, 4.8 / 9, { rng, lf, frameW: 0.012 });
      windowOn(c, f, 0.3, 0.7 / 9, 0.7, 2.2 / 9, { rng, lf, mull: 1, frameW: 0.012 });
    },
  };
}
