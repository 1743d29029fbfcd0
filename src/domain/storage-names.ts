import { IMAGE_FILE_NAME_MAX, IMAGE_STORAGE_FOLDER } from '../config/constants';

/**
 * Storage names of an upload (spec 7: constructionImages/{timestamp}-{original name}); used by both adapters:
 * - display:   constructionImages/{timestamp}-{originalName}, e.g. 1717200000000-roof.jpg
 * - thumbnail: constructionImages/{timestamp}-thumb-{originalName without extension}.{thumbnail type's extension},
 *   e.g. 1717200000000-thumb-roof.webp
 * storage.rules accepts exactly these shapes (isDisplayName, isThumbnailName), so the original name is made to fit:
 * slashes and control characters are replaced (a file can never leave the folder), a name longer than
 * IMAGE_FILE_NAME_MAX characters is shortened (its extension kept), and a name that itself starts with "thumb-"
 * gets a leading "_" so that a display file never looks like a thumbnail (the rules give thumbnails a smaller
 * size limit).
 */
export interface StorageNames {
  fileName: string;
  thumbnailFileName: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/avif': 'avif',
};

const THUMBNAIL_PREFIX = 'thumb-';

/** Shortens to `max` characters (code points, as storage.rules counts them), keeping a short extension. */
function shorten(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const extension = /\.[^.]{1,10}$/.exec(name)?.[0] ?? '';
  const extensionLength = Array.from(extension).length;
  return chars.slice(0, max - extensionLength).join('') + extension;
}

function safeName(originalName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const cleaned = originalName.trim().replace(/[\\/\u0000-\u001f\u007f]/g, '_') || 'image';
  const distinct = cleaned.startsWith(THUMBNAIL_PREFIX) ? `_${cleaned}` : cleaned;
  return shorten(distinct, IMAGE_FILE_NAME_MAX);
}

export function storageNames(timestamp: number, originalName: string, thumbnailType: string): StorageNames {
  const safe = safeName(originalName);
  const base = safe.replace(/\.[^.]*$/, '') || 'image';
  const extension = EXTENSIONS[thumbnailType] ?? 'webp';
  return { fileName: `${timestamp}-${safe}`, thumbnailFileName: `${timestamp}-${THUMBNAIL_PREFIX}${base}.${extension}` };
}

export function storagePath(fileName: string): string {
  return `${IMAGE_STORAGE_FOLDER}/${fileName}`;
}
