import { processInquiryPhoto } from '@/lib/images/image-processing';
import { photoPickerCopy as pickerCopy } from './copy';

/**
 * The heavy part of the photo picker, loaded only when a visitor picks a photo (use-photo-picker.ts imports
 * it dynamically): each photo resized in the browser with the admin's image code (long side at most 1600 px, no
 * EXIF), and a preview URL of the resized copy. The same for an inquiry's photos and a review's.
 */
export interface PreparedPhoto {
  name: string;
  blob: Blob;
  previewUrl: string;
}

export interface PreparedPhotos {
  prepared: PreparedPhoto[];
  /** One message per file that could not be used. */
  refused: string[];
}

export async function preparePhotos(files: readonly File[]): Promise<PreparedPhotos> {
  const prepared: PreparedPhoto[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) {
      refused.push(pickerCopy.notImage(file.name));
      continue;
    }
    try {
      const { blob } = await processInquiryPhoto(file);
      prepared.push({ name: file.name, blob, previewUrl: URL.createObjectURL(blob) });
    } catch (error) {
      // A format the browser cannot decode (HEIC outside Safari), a broken file, or a copy over the size limit.
      console.warn('[photos] a photo could not be prepared', file.name, error);
      refused.push(pickerCopy.unreadable(file.name));
    }
  }
  return { prepared, refused };
}
