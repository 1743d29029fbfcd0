import { makeCamera, quad, surface, light } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { giwa } from '../lib/materials/roofing.mjs';
import { plain, grad } from '../lib/materials/walls.mjs';
import { groundField } from '../lib/ground.mjs';
import { paintTree } from '../lib/terrain.mjs';
import { css, mul } from '../lib/color.mjs';
/** @import { Env } from '../lib/env.mjs' */

/**
 * Hanok with a curved giwa roof, timber columns, lattice doors and a stone platform.
 * @param {Env} env
 */
export function hanok(env) {
  const { ctx, W, H, rng } = env;
  const cam = makeCamera({ eye: [6, 2.6, 17], target: [0.5, 3.4, 0], fov: 50, W, H });
  const { preset: p } = backdrop(env, cam.horizonY, 'morning', { mountainH: 0.22, treeline: true, treelineH: 0.07, sunX: 0.2 });
  groundField(
    env,
    cam.horizonY,
    cam.horizonY + H * 0.02,
    [
      [170, 156, 130],
      [192, 178, 152],
      [212, 200, 176],
    ],
    { scale: 3, camH: 2.6, f: cam.f, hazeCol: p.haze, fine: 0.5 },
  );
  const sun = [-0.5, 0.7, 0.5];
  const L = 12;
  // stone platform
  const plat = quad(cam, [-L / 2 - 1, 0, 3], [L + 2, 0, 0], [0, 0.7, 0]);
  plain(ctx, plat, { base: [176, 170, 160], lf: light([0, 0, 1], sun) });
  for (let k = 0; k < 14; k++) {
    plat.line(ctx, k / 14 + rng.range(0, 0.02), 0, k / 14, 1);
    ctx.strokeStyle = css([90, 86, 80], 0.6);
    ctx.lineWidth = 1.2;
    ctx.stroke();
  }
  plat.line(ctx, 0, 0.5, 1, 0.5);
  ctx.stroke();
  const top = quad(cam, [-L / 2 - 1, 0.7, 3], [L + 2, 0, 0], [0, 0, -3]);
  top.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = css([196, 190, 178]);
  ctx.fill();
  // walls and columns on the front plane z=0.6
  const wallH = 3.0;
  const wall = quad(cam, [-L / 2, 0.7, 0.6], [L, 0, 0], [0, wallH, 0]);
  const lw = light([0, 0, 1], sun);
  plain(ctx, wall, { base: [232, 226, 212], lf: lw });
  const bays = 5;
  for (let b = 0; b < bays; b++) {
    const u0 = b / bays + 0.02;
    const u1 = (b + 1) / bays - 0.02;
    // lattice doors (paper + wooden grid)
    wall.rect(ctx, u0 + 0.02, 0.05, u1 - 0.02, 0.78);
    ctx.fillStyle = css(mul([226, 214, 186], lw));
    ctx.fill();
    for (let i = 1; i < 8; i++) {
      const u = u0 + 0.02 + ((u1 - u0 - 0.04) * i) / 8;
      wall.line(ctx, u, 0.05, u, 0.78);
      ctx.strokeStyle = css(mul([120, 80, 50], lw));
      ctx.lineWidth = 1.4;
      ctx.stroke();
    }
    for (let i = 1; i < 10; i++) {
      const v = 0.05 + (0.73 * i) / 10;
      wall.line(ctx, u0 + 0.02, v, u1 - 0.02, v);
      ctx.stroke();
    }
    wall.rect(ctx, u0 + 0.02, 0.78, u1 - 0.02, 0.81);
    ctx.fillStyle = css(mul([110, 74, 46], lw));
    ctx.fill();
  }
  for (let b = 0; b <= bays; b++) {
    const u = b / bays;
    wall.rect(ctx, u - 0.012, 0, u + 0.012, 1);
    ctx.fillStyle = grad(
      ctx,
      wall,
      [u - 0.012, 0.5],
      [u + 0.012, 0.5],
      [
        [0, mul([150, 104, 66], lw * 1.1)],
        [1, mul([96, 64, 40], lw)],
      ],
    );
    ctx.fill();
  }
  wall.rect(ctx, 0, 0.84, 1, 0.92);
  ctx.fillStyle = css(mul([104, 70, 44], lw));
  ctx.fill();
  // deep shade under the eaves
  wall.rect(ctx, 0, 0.6, 1, 1);
  ctx.fillStyle = grad(
    ctx,
    wall,
    [0.5, 0.6],
    [0.5, 1],
    [
      [0, [0, 0, 0], 0],
      [1, [0, 0, 0], 0.6],
    ],
  );
  ctx.fill();
  // curved roof surface: eave lifts at the corners, concave slope to the ridge
  const ov = 2.0;
  const yE = 0.7 + wallH + 0.25;
  const yR = yE + 3.1;
  /** @type {(u: number, v: number) => import('../lib/camera.mjs').Vec3} */
  const roofFn = (u, v) => {
    const s = 2 * u - 1;
    const lift = 0.75 * Math.pow(Math.abs(s), 3.2);
    const out = 0.5 * Math.pow(Math.abs(s), 3);
    const x = s * (L / 2 + ov + out * 0.5);
    const zE = 0.6 + ov + out;
    const prof = Math.pow(v, 1.7);
    const y = yE + lift * (1 - v) + (yR - yE) * prof;
    const z = zE + (-1.2 - zE) * v;
    return [x, y, z];
  };
  const roof = surface(cam, roofFn, { curved: true, normal: [0, 0.8, 0.6] });
  // soffit/rafter band under the eave line
  ctx.beginPath();
  for (let i = 0; i <= 40; i++) {
    const [x, y] = roof.S(i / 40, 0);
    if (i) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
  }
  for (let i = 40; i >= 0; i--) {
    const P = roofFn(i / 40, 0);
    const [x, y] = cam.project([P[0] * 0.9, P[1] - 0.55, 0.6]);
    ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fillStyle = css([58, 50, 44]);
  ctx.fill();
  for (let i = 0; i <= 60; i++) {
    const [x, y, d] = roof.S(i / 60, 0.0);
    const r = (0.08 * cam.f) / d;
    ctx.fillStyle = css(i % 2 ? [70, 130, 118] : [168, 70, 54]);
    ctx.beginPath();
    ctx.arc(x, y + r * 2.2, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.save();
  roof.rect(ctx, 0, 0, 1, 1);
  ctx.clip();
  giwa(ctx, roof, { Lu: L + 2 * ov, Lv: 5, base: [96, 98, 104], lf: light([0, 0.8, 0.6], sun, 0.55), rng, sunSide: -1 });
  // light falloff toward the ridge
  roof.rect(ctx, 0, 0, 1, 1);
  ctx.fillStyle = grad(
    ctx,
    roof,
    [0.5, 0],
    [0.5, 1],
    [
      [0, [255, 255, 255], 0],
      [1, [255, 255, 255], 0.12],
    ],
  );
  ctx.fill();
  ctx.restore();
  // ridge: dark tiles with a white mortar stripe and upswept ends
  const rA = roofFn(0.04, 1);
  const rB = roofFn(0.96, 1);
  const ridge = quad(cam, [rA[0], rA[1] - 0.05, rA[2] + 0.1], [rB[0] - rA[0], 0, 0], [0, 0.75, 0]);
  ridge.path(
    ctx,
    [
      [0, 0],
      [1, 0],
      [1.02, 1.35],
      [0.96, 1],
      [0.04, 1],
      [-0.02, 1.35],
    ],
    6,
  );
  ctx.fillStyle = css([70, 72, 78]);
  ctx.fill();
  ridge.rect(ctx, 0.03, 0.35, 0.97, 0.5);
  ctx.fillStyle = css([226, 224, 216]);
  ctx.fill();
  paintTree(ctx, W * 0.9, H * 0.9, H * 0.55, {
    rng,
    palette: [
      [54, 86, 46],
      [104, 138, 70],
      [26, 44, 28],
    ],
    sunX: -1,
    kind: 'pine',
  });
  return { warm: 6, sat: 1.02, contrast: 1.06 };
}
