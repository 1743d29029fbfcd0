import { quad, v3 } from './camera.mjs';

/**
 * @typedef {'front' | 'back' | 'right' | 'left' | 'top'} FaceName
 * @typedef {(name: FaceName, face: import('./camera.mjs').Surface, dims: { Lu: number, Lv: number }) => void} FacePainter
 */

/**
 * Axis-aligned box: paints only camera-facing faces. paint(name, face, { Lu, Lv }) — v is up for walls,
 * u runs left→right as seen from outside.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('./camera.mjs').Camera} cam
 * @param {import('./camera.mjs').Vec3} min the corner with the smallest x, y, z
 * @param {import('./camera.mjs').Vec3} max the opposite corner
 * @param {FacePainter} paint
 */
export function box(ctx, cam, [x0, y0, z0], [x1, y1, z1], paint) {
  const W = x1 - x0;
  const D = z1 - z0;
  const Hh = y1 - y0;
  /** @type {Record<FaceName, [origin: number[], U: number[], V: number[], normal: number[], Lu: number, Lv: number]>} */
  const faces = {
    front: [[x0, y0, z1], [W, 0, 0], [0, Hh, 0], [0, 0, 1], W, Hh],
    back: [[x1, y0, z0], [-W, 0, 0], [0, Hh, 0], [0, 0, -1], W, Hh],
    right: [[x1, y0, z1], [0, 0, -D], [0, Hh, 0], [1, 0, 0], D, Hh],
    left: [[x0, y0, z0], [0, 0, D], [0, Hh, 0], [-1, 0, 0], D, Hh],
    top: [[x0, y1, z1], [W, 0, 0], [0, 0, -D], [0, 1, 0], W, D],
  };
  /** @type {Partial<Record<FaceName, import('./camera.mjs').Surface>>} */
  const out = {};
  for (const name of /** @type {FaceName[]} */ (Object.keys(faces))) {
    const [o, U, V, n, Lu, Lv] = faces[name];
    const c = v3.add(o, v3.add(v3.scale(U, 0.5), v3.scale(V, 0.5)));
    if (v3.dot(n, v3.sub(cam.eye, c)) <= 0) continue;
    const f = quad(cam, o, U, V);
    f.n = n;
    ctx.save();
    f.rect(ctx, 0, 0, 1, 1);
    ctx.clip();
    paint(name, f, { Lu, Lv });
    ctx.restore();
    out[name] = f;
  }
  return out;
}
