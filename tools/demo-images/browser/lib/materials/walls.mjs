import { css, mix, mul, jitter } from '../color.mjs';

/**
 * @typedef {import('../color.mjs').Color} Color
 * @typedef {import('../rng.mjs').Rng} Rng
 * @typedef {import('../camera.mjs').Surface} Surface
 */

/**
 * Linear gradient across a surface, from uv point a to b; stops: [offset, colour, alpha?].
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {[u: number, v: number]} a
 * @param {[u: number, v: number]} b
 * @param {[offset: number, color: Color, alpha?: number][]} stops
 */
const grad = (ctx, f, a, b, stops) => {
  const [x0, y0] = f.S(...a);
  const [x1, y1] = f.S(...b);
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  for (const [p, c, al = 1] of stops) g.addColorStop(p, css(c, al));
  return g;
};
export { grad };

/**
 * Plain render/paint wall with a soft light falloff.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {{ base: Color, lf?: number, falloff?: number }} options lf: light factor
 */
export function plain(ctx, f, { base, lf = 1, falloff = 0.12 }) {
  const b = mul(base, lf);
  f.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = grad(
    ctx,
    f,
    [0, 0.5],
    [1, 0.5],
    [
      [0, mul(b, 1 + falloff / 2)],
      [1, mul(b, 1 - falloff / 2)],
    ],
  );
  ctx.fill();
}

/**
 * Horizontal lap siding boards.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {{ Lv: number, base: Color, lf?: number, rng: Rng, board?: number }} options Lv: height (m); board: width (m)
 */
export function siding(ctx, f, { Lv, base, lf = 1, rng, board = 0.2 }) {
  const n = Math.ceil(Lv / board);
  const b = mul(base, lf);
  for (let i = 0; i < n; i++) {
    const v0 = i / n;
    const v1 = (i + 1) / n;
    f.rect(ctx, 0, v0, 1, v1);
    ctx.fillStyle = css(jitter(rng, b, 0.012));
    ctx.fill();
    f.rect(ctx, 0, v1 - 0.25 / n, 1, v1);
    ctx.fillStyle = css([0, 0, 0], 0.12);
    ctx.fill();
    f.rect(ctx, 0, v0, 1, v0 + 0.08 / n);
    ctx.fillStyle = css([0, 0, 0], 0.22);
    ctx.fill();
  }
}

/**
 * Running-bond brick.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {{ Lu: number, Lv: number, base: Color, lf?: number, rng: Rng, mortar?: Color }} options
 */
export function brick(ctx, f, { Lu, Lv, base, lf = 1, rng, mortar = [200, 195, 185] }) {
  const bh = 0.075;
  const bw = 0.2;
  const rows = Math.ceil(Lv / bh);
  f.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(mul(mortar, lf * 0.85));
  ctx.fill();
  for (let r = 0; r < rows; r++) {
    const v0 = (r * bh) / Lv;
    const v1 = ((r + 1) * bh - 0.012) / Lv;
    let u = r % 2 ? -bw / 2 / Lu : 0;
    while (u < 1) {
      const u1 = u + (bw - 0.012) / Lu;
      f.rect(ctx, Math.max(0, u), v0, Math.min(1, u1), Math.min(1, v1));
      ctx.fillStyle = css(jitter(rng, mul(base, lf), 0.07));
      ctx.fill();
      u += bw / Lu;
    }
  }
}

/**
 * Large-format stone / ceramic panels with veining and dark open joints.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {object} o sizes in metres
 * @param {number} o.Lu
 * @param {number} o.Lv
 * @param {Color} o.base
 * @param {number} [o.lf]
 * @param {Rng} o.rng
 * @param {number} [o.pw] panel width
 * @param {number} [o.ph] panel height
 * @param {number} [o.joint]
 * @param {number} [o.vein] alpha of the veins; 0: none
 * @param {boolean} [o.stagger]
 */
