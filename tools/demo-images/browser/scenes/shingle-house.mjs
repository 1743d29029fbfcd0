import { gableHouse, twoStoreyHouseDeco } from '../lib/house.mjs';
import { shingles } from '../lib/materials/roofing.mjs';
import { siding } from '../lib/materials/walls.mjs';
import { noiseTile, overlayPattern } from '../lib/canvas.mjs';
import { LOT_HOUSE, lotCamera, paintFrontGarden, paintLotBehind } from './gable-house-lot.mjs';
/** @import { Env } from '../lib/env.mjs' */

/** @param {Env} env */
export default function shingleHouse(env) {
  const { ctx, W, H, rng, noise } = env;
  const cam = lotCamera(env, [13, 9.5, 14]);
  paintLotBehind(env, cam);
  const wallCol = [226, 220, 206];
  const roofCol = [74, 68, 66];
  gableHouse(ctx, cam, {
    ...LOT_HOUSE,
    trim: [244, 244, 240],
    wall: (c, f, d, lf) => siding(c, f, { Lv: d.Lv, base: wallCol, lf, rng }),
    ...twoStoreyHouseDeco(rng),
    roof: (c, f, d, lf) => {
      shingles(c, f, { ...d, base: roofCol, lf, rng });
      const tile = noiseTile(noise, 128, 0.9, { oct: 2, contrast: 1.4 });
      overlayPattern(c, tile, { W, H, alpha: 0.35, mode: 'overlay' });
    },
  });
  paintFrontGarden(env, cam);
  return { warm: 3, sat: 1.04, vignette: 0.3 };
}
