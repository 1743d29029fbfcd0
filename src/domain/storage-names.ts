import { IMAGE_STORAGE_FOLDER } from '../config/collections';
import { IMAGE_FILE_NAME_MAX } from '../config/limits';

/**
 * Storage names of an upload (constructionImages/{timestamp}-{original name}); used by both adapters:
 * - display:   constructionImages/{timestamp}-{original name, with the extension of the stored type},
 *   e.g. 1717200000000-roof.webp for roof.png re-encoded as WebP (roof.jpg stored as JPEG keeps its name)
 * - thumbnail: constructionImages/{timestamp}-thumb-{original name without extension}.{thumbnail type's extension},
 *   e.g. 1717200000000-thumb-roof.webp
 * A file's name says what it is: the browser re-encodes most photos, and a .png holding WebP misleads whoever
 * downloads or cleans up the files. storage.rules accepts exactly these shapes (isDisplayName, isThumbnailName), so
 * the original name is made to fit: slashes and control characters are replaced (a file can never leave the
 * folder), a name longer than IMAGE_FILE_NAME_MAX characters is shortened (its extension kept), and a name that
 * itself starts with "thumb-" gets a leading "_" so that a display file never looks like a thumbnail (the rules give
 * thumbnails a smaller size limit).
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

/** Extensions that already say the type (case aside): a "roof.JPEG" stored as JPEG keeps its name. */
const TYPES_OF_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
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

/** The original name, cleaned (no folder, one line) and never thumbnail-shaped; not yet shortened. */
function cleanName(originalName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const cleaned = originalName.trim().replace(/[\\/\u0000-\u001f\u007f]/g, '_') || 'image';
  return cleaned.startsWith(THUMBNAIL_PREFIX) ? `_${cleaned}` : cleaned;
}

const withoutExtension = (name: string) => name.replace(/\.[^.]*$/, '') || 'image';

/** `name` with the extension of `type`, unless its own already says that type (or the type has none known). */
function namedAsType(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  const own = /\.([^.]*)$/.exec(name)?.[1]?.toLowerCase();
  if (!extension || (own !== undefined && TYPES_OF_EXTENSION[own] === type)) return name;
  return `${withoutExtension(name)}.${extension}`;
}

/** The types of the two files stored for an upload (the blobs' MIME types). */
export interface StoredTypes {
  display: string;
  thumbnail: string;
}

export function storageNames(timestamp: number, originalName: string, types: StoredTypes): StorageNames {
  const clean = cleanName(originalName);
  const display = shorten(namedAsType(clean, types.display), IMAGE_FILE_NAME_MAX);
  const thumbnailBase = withoutExtension(shorten(clean, IMAGE_FILE_NAME_MAX));
  const thumbnailExtension = EXTENSIONS[types.thumbnail] ?? 'webp';
  return {
    fileName: `${timestamp}-${display}`,
    thumbnailFileName: `${timestamp}-${THUMBNAIL_PREFIX}${thumbnailBase}.${thumbnailExtension}`,
  };
}

export function storagePath(fileName: string): string {
  return `${IMAGE_STORAGE_FOLDER}/${fileName}`;
}
