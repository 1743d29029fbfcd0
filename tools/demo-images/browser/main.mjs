// Browser entry: exposes __render (paint a scene) and __encode (resize + encode the last render).
import { context2d, makeCanvas } from './lib/canvas.mjs';
import { makeEnv } from './lib/env.mjs';
import { finish } from './lib/post.mjs';
import { scenes } from './scenes/index.mjs';
import { ogText } from './lib/og-text.mjs';

/** @import { PainterApi, PainterWindow } from '../page-api.mjs' */

/** @type {HTMLCanvasElement | null} */
let current = null;

/** @type {PainterApi['__render']} */
const render = async ({ scene, W, H, seed, opts = {} }) => {
  const paint = scenes[scene];
  if (!paint) throw new Error(`unknown scene ${scene}`);
  await document.fonts.ready;
  const canvas = makeCanvas(W, H);
  const ctx = context2d(canvas);
  const env = makeEnv(ctx, W, H, seed, opts);
  const grade = (await paint(env)) ?? {};
  finish(ctx, W, H, env.rng.fork(), grade);
  if (grade.after === 'ogText') await ogText(ctx, W, H);
  current = canvas;
  return true;
};

/** Cover-crop the current render to W×H (focusX/Y 0..1) and encode it. */
/** @type {PainterApi['__encode']} */
const encode = ({ W, H, type = 'image/webp', q = 0.8, focusX = 0.5, focusY = 0.5 }) => {
  if (!current) throw new Error('nothing rendered yet');
  let src = current;
  const scale = Math.max(W / src.width, H / src.height);
  const sw = W / scale;
  const sh = H / scale;
  const sx = (src.width - sw) * focusX;
  const sy = (src.height - sh) * focusY;
  // progressive halving keeps thumbnails crisp without aliasing
  let cw = sw;
  let ch = sh;
  let ox = sx;
  let oy = sy;
  while (cw / 2 > W * 1.05) {
    const half = makeCanvas(cw / 2, ch / 2);
    const hc = context2d(half);
    hc.imageSmoothingQuality = 'high';
    hc.drawImage(src, ox, oy, cw, ch, 0, 0, half.width, half.height);
    src = half;
    ox = 0;
    oy = 0;
    cw = half.width;
    ch = half.height;
  }
  const out = makeCanvas(W, H);
  const oc = context2d(out);
  oc.imageSmoothingQuality = 'high';
  oc.drawImage(src, ox, oy, cw, ch, 0, 0, W, H);
  return out.toDataURL(type, q);
};

// The page's API for generate.mjs (../page-api.mjs).
const page = /** @type {PainterWindow} */ (window);
page.__render = render;
page.__encode = encode;
page.__ready = true;
