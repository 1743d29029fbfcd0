import { IMAGE_TITLE_MAX } from '@/config/limits';
import { isBlank, trimBlank } from '@/domain/text';
import { uploadCopy } from './copy';
import { uploadMessages } from './copy';

/** Extensions accepted when the browser reports no MIME type (some systems do so for HEIC). */
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|bmp|avif|heic|heif)$/i;

export function isImageFile(file: File): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSIONS.test(file.name);
}

/** Splits chosen or dropped files into images and the rest (rejected with uploadMessages.imagesOnly). */
export function splitImageFiles(files: Iterable<File>): { images: File[]; rejected: File[] } {
  const images: File[] = [];
  const rejected: File[] = [];
  for (const file of files) (isImageFile(file) ? images : rejected).push(file);
  return { images, rejected };
}

export interface UploadFieldErrors {
  files?: string;
  title?: string;
}

/**
 * A file is required, images only; the title is required (after trimming: Unicode white space and
 * zero-width characters are blank too, src/domain/text.ts). Empty when valid.
 */
export function validateUpload(files: readonly File[], title: string): UploadFieldErrors {
  const errors: UploadFieldErrors = {};
  const filesProblem = validateFiles(files);
  if (filesProblem) errors.files = filesProblem;
  if (isBlank(title)) errors.title = uploadMessages.titleRequired;
  return errors;
}

/** The file rule alone (a file is required, images only): the problem, or undefined. */
export function validateFiles(files: readonly File[]): string | undefined {
  if (files.length === 0) return uploadMessages.imageRequired;
  if (files.some((file) => !isImageFile(file))) return uploadMessages.imagesOnly;
  return undefined;
}

/** One title for one file; with several, the shared title numbered "(1)", "(2)"... kept within IMAGE_TITLE_MAX. */
export function numberedTitle(title: string, index: number, count: number): string {
  const base = trimBlank(title);
  if (count <= 1) return base.slice(0, IMAGE_TITLE_MAX);
  const suffixLength = uploadCopy.numbered('', index + 1).length;
  return uploadCopy.numbered(base.slice(0, IMAGE_TITLE_MAX - suffixLength), index + 1);
}
