import { makeCamera, quad, light } from './camera.mjs';
import { backdrop } from './backdrop.mjs';
import { box } from './box.mjs';
import { css, mul } from './color.mjs';
import { plain, streaks } from './materials/walls.mjs';

/**
 * @typedef {import('./color.mjs').Color} Color
 * @typedef {import('./camera.mjs').Vec3} Vec3
 *
 * @typedef {object} RooftopSpec sizes in metres
 * @property {(ctx: CanvasRenderingContext2D, f: import('./camera.mjs').Surface, dims: { Lu: number, Lv: number, cam: import('./camera.mjs').Camera }, lf: number) => void} floor
 *   paints the floor (clipped to it)
 * @property {import('./backdrop.mjs').PresetName} [preset]
 * @property {number} [halfW] half the roof's width
 * @property {number} [depth]
 * @property {Vec3} [eye]
 * @property {Vec3} [target]
 * @property {number} [fov]
 * @property {Vec3} [sun] direction towards the sun
 * @property {number} [sunX] fraction of W
 * @property {number} [mountainH]
 * @property {number} [neighbours] buildings beyond the far parapet
 * @property {Color} [parapetCol]
 * @property {number} [coatUp] how far the waterproof coat runs up the parapets
 * @property {Color} [coatCol]
 * @property {boolean} [stair] a stair house (default true)
 * @property {number[][]} [drains] [x, z]
 * @property {number[][]} [vents] [x, z]
 */

/**
 * A flat rooftop seen from standing height: floor painter + parapets + a stair house + drains.
 * @param {import('./env.mjs').Env} env
 * @param {RooftopSpec} o
 */
export function rooftop(env, o) {
  const { ctx, W, H, rng } = env;
  const a = o.halfW ?? 7;
  const d = o.depth ?? 16;
  const ph = 1.0;
  const eye = o.eye ?? [-1.5, 1.7, 5];
  const near = eye[2] - 0.3;
  const cam = makeCamera({ eye, target: o.target ?? [1, 0.2, -8], fov: o.fov ?? 58, W, H });
  const sun = o.sun ?? [0.5, 0.8, 0.3];
  backdrop(env, cam.horizonY, o.preset ?? 'clear', { mountainH: o.mountainH ?? 0.1, treeline: false, sunX: o.sunX });
  // neighbouring buildings peeking above the far parapet
  for (let i = 0; i < (o.neighbours ?? 5); i++) {
    const x = -30 + i * 14 + rng.range(-3, 3);
    const hgt = rng.range(-2, 6);
    const col = rng.pick([
      [196, 190, 180],
      [170, 176, 184],
      [210, 204, 196],
      [150, 140, 130],
    ]);
    box(ctx, cam, [x, -12, -d - 25 - rng.range(0, 30)], [x + rng.range(8, 13), hgt, -d - 14 - rng.range(0, 8)], (name, f) => {
      plain(ctx, f, { base: col, lf: name === 'top' ? 1.05 : light(f.n, sun) * 0.95 });
      if (name !== 'top')
        for (let k = 0; k < 6; k++) {
          f.rect(ctx, 0.08, 0.1 + k * 0.15, 0.92, 0.14 + k * 0.15);
          ctx.fillStyle = css([60, 70, 84], 0.5);
          ctx.fill();
        }
    });
  }
  const floor = quad(cam, [-a, 0, near], [2 * a, 0, 0], [0, 0, -(near + d)]);
  ctx.save();
  floor.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  o.floor(ctx, floor, { Lu: 2 * a, Lv: near + d, cam }, light([0, 1, 0], sun));
  ctx.restore();
  const pc = o.parapetCol ?? [206, 202, 194];
  /** @type {import('./box.mjs').FacePainter} */
  const wall = (name, f, dims) => {
    const lf = name === 'top' ? 1.1 : light(f.n, sun);
    plain(ctx, f, { base: pc, lf });
    if (name !== 'top') {
      streaks(ctx, f, rng, { n: 40, alpha: 0.25 });
      if (o.coatUp && o.coatCol) {
        f.rect(ctx, 0, 0, 1, o.coatUp / dims.Lv);
        ctx.fillStyle = css(mul(o.coatCol, lf * 0.92));
        ctx.fill();
      }
    }
  };
  // back, left, right parapets (inner faces)
  box(ctx, cam, [-a - 0.2, 0, -d - 0.2], [a + 0.2, ph, -d], wall);
  box(ctx, cam, [-a - 0.2, 0, -d], [-a, ph, near], wall);
  box(ctx, cam, [a, 0, -d], [a + 0.2, ph, near], wall);
  if (o.stair !== false) {
    box(ctx, cam, [a - 4.5, 0, -d + 0.2], [a - 0.2, 2.8, -d + 4], (name, f, dims) => {
      const lf = light(f.n, sun);
      plain(ctx, f, { base: [222, 218, 210], lf });
      if (name === 'front') {
        f.rect(ctx, 0.3, 0, 0.6, 2.1 / dims.Lv);
        ctx.fillStyle = css(mul([120, 128, 134], lf));
        ctx.fill();
      }
      if (name !== 'top') streaks(ctx, f, rng, { n: 25, alpha: 0.3 });
      if (name !== 'top' && o.coatUp && o.coatCol) {
        f.rect(ctx, 0, 0, 1, o.coatUp / dims.Lv);
        ctx.fillStyle = css(mul(o.coatCol, lf * 0.92));
        ctx.fill();
      }
    });
  }
  for (const [x, z] of o.drains ?? []) drain(ctx, cam, x, z);
  for (const [x, z] of o.vents ?? []) ventPipe(ctx, cam, x, z, sun);
  return { cam, floor, sun };
}

