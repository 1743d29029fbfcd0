import { makeCamera } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { gableHouse, groundPoly, twoStoreyHouseDeco } from '../lib/house.mjs';
import { shingles, standingSeam } from '../lib/materials/roofing.mjs';
import { corrugatedSlate, sheathingAndFelt } from '../lib/materials/worn-roofing.mjs';
import { siding, streaks } from '../lib/materials/walls.mjs';
import { lawn, shrubs } from '../lib/ground.mjs';
import { paintTree } from '../lib/terrain.mjs';
import { css } from '../lib/color.mjs';
import { noiseTile, overlayPattern } from '../lib/canvas.mjs';
/** @import { Env } from '../lib/env.mjs' */

/**
 * A house whose roof is replaced, seen from the same spot at each stage of the job (opts.stage: before, during,
 * after), so a before/after comparison lines up exactly. Everything but the roof and the walls' dirt draws the same
 * random numbers at every stage: the roof and the dirt take theirs from generators forked first.
 * opts.variant 1 and 2 are other houses (colours, seen from elsewhere; 1 gets a standing-seam metal roof).
 */
const VARIANTS = [
  { wall: [226, 220, 206], trim: [244, 244, 240], newRoof: 'shingles', roofCol: [74, 68, 66], eye: [13, 9.5, 14], tree: true },
  { wall: [214, 200, 176], trim: [236, 232, 224], newRoof: 'seam', roofCol: [60, 74, 86], eye: [16, 8.6, 11], tree: false },
  { wall: [202, 208, 214], trim: [240, 242, 244], newRoof: 'shingles', roofCol: [112, 62, 48], eye: [11, 10.5, 15.5], tree: true },
];

/** @param {Env} env */
export default function roofReplacement(env) {
  const { ctx, W, H, rng, noise, opts } = env;
  const stage = opts.stage ?? 'after';
  const look = VARIANTS[opts.variant ?? 0] ?? VARIANTS[0];
  const roofRng = rng.fork();
  const dirtRng = rng.fork();
  const cam = makeCamera({ eye: look.eye, target: [0.5, 3.2, 0], fov: 46, W, H });
  backdrop(env, cam.horizonY, 'clear', { treeline: true, mountainH: 0.13 });
  lawn(env, cam.horizonY, cam.horizonY + H * 0.045);
  if (look.tree)
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
  gableHouse(ctx, cam, {
    x0: -6,
    x1: 6,
    z0: -4.5,
    z1: 4.5,
    h: 5.8,
    rise: 3.2,
    over: 0.55,
    sun: sunDir,
    trim: look.trim,
    wall: (c, f, d, lf) => {
      siding(c, f, { Lv: d.Lv, base: look.wall, lf, rng });
      // Years of leaks left their marks under the old roof; the new roof came with a wash.
      if (stage !== 'after') streaks(c, f, dirtRng, { n: 40, alpha: 0.5, col: [70, 60, 48] });
    },
    ...twoStoreyHouseDeco(rng),
    roof: (c, f, d, lf) => {
      if (stage === 'before') {
        corrugatedSlate(c, f, { ...d, base: [150, 148, 138], lf, rng: roofRng, noise });
        return;
      }
      const newRoof = () =>
        look.newRoof === 'seam'
          ? standingSeam(c, f, {
              ...d,
              base: look.roofCol,
              lf,
              rng: roofRng,
              reflect: [
                [190, 206, 222],
                [90, 100, 110],
              ],
            })
          : shingles(c, f, { ...d, base: look.roofCol, lf, rng: roofRng });
      if (stage === 'during') {
        c.save();
        f.rect(c, 0, 0, 1, 0.3);
        c.clip();
        newRoof();
        c.restore();
        sheathingAndFelt(c, f, { ...d, lf, rng: roofRng, shingledTo: 0.3, feltTo: 0.62 });
      } else {
        newRoof();
      }
      const tile = noiseTile(noise, 128, 0.9, { oct: 2, contrast: 1.4 });
      overlayPattern(c, tile, { W, H, alpha: 0.3, mode: 'overlay' });
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
  return { warm: stage === 'before' ? 1 : 3, sat: stage === 'before' ? 0.92 : 1.04, vignette: 0.3 };
}