export function panels(ctx, f, o) {
  const { Lu, Lv, base, lf = 1, rng, pw = 1.2, ph = 0.6, joint = 0.012, vein = 0.2, stagger = false } = o;
  f.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(mul(base, lf * 0.35));
  ctx.fill();
  const rows = Math.ceil(Lv / ph);
  for (let r = 0; r < rows; r++) {
    let u = stagger && r % 2 ? -pw / 2 : 0;
    while (u < Lu) {
      const c = jitter(rng, mul(base, lf), 0.04);
      const uu0 = Math.max(0, u / Lu);
      const uu1 = Math.min(1, (u + pw - joint) / Lu);
      const vv0 = (r * ph) / Lv;
      const vv1 = Math.min(1, (r * ph + ph - joint) / Lv);
      f.rect(ctx, uu0, vv0, uu1, vv1);
      ctx.fillStyle = grad(
        ctx,
        f,
        [uu0, vv1],
        [uu1, vv0],
        [
          [0, mul(c, 1.05)],
          [1, mul(c, 0.93)],
        ],
      );
      ctx.fill();
      if (vein > 0) {
        ctx.save();
        f.rect(ctx, uu0, vv0, uu1, vv1);
        ctx.clip();
        for (let k = 0; k < 3; k++) {
          f.line(ctx, uu0 + rng.next() * (uu1 - uu0), vv0, uu0 + rng.next() * (uu1 - uu0), vv1);
          ctx.strokeStyle = css(mul(c, rng.chance(0.5) ? 0.8 : 1.15), vein * rng.next());
          ctx.lineWidth = 0.6 + rng.next() * 1.4;
          ctx.stroke();
        }
        ctx.restore();
      }
      u += pw;
    }
  }
}

/**
 * Trapezoidal ribbed metal cladding; ribs along v when vertical=true else along u.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {{ Lu: number, Lv: number, base: Color, lf?: number, pitch?: number, vertical?: boolean, sunSide?: number, rng?: Rng }} options
 */
export function ribbed(ctx, f, { Lu, Lv, base, lf = 1, pitch = 0.25, vertical = true, sunSide = 1, rng }) {
  const L = vertical ? Lu : Lv;
  const n = Math.ceil(L / pitch);
  const b = mul(base, lf);
  f.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(b);
  ctx.fill();
  const d = 1 / n;
  for (let i = 0; i < n; i++) {
    const a = i * d;
    const parts = [
      [0.0, 0.12, sunSide > 0 ? 1.28 : 0.7],
      [0.12, 0.3, 1.08],
      [0.3, 0.42, sunSide > 0 ? 0.72 : 1.25],
      [0.42, 1, 0.98 + (rng ? rng.gauss() * 0.01 : 0)],
    ];
    for (const [p0, p1, k] of parts) {
      if (vertical) f.rect(ctx, a + p0 * d, 0, a + p1 * d, 1);
      else f.rect(ctx, 0, a + p0 * d, 1, a + p1 * d);
      ctx.fillStyle = css(mul(b, k));
      ctx.fill();
    }
  }
}

/**
 * Window with frame, reveal shadow, glass reflecting the sky and an inside hint.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {number} u0
 * @param {number} v0
 * @param {number} u1
 * @param {number} v1
 * @param {object} o
 * @param {Color} [o.frame]
 * @param {Color} [o.sky]
 * @param {Color} [o.inside]
 * @param {number} [o.mull] number of mullions
 * @param {Rng} [o.rng] places the glare (in the middle without)
 * @param {number} [o.frameW] in uv units
 * @param {number} [o.lf]
 */
