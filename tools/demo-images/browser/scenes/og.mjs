import { hero } from './houses.mjs';
/** @import { Env } from '../lib/env.mjs' */

/**
 * Social card: the hero roofline; main.mjs sets the company name and tagline after finishing.
 * @param {Env} env
 * @returns {import('../lib/post.mjs').Grade}
 */
export function og(env) {
  return { ...hero(env), vignette: 0.3, after: 'ogText' };
}
