import { storagePath } from '@/domain/storage-names';

/**
 * The storage paths of a photo's files (constructionImages/{fileName} and the thumbnail beside it), from the
 * names its record holds; a missing or empty name (records made before thumbnails existed) has no file.
 */
export function imageFilePaths(fileName: unknown, thumbnailFileName: unknown): string[] {
  return [fileName, thumbnailFileName].filter((name): name is string => typeof name === 'string' && name !== '').map(storagePath);
}

/**
 * The name under which a file to be removed is recorded (the orphanFiles document id, the demo's key): its name in
 * the image folder. Storage names never contain a slash (storage-names.ts), so it is a valid document id.
 */
export function orphanFileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
