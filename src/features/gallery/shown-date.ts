import type { GalleryPhoto } from '@/domain/types';
import { galleryCopy } from './copy';

/**
 * The date the photo detail shows, labelled truthfully: when it was taken (takenAt, from the photo's EXIF data) when that is
 * known, else when it was uploaded (uploadedAt, or the legacy text date; none gives the no-date label).
 */
export function shownDate(photo: Pick<GalleryPhoto, 'takenAt' | 'uploadedAt'>): { label: string; date: Date | null } {
  return photo.takenAt ? { label: galleryCopy.takenOn, date: photo.takenAt } : { label: galleryCopy.uploadedOn, date: photo.uploadedAt };
}
