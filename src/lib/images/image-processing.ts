import { IMAGE_LIMITS, INQUIRY_PHOTO_LIMITS } from '@/config/limits';

/**
 * Before an upload the browser makes two smaller copies of the chosen photo: a display version (long side at most
 * 1920 px) and a thumbnail (long side at most 640 px), as WebP, or JPEG where the canvas cannot encode WebP
 * (Safari). EXIF orientation is applied while decoding, images are never upscaled, and re-encoding drops the
 * photo's EXIF data (GPS position included). The canvas work sits behind `ImageProcessingDeps` so the sizing and
 * quality logic can be tested without a browser.
 */

export interface Size {
  width: number;
  height: number;
}

/** The size that fits within maxSide on the long side, keeping the aspect ratio; never larger than the original. */
export function fitWithin(width: number, height: number, maxSide: number): Size {
  if (!(width > 0 && height > 0 && maxSide > 0)) throw new RangeError(`Invalid size ${width}x${height} / ${maxSide}`);
  const longSide = Math.max(width, height);
  if (longSide <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxSide / longSide;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const PREFERRED_TYPE = 'image/webp';
export const FALLBACK_TYPE = 'image/jpeg';
/**
 * A thumbnail above this is encoded again at a lower quality. The thumbnail is what phones load first: the gallery's
 * cards, the home page's hero and a job page's comparison, the largest paint of those pages, so it is kept light
 * (a 640 px photo at quality 0.75 is 40-80 KB; at 30 KB a phone on slow 4G paints it about 0.15 s sooner).
 */
export const THUMBNAIL_TARGET_BYTES = 30 * 1024;
/** Qualities tried in turn for the thumbnail until it fits THUMBNAIL_TARGET_BYTES. */
export const THUMBNAIL_QUALITY_STEPS = [IMAGE_LIMITS.thumbnailQuality, 0.65, 0.55, 0.45] as const;
/** A display file above this is encoded again at a lower quality (a 12 MP photo must end well under 1 MB). */
export const DISPLAY_TARGET_BYTES = 900 * 1024;
/** Qualities tried in turn for the display version until it fits DISPLAY_TARGET_BYTES. */
export const DISPLAY_QUALITY_STEPS = [IMAGE_LIMITS.displayQuality, 0.72, 0.62, 0.5] as const;

/** A decoded photo, already turned upright. */
export interface DecodedImage extends Size {
  source: CanvasImageSource;
  close(): void;
}

/** A resized copy on a canvas that can be encoded, and drawn from again. */
export interface RenderedImage extends Size {
  source: CanvasImageSource;
  /** May resolve to another type than asked (a canvas that cannot encode WebP gives PNG). */
  encode(type: string, quality: number): Promise<Blob>;
}

export interface ImageProcessingDeps {
  decode(file: Blob): Promise<DecodedImage>;
  render(source: CanvasImageSource, size: Size): RenderedImage;
}

export interface ProcessedImage {
  display: Blob;
  thumbnail: Blob;
  displaySize: Size;
  thumbnailSize: Size;
  /** image/webp, or image/jpeg on browsers without WebP encoding. */
  type: string;
}

/** Encodes at each quality in turn (WebP, else JPEG) until the file is at most targetBytes, or the qualities run out. */
async function encodeWithin(
  image: RenderedImage,
  qualities: readonly number[],
  targetBytes: number,
  preferredType: string = PREFERRED_TYPE,
): Promise<{ blob: Blob; type: string }> {
  let type = preferredType;
  let blob: Blob | null = null;
  for (const quality of qualities) {
    blob = await image.encode(type, quality);
    if (blob.type !== type) {
      // No WebP encoder: JPEG from here on.
      type = FALLBACK_TYPE;
      blob = await image.encode(type, quality);
    }
    if (blob.size <= targetBytes) break;
  }
  return { blob: blob!, type };
}

const encodeDisplay = (image: RenderedImage) => encodeWithin(image, DISPLAY_QUALITY_STEPS, DISPLAY_TARGET_BYTES);

/** A copy over its limit would be refused by storage.rules: refuse it here, before anything is sent. */
export class ImageTooLargeError extends Error {
  constructor(
    readonly kind: 'display' | 'thumbnail' | 'inquiryPhoto',
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`The ${kind} copy is ${bytes} bytes, over the ${maxBytes}-byte limit`);
    this.name = 'ImageTooLargeError';
  }
}

function checkSize(kind: 'display' | 'thumbnail', blob: Blob, maxBytes: number): void {
  if (blob.size > maxBytes) throw new ImageTooLargeError(kind, blob.size, maxBytes);
}

export async function processImageForUpload(file: Blob, deps: ImageProcessingDeps = browserImageDeps): Promise<ProcessedImage> {
  const decoded = await deps.decode(file);
  try {
    const displaySize = fitWithin(decoded.width, decoded.height, IMAGE_LIMITS.displayMaxSidePx);
    const display = deps.render(decoded.source, displaySize);
    const { blob: displayBlob, type } = await encodeDisplay(display);
    // The thumbnail is drawn from the display copy: a smaller step down, sharper and cheaper than from the original.
    const thumbnailSize = fitWithin(displaySize.width, displaySize.height, IMAGE_LIMITS.thumbnailMaxSidePx);
    const { blob: thumbnail } = await encodeWithin(
      deps.render(display.source, thumbnailSize),
      THUMBNAIL_QUALITY_STEPS,
      THUMBNAIL_TARGET_BYTES,
      type,
    );
    checkSize('display', displayBlob, IMAGE_LIMITS.displayMaxBytes);
    checkSize('thumbnail', thumbnail, IMAGE_LIMITS.thumbnailMaxBytes);
    return { display: displayBlob, thumbnail, displaySize, thumbnailSize, type };
  } finally {
    decoded.close();
  }
}

async function decodeWithImageElement(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight, source: image, close: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

async function decode(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
    } catch {
      // Some browsers reject the options or the format here but can still show it in an <img>.
    }
  }
  return decodeWithImageElement(file);
}

