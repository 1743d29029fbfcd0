import { makeRng } from './rng.mjs';
import { makeNoise } from './noise.mjs';

/** Everything a scene painter needs, derived from one seed. */
export function makeEnv(ctx, W, H, seed, opts) {
  const rng = makeRng(seed);
  const noise = makeNoise(rng.fork());
  return { ctx, W, H, seed, opts, rng, noise };
}
