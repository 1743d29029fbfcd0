import { makeRng } from './rng.mjs';
import { makeNoise } from './noise.mjs';

/** @typedef {ReturnType<typeof makeEnv>} Env */

/**
 * Everything a scene painter needs, derived from one seed.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} W
 * @param {number} H
 * @param {number} seed
 * @param {import('../../page-api.mjs').SceneOptions} opts
 */
export function makeEnv(ctx, W, H, seed, opts) {
  const rng = makeRng(seed);
  const noise = makeNoise(rng.fork());
  return { ctx, W, H, seed, opts, rng, noise };
}
