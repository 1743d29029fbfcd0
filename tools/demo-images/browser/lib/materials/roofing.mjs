import { css, mix, mul, jitter } from '../color.mjs';

/**
 * @typedef {import('../color.mjs').Color} Color
 * @typedef {import('../rng.mjs').Rng} Rng
 * @typedef {import('../camera.mjs').Surface} Surface
 * @typedef {{ Lu: number, Lv: number, base: Color, lf?: number, rng: Rng }} RoofOptions
 *   Lu, Lv: the surface's size in metres; lf: light factor
 */

/**
 * Architectural asphalt shingles on surface f (u along eave, v eave→ridge).
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {RoofOptions & { exposure?: number, tab?: number }} o exposure: course height, tab: tab width (m)
 */
export function shingles(ctx, f, o) {
  const { Lu, Lv, base, lf = 1, rng, exposure = 0.143, tab = 0.33 } = o;
  const rows = Math.ceil(Lv / exposure);
  const dv = exposure / Lv;
  const b = mul(base, lf);
  f.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(mul(b, 0.8));
  ctx.fill();
  for (let r = 0; r < rows; r++) {
    const v0 = r * dv;
    const v1 = Math.min(1, v0 + dv);
    let u = -rng.next() * (tab / Lu);
    while (u < 1) {
      const w = (tab * (0.55 + rng.next() * 0.9)) / Lu;
      const t = rng.next();
      const c = t < 0.18 ? mul(b, 0.72) : t > 0.85 ? mul(b, 1.18) : jitter(rng, b, 0.05);
      f.rect(ctx, Math.max(0, u), v0, Math.min(1, u + w), v1);
      ctx.fillStyle = css(c);
      ctx.fill();
      u += w;
    }
    // shadow cast by the next course's butt edge, and the lit butt edge itself
    f.rect(ctx, 0, v1 - dv * 0.28, 1, v1);
    const [sx0, sy0] = f.S(0.5, v1 - dv * 0.28);
    const [sx1, sy1] = f.S(0.5, v1);
    const sh = ctx.createLinearGradient(sx0, sy0, sx1, sy1);
    sh.addColorStop(0, css([0, 0, 0], 0));
    sh.addColorStop(1, css([0, 0, 0], 0.45));
    ctx.fillStyle = sh;
    ctx.fill();
    f.rect(ctx, 0, v0, 1, v0 + dv * 0.06);
    ctx.fillStyle = css(mul(b, 1.25), 0.55);
    ctx.fill();
  }
}

/**
 * Standing-seam metal: flat pans with sky reflection and raised ribs with highlight/shadow.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {RoofOptions & { pitch?: number, reflect?: Color[], ribSide?: number }} o
 *   pitch: metres between seams; reflect: [top, bottom] colours; ribSide: 1 lit from the right, -1 from the left
 */
export function standingSeam(ctx, f, o) {
  const { Lu, base, lf = 1, rng, pitch = 0.45, reflect, ribSide = 1 } = o;
  const n = Math.ceil(Lu / pitch);
  const du = pitch / Lu;
  const b = mul(base, lf);
  for (let i = 0; i < n; i++) {
    const u0 = i * du;
    const u1 = Math.min(1, u0 + du);
    f.rect(ctx, u0, 0, u1, 1);
    const [x0, y0] = f.S((u0 + u1) / 2, 0);
    const [x1, y1] = f.S((u0 + u1) / 2, 1);
    const g = ctx.createLinearGradient(x0, y0, x1, y1);
    const k = 1 + rng.gauss() * 0.035;
    const r0 = reflect ? mix(b, reflect[1], 0.35) : mul(b, 0.9);
    const r1 = reflect ? mix(b, reflect[0], 0.45) : mul(b, 1.15);
    g.addColorStop(0, css(mul(r0, k)));
    g.addColorStop(0.55, css(mul(b, k)));
    g.addColorStop(1, css(mul(r1, k)));
    ctx.fillStyle = g;
    ctx.fill();
  }
  const rib = 0.03 / Lu;
  for (let i = 1; i < n; i++) {
    const u = i * du;
    f.rect(ctx, u - rib, 0, u, 1);
    ctx.fillStyle = css(mul(b, ribSide > 0 ? 1.55 : 0.55));
    ctx.fill();
    f.rect(ctx, u, 0, u + rib * 0.8, 1);
    ctx.fillStyle = css(mul(b, ribSide > 0 ? 0.55 : 1.5));
    ctx.fill();
    f.rect(ctx, u + rib * 0.8, 0, u + rib * 2.6, 1);
    ctx.fillStyle = css([0, 0, 0], 0.16);
    ctx.fill();
  }
}

/**
 * Korean giwa roof: alternating concave pan tiles and convex cover-tile ridges with round end caps.
 * f should be a (curved) surface; Lu, Lv metres; v=0 is the eave.
 * @param {CanvasRenderingContext2D} ctx
 * @param {Surface} f
 * @param {RoofOptions & { pitch?: number, sunSide?: number }} o
 */
export function giwa(ctx, f, o) {
  const { Lu, Lv, base, lf = 1, rng, pitch = 0.3, sunSide = 1 } = o;
  const n = Math.ceil(Lu / pitch);
  const du = pitch / Lu;
  const b = mul(base, lf);
  f.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css(mul(b, 0.55));
  ctx.fill();
  const seg = 0.34 / Lv;
  for (let i = 0; i < n; i++) {
    const u0 = i * du;
    // pan tile channel (concave): darker centre
    for (let v = 0; v < 1; v += seg) {
      f.rect(ctx, u0 + du * 0.08, v, u0 + du * 0.92, Math.min(1, v + seg * 1.02), 2);
      ctx.fillStyle = css(jitter(rng, mul(b, 0.78), 0.04));
      ctx.fill();
      f.rect(ctx, u0 + du * 0.08, v + seg * 0.84, u0 + du * 0.92, Math.min(1, v + seg), 2);
      ctx.fillStyle = css([0, 0, 0], 0.25);
      ctx.fill();
    }
  }
  for (let i = 0; i <= n; i++) {
    const uc = i * du;
    const w = du * 0.22;
    // cover tile: cylinder shading in three strips
    const shades = sunSide > 0 ? [1.35, 1.05, 0.6] : [0.6, 1.05, 1.35];
    for (let s = 0; s < 3; s++) {
      f.rect(ctx, uc - w + (s * 2 * w) / 3, 0, uc - w + ((s + 1) * 2 * w) / 3, 1, 6);
      ctx.fillStyle = css(mul(b, shades[s]));
      ctx.fill();
    }
    for (let v = seg * 0.5; v < 1; v += seg) {
      f.line(ctx, uc - w, v, uc + w, v, 2);
      ctx.strokeStyle = css([0, 0, 0], 0.35);
      ctx.lineWidth = 1;
      ctx.stroke();
    }
    // round end cap (sumaksae)
    const [x, y] = f.S(uc, 0);
    const [x2] = f.S(uc + w, 0);
    const r = Math.abs(x2 - x) * 1.05;
    ctx.fillStyle = css(mul(b, 0.75));
    ctx.beginPath();
    ctx.arc(x, y + r * 0.35, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css(mul(b, 1.3), 0.7);
    ctx.lineWidth = Math.max(0.6, r * 0.15);
    ctx.beginPath();
    ctx.arc(x, y + r * 0.35, r * 0.65, 0, Math.PI * 2);
    ctx.stroke();
  }
}