function canvasToBlob(canvas: OffscreenCanvas | HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob returned nothing'))), type, quality);
  });
}

function render(source: CanvasImageSource, size: Size): RenderedImage {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(size.width, size.height)
      : Object.assign(document.createElement('canvas'), size);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('2D canvas is not available');
  // White under transparent pixels: JPEG has no alpha and would otherwise turn them black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return { ...size, source: canvas, encode: (type, quality) => canvasToBlob(canvas, type, quality) };
}

/** The real browser implementation (createImageBitmap with EXIF orientation, OffscreenCanvas or <canvas>). */
export const browserImageDeps: ImageProcessingDeps = { decode, render };

/** Qualities tried in turn for a visitor's photo until it fits INQUIRY_PHOTO_TARGET_BYTES. */
export const INQUIRY_PHOTO_QUALITY_STEPS = [INQUIRY_PHOTO_LIMITS.quality, 0.7, 0.6, 0.5] as const;
/** A visitor's photo is aimed well under the 2 MB limit: a phone's upload link is slow. */
export const INQUIRY_PHOTO_TARGET_BYTES = 700 * 1024;

export interface ProcessedPhoto {
  blob: Blob;
  size: Size;
  /** image/webp, or image/jpeg on browsers without WebP encoding. */
  type: string;
}

/**
 * A photo a visitor attaches to an inquiry: one copy, long side at most INQUIRY_PHOTO_LIMITS.maxSidePx, WebP
 * (JPEG where the canvas cannot encode WebP), upright, without EXIF (no GPS position leaves the phone). A copy over
 * INQUIRY_PHOTO_LIMITS.maxBytes is refused here (ImageTooLargeError), as storage.rules would.
 */
export async function processInquiryPhoto(file: Blob, deps: ImageProcessingDeps = browserImageDeps): Promise<ProcessedPhoto> {
  const decoded = await deps.decode(file);
  try {
    const size = fitWithin(decoded.width, decoded.height, INQUIRY_PHOTO_LIMITS.maxSidePx);
    const { blob, type } = await encodeWithin(deps.render(decoded.source, size), INQUIRY_PHOTO_QUALITY_STEPS, INQUIRY_PHOTO_TARGET_BYTES);
    if (blob.size > INQUIRY_PHOTO_LIMITS.maxBytes) throw new ImageTooLargeError('inquiryPhoto', blob.size, INQUIRY_PHOTO_LIMITS.maxBytes);
    return { blob, size, type };
  } finally {
    decoded.close();
  }
}
