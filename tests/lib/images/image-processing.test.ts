import { describe, expect, it, vi } from 'vitest';
import { IMAGE_LIMITS, INQUIRY_PHOTO_LIMITS } from '@/config/limits';
import {
  DISPLAY_QUALITY_STEPS,
  DISPLAY_TARGET_BYTES,
  THUMBNAIL_QUALITY_STEPS,
  THUMBNAIL_TARGET_BYTES,
  fitWithin,
  ImageTooLargeError,
  INQUIRY_PHOTO_QUALITY_STEPS,
  INQUIRY_PHOTO_TARGET_BYTES,
  processImageForUpload,
  processInquiryPhoto,
  type ImageProcessingDeps,
  type Size,
} from '@/lib/images/image-processing';

describe('fitWithin', () => {
  it('scales the long side of a 12 MP landscape photo down to 1920 and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(4032, 3024, 1920)).toEqual({ width: 1920, height: 1440 });
  });

  it('scales portrait photos by their height', () => {
    expect(fitWithin(3024, 4032, 1920)).toEqual({ width: 1440, height: 1920 });
    expect(fitWithin(1440, 1920, 640)).toEqual({ width: 480, height: 640 });
  });

  it('never upscales', () => {
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1920, 1080, 1920)).toEqual({ width: 1920, height: 1080 });
  });

  it('keeps at least one pixel on very thin images', () => {
    expect(fitWithin(10000, 2, 640)).toEqual({ width: 640, height: 1 });
  });

  it('rejects sizes that are not positive', () => {
    expect(() => fitWithin(0, 100, 640)).toThrow(RangeError);
    expect(() => fitWithin(100, Number.NaN, 640)).toThrow(RangeError);
  });
});

interface FakeOptions {
  width: number;
  height: number;
  /** The canvas cannot encode WebP and gives PNG instead (Safari). */
  noWebp?: boolean;
  /** Bytes of the display encoding at a quality. */
  displayBytes?: (quality: number) => number;
  /** Bytes of the thumbnail encoding at a quality. */
  thumbnailBytes?: number | ((quality: number) => number);
}

function fakeDeps({ width, height, noWebp = false, displayBytes = () => 300_000, thumbnailBytes = 25_000 }: FakeOptions) {
  const rendered: Size[] = [];
  const encodes: { size: Size; type: string; quality: number }[] = [];
  const close = vi.fn();
  const deps: ImageProcessingDeps = {
    decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource, close })),
    render: (_source, size) => {
      rendered.push(size);
      return {
        ...size,
        source: {} as CanvasImageSource,
        encode: async (type, quality) => {
          encodes.push({ size, type, quality });
          const actualType = noWebp && type === 'image/webp' ? 'image/png' : type;
          const thumbnail = typeof thumbnailBytes === 'number' ? thumbnailBytes : thumbnailBytes(quality);
          const bytes = size.width > 640 || size.height > 640 ? displayBytes(quality) : thumbnail;
          return new Blob([new Uint8Array(bytes)], { type: actualType });
        },
      };
    },
  };
  return { deps, rendered, encodes, close };
}

const photo = new Blob(['x'], { type: 'image/jpeg' });