/**
 * A floor drain: a grated ring on the floor at (x, z).
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./camera.mjs').Camera} cam
 * @param {number} x
 * @param {number} z
 */
export function drain(ctx, cam, x, z, r = 0.22) {
  const ring = (/** @type {number} */ rad, /** @type {string} */ col) => {
    ctx.beginPath();
    for (let i = 0; i <= 24; i++) {
      const t = (i / 24) * Math.PI * 2;
      const [sx, sy] = cam.project([x + Math.cos(t) * rad, 0.01, z + Math.sin(t) * rad]);
      if (i === 0) ctx.moveTo(sx, sy);
      else ctx.lineTo(sx, sy);
    }
    ctx.fillStyle = col;
    ctx.fill();
  };
  ring(r * 1.35, css([60, 62, 64], 0.5));
  ring(r, css([150, 150, 146]));
  ring(r * 0.8, css([40, 40, 40]));
  for (let k = -3; k <= 3; k++) {
    const [ax, ay] = cam.project([x + k * r * 0.22, 0.02, z - r * 0.75]);
    const [bx, by] = cam.project([x + k * r * 0.22, 0.02, z + r * 0.75]);
    ctx.strokeStyle = css([170, 170, 166]);
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.moveTo(ax, ay);
    ctx.lineTo(bx, by);
    ctx.stroke();
  }
}

/**
 * A vent pipe standing on the floor at (x, z).
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./camera.mjs').Camera} cam
 * @param {number} x
 * @param {number} z
 * @param {Vec3} sun
 */
export function ventPipe(ctx, cam, x, z, sun, r = 0.09, hgt = 0.9) {
  const [ax] = cam.project([x - r, hgt, z]);
  const [bx] = cam.project([x + r, hgt, z]);
  const [, ty] = cam.project([x, hgt, z]);
  const [, by] = cam.project([x, 0, z]);
  const g = ctx.createLinearGradient(ax, 0, bx, 0);
  g.addColorStop(0, css([150, 150, 150]));
  g.addColorStop(sun[0] > 0 ? 0.7 : 0.3, css([235, 235, 232]));
  g.addColorStop(1, css([120, 120, 120]));
  ctx.fillStyle = g;
  ctx.fillRect(ax, ty, bx - ax, by - ty);
  ctx.fillStyle = css([40, 40, 40]);
  ctx.beginPath();
  ctx.ellipse((ax + bx) / 2, ty, (bx - ax) / 2, (bx - ax) / 7, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = css([0, 0, 0], 0.25);
  ctx.beginPath();
  ctx.ellipse((ax + bx) / 2 - (bx - ax) * 0.8, by, (bx - ax) * 1.2, (bx - ax) / 5, 0, 0, Math.PI * 2);
  ctx.fill();
}
