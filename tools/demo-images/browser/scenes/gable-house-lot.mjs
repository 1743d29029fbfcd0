import { makeCamera } from '../lib/camera.mjs';
import { backdrop } from '../lib/backdrop.mjs';
import { groundPoly } from '../lib/house.mjs';
import { lawn, shrubs } from '../lib/ground.mjs';
import { paintTree } from '../lib/terrain.mjs';
import { css } from '../lib/color.mjs';
/** @import { Env } from '../lib/env.mjs' */
/** @import { Camera, Vec3 } from '../lib/camera.mjs' */

// The two-storey gable house on its lot, painted by the shingle-house picture and by the roof-replacement series:
// the same house on the same spot, with the same driveway and garden, so those pictures differ only in where the
// camera stands and in the house's colours and roof. Each part draws the random numbers it always drew, in order.

/** The house's size and place on the lot (the driveway and the garden are laid out around it), and the sun on it. */
export const LOT_HOUSE = { x0: -6, x1: 6, z0: -4.5, z1: 4.5, h: 5.8, rise: 3.2, over: 0.55, sun: [0.6, 0.7, 0.45] };

/**
 * The camera looking at the house from `eye`.
 * @param {Env} env
 * @param {Vec3} eye
 */
export function lotCamera({ W, H }, eye) {
  return makeCamera({ eye, target: [0.5, 3.2, 0], fov: 46, W, H });
}

/**
 * What lies behind the house: the sky, hills and treeline, the lawn, a tree at the back on the right (left out with
 * `backTree: false`) and the driveway.
 * @param {Env} env
 * @param {Camera} cam
 * @param {{ backTree?: boolean }} [o]
 */
export function paintLotBehind(env, cam, { backTree = true } = {}) {
  const { ctx, W, H, rng } = env;
  backdrop(env, cam.horizonY, 'clear', { treeline: true, mountainH: 0.13 });
  lawn(env, cam.horizonY, cam.horizonY + H * 0.045);
  if (backTree)
    paintTree(ctx, W * 0.93, cam.horizonY + H * 0.1, H * 0.55, {
      rng,
      palette: [
        [60, 96, 52],
        [112, 150, 80],
        [30, 52, 32],
      ],
      sunX: 1,
    });
  // driveway
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
}

/**
 * What stands in front of the house, painted over it: a row of shrubs along its front and a tree in the near left
 * corner.
 * @param {Env} env
 * @param {Camera} cam
 */
export function paintFrontGarden(env, cam) {
  const { ctx, W, H, rng } = env;
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
}
