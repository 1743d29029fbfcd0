// A pinhole camera and projected surfaces (world: metres, y up).

/**
 * @typedef {number[]} Vec3 [x, y, z]
 * @typedef {number[]} UV [u, v], a point of a surface's unit square
 * @typedef {ReturnType<typeof makeCamera>} Camera
 * @typedef {ReturnType<typeof surface>} Surface
 */

/** @type {(a: Vec3, b: Vec3) => Vec3} */
const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
/** @type {(a: Vec3, b: Vec3) => number} */
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
/** @type {(a: Vec3, b: Vec3) => Vec3} */
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
/** @type {(a: Vec3) => Vec3} */
const norm = (a) => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
/** @type {(a: Vec3, b: Vec3) => Vec3} */
const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
/** @type {(a: Vec3, k: number) => Vec3} */
const scale = (a, k) => [a[0] * k, a[1] * k, a[2] * k];
export const v3 = { sub, dot, cross, norm, add, scale };

/**
 * @param {object} o
 * @param {Vec3} o.eye
 * @param {Vec3} o.target
 * @param {number} [o.fov] vertical field of view, degrees
 * @param {number} o.W
 * @param {number} o.H
 * @param {number} [o.shiftY] lens shift, in picture heights
 */
export function makeCamera({ eye, target, fov = 50, W, H, shiftY = 0 }) {
  const fwd = norm(sub(target, eye));
  const right = norm(cross(fwd, [0, 1, 0]));
  const up = cross(right, fwd);
  const f = H / 2 / Math.tan((fov * Math.PI) / 360);
  const cy = H / 2 + shiftY * H;
  /**
   * Screen x, y and depth of a world point.
   * @param {Vec3} p
   * @returns {Vec3}
   */
  function project(p) {
    const d = sub(p, eye);
    const z = Math.max(0.05, dot(d, fwd));
    return [W / 2 + (f * dot(d, right)) / z, cy - (f * dot(d, up)) / z, z];
  }
  const h = norm([fwd[0], 0, fwd[2]]);
  const horizonY = project([eye[0] + h[0] * 1e5, eye[1], eye[2] + h[2] * 1e5])[1];
  return { project, eye, fwd, right, up, f, W, H, horizonY };
}

/**
 * A surface mapping (u, v) in [0,1]^2 to world space; straight edges unless `curved`.
 * @param {Camera} cam
 * @param {(u: number, v: number) => Vec3} fn
 * @param {{ curved?: boolean, normal?: Vec3 }} [options]
 */
export function surface(cam, fn, { curved = false, normal } = {}) {
  const P = fn;
  /** Screen x, y and depth of the surface point (u, v). */
  const S = (/** @type {number} */ u, /** @type {number} */ v) => cam.project(P(u, v));
  let n = normal;
  if (!n) {
    const a = P(0.5, 0.5);
    n = norm(cross(sub(P(0.51, 0.5), a), sub(P(0.5, 0.51), a)));
  }
  return {
    P,
    S,
    n,
    curved,
    /**
     * Path through uv points (closed).
     * @param {CanvasRenderingContext2D} ctx
     * @param {UV[]} pts
     */
    path(ctx, pts, steps = curved ? 12 : 1) {
      ctx.beginPath();
      for (let i = 0; i < pts.length; i++) {
        const a = pts[i];
        const b = pts[(i + 1) % pts.length];
        for (let s = 0; s < steps; s++) {
          const t = s / steps;
          const [x, y] = S(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t);
          if (i === 0 && s === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
      }
      ctx.closePath();
    },
    /**
     * @param {CanvasRenderingContext2D} ctx
     * @param {number} u0
     * @param {number} v0
     * @param {number} u1
     * @param {number} v1
     * @param {number} [steps] segments per edge
     */
    rect(ctx, u0, v0, u1, v1, steps) {
      this.path(
        ctx,
        [
          [u0, v0],
          [u1, v0],
          [u1, v1],
          [u0, v1],
        ],
        steps,
      );
    },
    /**
     * Open path from (u0, v0) to (u1, v1).
     * @param {CanvasRenderingContext2D} ctx
     * @param {number} u0
     * @param {number} v0
     * @param {number} u1
     * @param {number} v1
     */
    line(ctx, u0, v0, u1, v1, steps = curved ? 12 : 1) {
      ctx.beginPath();
      for (let s = 0; s <= steps; s++) {
        const t = s / steps;
        const [x, y] = S(u0 + (u1 - u0) * t, v0 + (v1 - v0) * t);
        if (s === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
    },
  };
}

/**
 * Planar quad: origin o, edge vectors U and V (world).
 * @param {Camera} cam
 * @param {Vec3} o
 * @param {Vec3} U
 * @param {Vec3} V
 */
export function quad(cam, o, U, V) {
  return surface(cam, (u, v) => [o[0] + U[0] * u + V[0] * v, o[1] + U[1] * u + V[1] * v, o[2] + U[2] * u + V[2] * v], {
    normal: norm(cross(U, V)),
  });
}

/**
 * Lambert factor with ambient floor.
 * @param {Vec3} n surface normal
 * @param {Vec3} sun direction towards the sun
 */
export function light(n, sun, ambient = 0.45) {
  return ambient + (1 - ambient) * Math.max(0, dot(norm(n), norm(sun)));
}
