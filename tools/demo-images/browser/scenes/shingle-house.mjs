import { makeCamera } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { gableHouse, groundPoly } from '../lib/house.mjs';
import { shingles } from '../lib/materials/roofing.mjs';
import { siding, windowOn } from '../lib/materials/walls.mjs';
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
  paintTree(ctx, W * 0.93, cam.horizonY + H * 0.1, H * 0.55, { rng, palette: [[60, 96, 52], [112, 150, 80], [30, 52, 32]], sunX: 1 });
  const sunDir = [0.6, 0.7, 0.45];
  // driveway
  groundPoly(ctx, cam, [[6.5, 5], [10, 5], [13, 30], [8, 30]], css([176, 172, 164]));
  const wallCol = [226, 220, 206];
  const roofCol = [74, 68, 66];
  gableHouse(ctx, cam, {
    x0: -6, x1: 6, z0: -4.5, z1: 4.5, h: 5.8, rise: 3.2, over: 0.55, sun: sunDir,
    trim: [244, 244, 240],
    wall: (c, f, d, lf) => siding(c, f, { Lv: d.Lv, base: wallCol, lf, rng }),
    frontDeco: (c, f, lf) => {
      /** @type {(u0: number, v0: number, w: number, h: number, m?: number) => void} */
      const win = (u0, v0, w, h, m = 1) => windowOn(c, f, u0 / 12, v0 / 5.8, (u0 + w) / 12, (v0 + h) / 5.8, { rng, lf, mull: m, frameW: 0.012 });
      win(1.2, 3.3, 1.6, 1.5); win(5.2, 3.3, 1.6, 1.5); win(9.2, 3.3, 1.6, 1.5);
      win(1.2, 0.6, 2.4, 1.6, 2); win(8.4, 0.6, 2.4, 1.6, 2);
      // door
      f.rect(c, 5.3 / 12, 0, 6.7 / 12, 2.2 / 5.8);
      c.fillStyle = css([92, 64, 46].map((x) => x * lf));
      c.fill();
    },
    sideDeco: (c, f, lf) => {
      windowOn(c, f, 0.35, 3.4 / 9, 0.65, 4.8 / 9, { rng, lf, frameW: 0.012 });
      windowOn(c, f, 0.3, 0.7 / 9, 0.7, 2.2 / 9, { rng, lf, mull: 1, frameW: 0.012 });
    },
    roof: (c, f, d, lf) => {
      shingles(c, f, { ...d, base: roofCol, lf, rng });
      const tile = noiseTile(noise, 128, 0.9, { oct: 2, contrast: 1.4 });
      overlayPattern(c, tile, { W, H, alpha: 0.35, mode: 'overlay' });
    },
  });
  shrubs(env, Array.from({ length: 9 }, (_, i) => cam.project([-5.5 + i * 1.3, 0, 5.4]).slice(0, 2)), H * 0.06, [[56, 92, 48], [104, 146, 70], [28, 50, 30]]);
  paintTree(ctx, W * 0.02, H * 1.02, H * 0.75, { rng, palette: [[52, 84, 44], [104, 140, 72], [24, 42, 28]], sunX: 1 });
  return { warm: 3, sat: 1.04, vignette: 0.3 };
}