export function windowOn(ctx, f, u0, v0, u1, v1, o) {
  const { frame = [235, 235, 232], sky = [150, 180, 215], inside = [40, 45, 52], mull = 1, rng, frameW = 0.06, lf = 1 } = o;
  const fw = frameW;
  f.rect(ctx, u0 - fw * 0.4, v0 - fw * 0.4, u1 + fw * 0.4, v1 + fw * 0.4);
  ctx.fillStyle = css(mul(frame, lf));
  ctx.fill();
  const gu0 = u0 + fw * 0.5;
  const gu1 = u1 - fw * 0.5;
  const gv0 = v0 + fw * 0.6;
  const gv1 = v1 - fw * 0.5;
  f.rect(ctx, gu0, gv0, gu1, gv1);
  ctx.fillStyle = grad(
    ctx,
    f,
    [gu0, gv1],
    [gu1, gv0],
    [
      [0, mix(sky, [255, 255, 255], 0.35)],
      [0.35, mix(inside, sky, 0.55)],
      [0.6, inside],
      [1, mix(inside, sky, 0.35)],
    ],
  );
  ctx.fill();
  // diagonal glare
  const t = rng ? rng.next() : 0.5;
  f.path(ctx, [
    [gu0 + (gu1 - gu0) * (0.1 + t * 0.4), gv1],
    [gu0 + (gu1 - gu0) * (0.3 + t * 0.4), gv1],
    [gu0 + (gu1 - gu0) * (0.05 + t * 0.3), gv0],
    [gu0, gv0],
  ]);
  ctx.fillStyle = css([255, 255, 255], 0.08);
  ctx.fill();
  // reveal shadow along the top and sun side
  f.rect(ctx, gu0, gv1 - (gv1 - gv0) * 0.1, gu1, gv1);
  ctx.fillStyle = css([0, 0, 0], 0.28);
  ctx.fill();
  for (let k = 1; k <= mull; k++) {
    const um = gu0 + ((gu1 - gu0) * k) / (mull + 1);
    f.rect(ctx, um - fw * 0.25, gv0, um + fw * 0.25, gv1);
    ctx.fillStyle = css(mul(frame, lf * 0.95));
    ctx.fill();
  }
  // sill
  f.rect(ctx, u0 - fw, v0 - fw * 0.9, u1 + fw, v0 - fw * 0.3);
  ctx.fillStyle = css(mul(frame, lf * 0.8));
  ctx.fill();
}

/**
 * Darkening band just below the eave/top edge (v near 1).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 */
export function eaveShadow(ctx, f, depth = 0.15, alpha = 0.45) {
  f.rect(ctx, 0, 1 - depth, 1, 1);
  ctx.fillStyle = grad(
    ctx,
    f,
    [0.5, 1 - depth],
    [0.5, 1],
    [
      [0, [0, 0, 0], 0],
      [0.5, [0, 0, 0], alpha * 0.6],
      [1, [0, 0, 0], alpha],
    ],
  );
  ctx.fill();
}

/**
 * Soft dirt streaks running down from the top.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {Rng} rng
 * @param {{ n?: number, alpha?: number, col?: Color }} [options]
 */
export function streaks(ctx, f, rng, { n = 20, alpha = 0.08, col = [40, 35, 30] } = {}) {
  for (let i = 0; i < n; i++) {
    const u = rng.next();
    const w = 0.003 + rng.next() * 0.012;
    const l = 0.1 + rng.next() * 0.5;
    f.rect(ctx, u, 1 - l, u + w, 1);
    ctx.fillStyle = grad(
      ctx,
      f,
      [u, 1 - l],
      [u, 1],
      [
        [0, col, 0],
        [1, col, alpha * rng.next()],
      ],
    );
    ctx.fill();
  }
}

/**
 * Ground contact shadow / ambient occlusion at the bottom of a wall.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 */
export function baseShade(ctx, f, depth = 0.08, alpha = 0.35) {
  f.rect(ctx, 0, 0, 1, depth);
  ctx.fillStyle = grad(
    ctx,
    f,
    [0.5, 0],
    [0.5, depth],
    [
      [0, [0, 0, 0], alpha],
      [1, [0, 0, 0], 0],
    ],
  );
  ctx.fill();
}
