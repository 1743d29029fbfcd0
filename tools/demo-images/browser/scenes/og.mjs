import { hero } from './houses.mjs';

/** Social card: the hero roofline; main.mjs sets the company name and tagline after finishing. */
export function og(env) {
  return { ...hero(env), vignette: 0.3, after: 'ogText' };
}
