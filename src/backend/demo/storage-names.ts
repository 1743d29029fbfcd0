import { IMAGE_STORAGE_FOLDER } from '../../config/constants';

/**
 * Storage names of an upload (spec 7: constructionImages/{timestamp}-{original name}).
 * - display:   constructionImages/{timestamp}-{originalName}, e.g. 1717200000000-roof.jpg
 *   (the browser has already re-encoded the picture; the name keeps what the user chose, as the spec says)
 * - thumbnail: constructionImages/{timestamp}-thumb-{originalName without extension}.{ext of the thumbnail type},
 *   e.g. 1717200000000-thumb-roof.webp
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
