import { paintSky } from './sky.mjs';
import { paintRidge, paintTreeline } from './terrain.mjs';
import { mix } from './color.mjs';

/**
 * @typedef {import('./color.mjs').Color} Color
 *
 * @typedef {object} Preset a sky and the light it gives
 * @property {[number, Color][]} stops sky gradient: [pos 0..1 of horizonY, colour]
 * @property {{ xf: number, yf: number, color: Color, alpha: number } | null} sun xf: fraction of W, yf: of H below the horizon
 * @property {import('./sky.mjs').CloudOptions} clouds
 * @property {Color} haze
 * @property {Color[]} mountain [near, mid, far]
 * @property {Color[]} [treeline] palette of the tree line
 *
 * @typedef {'clear' | 'morning' | 'overcast' | 'golden' | 'dusk'} PresetName
 *
 * @typedef {object} BackdropOptions
 * @property {Partial<Preset>} [override]
 * @property {number} [sunX] fraction of W
 * @property {false | import('./sky.mjs').CloudOptions} [clouds] false: no clouds; else merged over the preset's
 * @property {number} [mountainH] fraction of H; 0: no mountains
 * @property {boolean} [nearRidge]
 * @property {boolean} [treeline]
 * @property {number} [treelineH] fraction of H
 */

/**
 * Sky + layered Gangwon-style mountains, all placed relative to the camera horizon.
 * @type {Record<PresetName, Preset>}
 */
export const PRESETS = {
  clear: {
    stops: [
      [0, [62, 112, 178]],
      [0.55, [118, 161, 211]],
      [1, [205, 221, 234]],
    ],
    sun: { xf: 0.85, yf: -0.1, color: [255, 248, 225], alpha: 0.5 },
    clouds: { cover: 0.42, lit: [255, 255, 255], shadow: [168, 180, 200], scale: 1 },
    haze: [196, 212, 226],
    mountain: [
      [58, 86, 74],
      [84, 112, 118],
      [120, 145, 160],
    ],
  },
  morning: {
    stops: [
      [0, [92, 128, 176]],
      [0.6, [171, 190, 212]],
      [1, [238, 220, 196]],
    ],
    sun: { xf: 0.15, yf: 0.05, color: [255, 226, 180], alpha: 0.7 },
    clouds: { cover: 0.32, lit: [255, 244, 228], shadow: [150, 156, 178], scale: 0.8, stretch: 1.8 },
    haze: [222, 214, 204],
    mountain: [
      [56, 78, 70],
      [96, 112, 122],
      [150, 158, 172],
    ],
  },
  overcast: {
    stops: [
      [0, [150, 160, 172]],
      [0.6, [186, 193, 201]],
      [1, [214, 218, 222]],
    ],
    sun: null,
    clouds: { cover: 0.75, lit: [232, 234, 238], shadow: [140, 146, 156], scale: 0.7, softness: 0.45 },
    haze: [200, 205, 210],
    mountain: [
      [70, 86, 82],
      [110, 122, 126],
      [150, 160, 166],
    ],
  },
  golden: {
    stops: [
      [0, [72, 104, 156]],
      [0.55, [170, 170, 180]],
      [1, [250, 206, 150]],
    ],
    sun: { xf: 0.9, yf: 0.12, color: [255, 205, 130], alpha: 0.85 },
    clouds: { cover: 0.35, lit: [255, 222, 180], shadow: [120, 110, 130], scale: 0.8, stretch: 1.5 },
    haze: [226, 196, 160],
    mountain: [
      [52, 62, 58],
      [96, 96, 110],
      [150, 138, 146],
    ],
  },
  dusk: {
    stops: [
      [0, [22, 32, 58]],
      [0.45, [62, 70, 108]],
      [0.8, [190, 118, 96]],
      [1, [246, 170, 104]],
    ],
    sun: { xf: 0.78, yf: 0.02, color: [255, 170, 90], alpha: 0.9 },
    clouds: { cover: 0.3, lit: [250, 160, 120], shadow: [60, 56, 84], scale: 0.7, stretch: 2.2, opacity: 0.9 },
    haze: [178, 122, 118],
    mountain: [
      [20, 24, 36],
      [42, 44, 66],
      [92, 78, 100],
    ],
    treeline: [
      [26, 32, 30],
      [44, 50, 44],
      [14, 18, 18],
    ],
  },
};

/**
 * @param {import('./env.mjs').Env} env
 * @param {number} horizonY
 * @param {PresetName} [name]
 * @param {BackdropOptions} [o]
 */
export function backdrop(env, horizonY, name = 'clear', o = {}) {
  const { ctx, W, H, noise, rng } = env;
  const p = { ...PRESETS[name], ...(o.override ?? {}) };
  const sun = p.sun && { x: W * (o.sunX ?? p.sun.xf), y: horizonY + H * p.sun.yf, color: p.sun.color, alpha: p.sun.alpha };
  paintSky(ctx, {
    W,
    H,
    horizonY,
    noise,
    stops: p.stops,
    sun,
    clouds: o.clouds === false ? null : { ...p.clouds, offset: [rng.range(0, 50), rng.range(0, 50)], ...(o.clouds ?? {}) },
  });
  const mh = o.mountainH ?? 0.16;
  if (mh > 0) {
    const [near, mid, far] = p.mountain;
    const sunLeft = sun ? sun.x < W / 2 : false;
    const seeds = [rng.range(0, 100), rng.range(0, 100), rng.range(0, 100)];
    paintRidge(ctx, {
      W,
      H,
      noise,
      baseY: horizonY + H * 0.01,
      amp: H * mh * 1.1,
      freq: 1.4,
      seed: seeds[0],
      color: far,
      haze: p.haze,
      hazeAmt: 0.55,
      sharp: 0.6,
      detail: 0.15,
      sunLeft,
      treeFuzz: 0.4,
    });
    paintRidge(ctx, {
      W,
      H,
      noise,
      baseY: horizonY + H * 0.02,
      amp: H * mh * 0.75,
      freq: 2.2,
      seed: seeds[1],
      color: mid,
      haze: p.haze,
      hazeAmt: 0.38,
      sharp: 0.5,
      detail: 0.3,
      sunLeft,
      treeFuzz: 0.8,
    });
    if (o.nearRidge !== false) {
      paintRidge(ctx, {
        W,
        H,
        noise,
        baseY: horizonY + H * 0.035,
        amp: H * mh * 0.42,
        freq: 3,
        seed: seeds[2],
        color: near,
        haze: p.haze,
        hazeAmt: 0.22,
        sharp: 0.3,
        detail: 0.45,
        sunLeft,
        treeFuzz: 1.6,
        bottom: horizonY + H * 0.2,
      });
    }
  }
  if (o.treeline) {
    const tl = p.treeline ?? [
      [62, 88, 58],
      [104, 130, 84],
      [34, 50, 36],
    ];
    paintTreeline(ctx, {
      x0: -20,
      x1: W + 20,
      y: horizonY + H * 0.04,
      h: H * (o.treelineH ?? 0.06),
      rng,
      palette: tl.map((c) => mix(c, p.haze, p.treeline ? 0.08 : 0.25)),
      sunX: sun && sun.x < W / 2 ? -1 : 1,
      density: 1,
    });
  }
  return { sun, preset: p };
}
