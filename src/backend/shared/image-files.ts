import { storagePath } from '../../domain/storage-names';

/**
 * The storage paths of an image's files (constructionImages/{fileName} and the thumbnail beside it), from the
 * names its record holds; a missing or empty name (records made before thumbnails existed) has no file.
 */
export function imageFilePaths(fileName: unknown, thumbnailFileName: unknown): string[] {
  return [fileName, thumbnailFileName].filter((name): name is string => typeof name === 'string' && name !== '').map(storagePath);
}
