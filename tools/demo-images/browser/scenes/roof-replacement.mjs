import { gableHouse, twoStoreyHouseDeco } from '../lib/house.mjs';
import { shingles, standingSeam } from '../lib/materials/roofing.mjs';
import { corrugatedSlate, sheathingAndFelt } from '../lib/materials/worn-roofing.mjs';
import { siding, streaks } from '../lib/materials/walls.mjs';
import { noiseTile, overlayPattern } from '../lib/canvas.mjs';
import { LOT_HOUSE, lotCamera, paintFrontGarden, paintLotBehind } from './gable-house-lot.mjs';
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
  const cam = lotCamera(env, look.eye);
  paintLotBehind(env, cam, { backTree: look.tree });
  gableHouse(ctx, cam, {
    ...LOT_HOUSE,
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
  paintFrontGarden(env, cam);
  return { warm: stage === 'before' ? 1 : 3, sat: stage === 'before' ? 0.92 : 1.04, vignette: 0.3 };
}
