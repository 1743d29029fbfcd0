// Off-screen canvases and cached noise textures.

/**
 * @param {number} w
 * @param {number} h
 */
export function makeCanvas(w, h) {
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.round(w));
  c.height = Math.max(1, Math.round(h));
  return c;
}

/**
 * The canvas's 2D context (Chromium always gives one for a fresh canvas).
 * @param {HTMLCanvasElement} canvas
 */
export function context2d(canvas) {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D context for the canvas');
  return ctx;
}

/**
 * Grey noise tile (mid-grey = neutral) for overlay/soft-light texturing.
 * @param {import('./noise.mjs').Noise} noise
 * @param {number} size
 * @param {number} scale
 * @param {{ oct?: number, contrast?: number, seedOff?: number }} [options]
 */
export function noiseTile(noise, size, scale, { oct = 4, contrast = 1, seedOff = 0 } = {}) {
  const c = makeCanvas(size, size);
  const ctx = context2d(c);
  const img = ctx.createImageData(size, size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const v = noise.fbm(x * scale + seedOff, y * scale, oct);
      const g = Math.max(0, Math.min(255, 128 + v * 255 * contrast));
      const i = (y * size + x) * 4;
      img.data[i] = img.data[i + 1] = img.data[i + 2] = g;
      img.data[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  return c;
}

/**
 * Fill the current clip with a noise pattern using a blend mode.
 * @param {CanvasRenderingContext2D} ctx
 * @param {HTMLCanvasElement} tile
 * @param {{ mode?: GlobalCompositeOperation, alpha?: number, W: number, H: number, scale?: number, rot?: number }} options
 */
export function overlayPattern(ctx, tile, { mode = 'overlay', alpha = 0.35, W, H, scale = 1, rot = 0 }) {
  const pat = ctx.createPattern(tile, 'repeat');
  if (!pat) throw new Error('no pattern from the noise tile');
  ctx.save();
  ctx.globalCompositeOperation = mode;
  ctx.globalAlpha = alpha;
  if (scale !== 1 || rot) pat.setTransform(new DOMMatrix().rotate(rot).scale(scale));
  ctx.fillStyle = pat;
  ctx.fillRect(0, 0, W, H);
  ctx.restore();
}
