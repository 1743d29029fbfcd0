import { IMAGE_STORAGE_FOLDER } from '../config/constants';

/**
 * Storage names of an upload (spec 7: constructionImages/{timestamp}-{original name}); used by both adapters:
 * - display:   constructionImages/{timestamp}-{originalName}, e.g. 1717200000000-roof.jpg
 * - thumbnail: constructionImages/{timestamp}-thumb-{originalName without extension}.{thumbnail type's extension},
 *   e.g. 1717200000000-thumb-roof.webp
 * Slashes in the original name are replaced, so a file can never leave the folder.
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

export function storageNames(timestamp: number, originalName: string, thumbnailType: string): StorageNames {
  const safe = originalName.trim().replace(/[\\/]/g, '_') || 'image';
  const base = safe.replace(/\.[^.]*$/, '') || 'image';
  const extension = EXTENSIONS[thumbnailType] ?? 'webp';
  return { fileName: `${timestamp}-${safe}`, thumbnailFileName: `${timestamp}-thumb-${base}.${extension}` };
}

export function storagePath(fileName: string): string {
  return `${IMAGE_STORAGE_FOLDER}/${fileName}`;
}
