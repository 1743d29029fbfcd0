import shingleHouse from './shingle-house.mjs';
import { urethaneRooftop, sheetRooftop, crackRepair } from './rooftops.mjs';
import { zincHouse, dormerHouse, factory, hero } from './houses.mjs';
import { stoneFacade, insulationFacade, wallCoating, sealant } from './facades.mjs';
import { slope, piles } from './groundworks.mjs';
import { leakRepair, gutter } from './roof-closeups.mjs';
import { hanok } from './hanok.mjs';
import { og } from './og.mjs';
import roofReplacement from './roof-replacement.mjs';

/**
 * A scene paints the whole picture and says how to finish it.
 * @typedef {(env: import('../lib/env.mjs').Env) => import('../lib/post.mjs').Grade | void | Promise<import('../lib/post.mjs').Grade | void>} Scene
 */

/** @type {Record<string, Scene | undefined>} */
export const scenes = {
  shingleHouse,
  urethaneRooftop,
  sheetRooftop,
  crackRepair,
  zincHouse,
  dormerHouse,
  factory,
  hero,
  stoneFacade,
  insulationFacade,
  wallCoating,
  sealant,
  slope,
  piles,
  leakRepair,
  gutter,
  hanok,
  og,
  roofReplacement,
};
