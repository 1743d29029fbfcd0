import { makeCamera } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { gableHouse, groundPoly, twoStoreyHouseDeco } from '../lib/house.mjs';
import { shingles } from '../lib/materials/roofing.mjs';
import { siding } from '../lib/materials/walls.mjs';
import { lawn, shrubs } from '../lib/ground.mjs';
import { paintTree } from '../lib/terrain.mjs';
import { css } from '../lib/color.mjs';
import { noiseTile, overlayPattern } from '../lib/canvas.mjs';
/** @import { Env } from '../lib/env.mjs' */

/** @param {Env} env */
export default function shingleHouse(env) {
  const { ctx, W, H, rng, noise } = env;
  const cam = makeCamera({ eye: [13, 9.5, 14], target: [0.5, 3.2, 0], fov: 46, W, H });
  backdrop(env, cam.horizonY, 'clear', { treeline: true, mountainH: 0.13 });
  lawn(env, cam.horizonY, cam.horizonY + H * 0.045);
  paintTree(ctx, W * 0.93, cam.horizonY + H * 0.1, H * 0.55, {
    rng,
    palette: [
      [60, 96, 52],
      [112, 150, 80],
      [30, 52, 32],
    ],
    sunX: 1,
  });
  const sunDir = [0.6, 0.7, 0.45];
  // driveway
  groundPoly(
    ctx,
    cam,
    [
      [6.5, 5],
      [10, 5],
      [13, 30],
      [8, 30],
    ],
    css([176, 172, 164]),
  );
  const wallCol = [226, 220, 206];
  const roofCol = [74, 68, 66];
  gableHouse(ctx, cam, {
    x0: -6,
    x1: 6,
    z0: -4.5,
    z1: 4.5,
    h: 5.8,
    rise: 3.2,
    over: 0.55,
    sun: sunDir,
    trim: [244, 244, 240],
    wall: (c, f, d, lf) => siding(c, f, { Lv: d.Lv, base: wallCol, lf, rng }),
    ...twoStoreyHouseDeco(rng),
    roof: (c, f, d, lf) => {
      shingles(c, f, { ...d, base: roofCol, lf, rng });
      const tile = noiseTile(noise, 128, 0.9, { oct: 2, contrast: 1.4 });
      overlayPattern(c, tile, { W, H, alpha: 0.35, mode: 'overlay' });
    },
  });
  shrubs(
    env,
    Array.from({ length: 9 }, (_, i) => cam.project([-5.5 + i * 1.3, 0, 5.4]).slice(0, 2)),
    H * 0.06,
    [
      [56, 92, 48],
      [104, 146, 70],
      [28, 50, 30],
    ],
  );
  paintTree(ctx, W * 0.02, H * 1.02, H * 0.75, {
    rng,
    palette: [
      [52, 84, 44],
      [104, 140, 72],
      [24, 42, 28],
    ],
    sunX: 1,
  });
  return { warm: 3, sat: 1.04, vignette: 0.3 };
}
