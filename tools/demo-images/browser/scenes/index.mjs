import shingleHouse from './shingle-house.mjs';
import { urethaneRooftop, sheetRooftop, crackRepair } from './rooftops.mjs';
import { zincHouse, dormerHouse, factory, hero } from './houses.mjs';
import { stoneFacade, insulationFacade, wallCoating, sealant } from './facades.mjs';
import { slope, piles } from './groundworks.mjs';
import { leakRepair, gutter } from './roof-closeups.mjs';
import { hanok } from './hanok.mjs';
import { og } from './og.mjs';

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
};