describe('processImageForUpload', () => {
  it('makes a 1920 px display version and a 640 px thumbnail as WebP from a 12 MP photo', async () => {
    const { deps, rendered, close } = fakeDeps({ width: 4000, height: 3000 });
    const result = await processImageForUpload(photo, deps);
    expect(rendered).toEqual([
      { width: 1920, height: 1440 },
      { width: 640, height: 480 },
    ]);
    expect(result.displaySize).toEqual({ width: 1920, height: 1440 });
    expect(result.thumbnailSize).toEqual({ width: 640, height: 480 });
    expect(result.type).toBe('image/webp');
    expect(result.display.type).toBe('image/webp');
    expect(result.thumbnail.type).toBe('image/webp');
    expect(result.display.size).toBeLessThan(1024 * 1024);
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps a small photo at its own size', async () => {
    const { deps, rendered } = fakeDeps({ width: 500, height: 400 });
    const result = await processImageForUpload(photo, deps);
    expect(rendered).toEqual([
      { width: 500, height: 400 },
      { width: 500, height: 400 },
    ]);
    expect(result.displaySize).toEqual({ width: 500, height: 400 });
  });

  it('falls back to JPEG when the canvas cannot encode WebP (checks the produced type)', async () => {
    const { deps, encodes } = fakeDeps({ width: 3000, height: 4000, noWebp: true });
    const result = await processImageForUpload(photo, deps);
    expect(result.type).toBe('image/jpeg');
    expect(result.display.type).toBe('image/jpeg');
    expect(result.thumbnail.type).toBe('image/jpeg');
    expect(encodes.map((encode) => encode.type)).toEqual(['image/webp', 'image/jpeg', 'image/jpeg']);
  });

  it('encodes the display version again at lower qualities until it is under the target size', async () => {
    const { deps, encodes } = fakeDeps({
      width: 4000,
      height: 3000,
      displayBytes: (quality) => (quality > 0.65 ? 1_400_000 : 700_000),
    });
    const result = await processImageForUpload(photo, deps);
    const displayQualities = encodes.filter((encode) => encode.size.width === 1920).map((encode) => encode.quality);
    expect(displayQualities).toEqual([DISPLAY_QUALITY_STEPS[0], DISPLAY_QUALITY_STEPS[1], DISPLAY_QUALITY_STEPS[2]]);
    expect(result.display.size).toBeLessThanOrEqual(DISPLAY_TARGET_BYTES);
  });

  it('encodes the thumbnail again at lower qualities until it is under its target size, in the display type', async () => {
    const { deps, encodes } = fakeDeps({
      width: 4000,
      height: 3000,
      thumbnailBytes: (quality) => (quality > 0.6 ? 60_000 : 28_000),
    });
    const result = await processImageForUpload(photo, deps);
    const thumbnailEncodes = encodes.filter((encode) => encode.size.width === 640);
    expect(thumbnailEncodes.map((encode) => encode.quality)).toEqual([
      THUMBNAIL_QUALITY_STEPS[0],
      THUMBNAIL_QUALITY_STEPS[1],
      THUMBNAIL_QUALITY_STEPS[2],
    ]);
    expect(thumbnailEncodes.every((encode) => encode.type === 'image/webp')).toBe(true);
    expect(result.thumbnail.size).toBeLessThanOrEqual(THUMBNAIL_TARGET_BYTES);
  });

  it('refuses a copy over its storage.rules limit before anything is sent, and keeps one at the limit', async () => {
    const atLimits = fakeDeps({
      width: 4000,
      height: 3000,
      displayBytes: () => IMAGE_LIMITS.displayMaxBytes,
      thumbnailBytes: IMAGE_LIMITS.thumbnailMaxBytes,
    });
    await expect(processImageForUpload(photo, atLimits.deps)).resolves.toBeTruthy();

    const noisy = fakeDeps({ width: 4000, height: 3000, displayBytes: () => IMAGE_LIMITS.displayMaxBytes + 1 });
    await expect(processImageForUpload(photo, noisy.deps)).rejects.toEqual(
      expect.objectContaining({ name: 'ImageTooLargeError', kind: 'display' }),
    );
    expect(noisy.close).toHaveBeenCalledOnce();

    const noisyThumbnail = fakeDeps({ width: 4000, height: 3000, thumbnailBytes: IMAGE_LIMITS.thumbnailMaxBytes + 1 });
    await expect(processImageForUpload(photo, noisyThumbnail.deps)).rejects.toBeInstanceOf(ImageTooLargeError);
  });

  it('closes the decoded image even when encoding fails', async () => {
    const { deps, close } = fakeDeps({ width: 4000, height: 3000 });
    deps.render = () => ({
      width: 1,
      height: 1,
      source: {} as CanvasImageSource,
      encode: () => Promise.reject(new Error('encoder crashed')),
    });
    await expect(processImageForUpload(photo, deps)).rejects.toThrow('encoder crashed');
    expect(close).toHaveBeenCalledOnce();
  });
});

describe("processInquiryPhoto (a visitor's photo for an inquiry)", () => {
  it(`makes one WebP copy of at most ${INQUIRY_PHOTO_LIMITS.maxSidePx} px at quality ${INQUIRY_PHOTO_LIMITS.quality}`, async () => {
    const { deps, rendered, encodes, close } = fakeDeps({ width: 3024, height: 4032 });
    const result = await processInquiryPhoto(photo, deps);
    expect(rendered).toEqual([{ width: 1200, height: 1600 }]);
    expect(encodes).toEqual([{ size: { width: 1200, height: 1600 }, type: 'image/webp', quality: INQUIRY_PHOTO_LIMITS.quality }]);
    expect(result).toMatchObject({ size: { width: 1200, height: 1600 }, type: 'image/webp' });
    expect(result.blob.type).toBe('image/webp');
    expect(close).toHaveBeenCalledOnce();
  });

  it('falls back to JPEG, steps the quality down to the target size, and refuses a copy over maxBytes', async () => {
    const jpeg = fakeDeps({ width: 4000, height: 3000, noWebp: true, displayBytes: (quality) => (quality > 0.65 ? 900_000 : 500_000) });
    const result = await processInquiryPhoto(photo, jpeg.deps);
    expect(result.type).toBe('image/jpeg');
    expect(result.blob.size).toBeLessThanOrEqual(INQUIRY_PHOTO_TARGET_BYTES);
    expect(jpeg.encodes.filter((encode) => encode.type === 'image/jpeg').map((encode) => encode.quality)).toEqual(
      INQUIRY_PHOTO_QUALITY_STEPS.slice(0, 3),
    );

    const noisy = fakeDeps({ width: 4000, height: 3000, displayBytes: () => INQUIRY_PHOTO_LIMITS.maxBytes + 1 });
    await expect(processInquiryPhoto(photo, noisy.deps)).rejects.toEqual(
      expect.objectContaining({ name: 'ImageTooLargeError', kind: 'inquiryPhoto' }),
    );
    expect(noisy.close).toHaveBeenCalledOnce();
  });
});
