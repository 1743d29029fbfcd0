import type { PageCursor } from '@/domain/paging';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import { workTypeOrNull } from '@/domain/work-type';

/**
 * Navigation state passed between the gallery and the photo detail (history state, so it is read defensively).
 * - gallery: where the gallery was, so the back link (and the browser's back button) return to the same page.
 * - work: the gallery's work type filter, so the back link returns to the same filtered gallery.
 * - photo: the photo being opened, already known to the list, so the detail shows it at once.
 * - keepScroll: moving between photos keeps the scroll position (ScrollToTop honours it).
 */
export interface GalleryPosition {
  page: number;
  direction: 'next' | 'prev';
  cursor: PageCursor;
}

export interface GalleryNavState {
  gallery?: GalleryPosition;
  work?: WorkType;
  photo?: GalleryPhoto;
  keepScroll?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A cursor is the backend's opaque string: kept as given (the backend refuses one it did not make). */
function readCursor(value: unknown): PageCursor | null {
  return typeof value === 'string' && value.length > 0 ? (value as PageCursor) : null;
}

/** The gallery position in a navigation state, or null (page 1). */
export function readGalleryPosition(state: unknown): GalleryPosition | null {
  if (!isRecord(state) || !isRecord(state.gallery)) return null;
  const { page, direction, cursor } = state.gallery;
  const position = readCursor(cursor);
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 2) return null;
  if ((direction !== 'next' && direction !== 'prev') || !position) return null;
  return { page, direction, cursor: position };
}

/** The photo passed along with the navigation, if it is the one with this id. */
export function readPassedPhoto(state: unknown, id: string | undefined): GalleryPhoto | null {
  if (!isRecord(state) || !isRecord(state.photo)) return null;
  const photo = state.photo as unknown as GalleryPhoto;
  if (photo.id !== id || typeof photo.imageUrl !== 'string' || typeof photo.title !== 'string') return null;
  if (photo.uploadedAt !== null && !(photo.uploadedAt instanceof Date)) return null;
  return photo;
}

/** The gallery's work type filter a photo was opened from, or null (전체). */
export function readGalleryWork(state: unknown): WorkType | null {
  return isRecord(state) ? workTypeOrNull(state.work) : null;
}

/** State for a link from the gallery (or between photos) to a photo; `work`: the gallery's filter. */
export function photoNavState(
  photo: GalleryPhoto,
  gallery: GalleryPosition | null,
  keepScroll = false,
  work: WorkType | null = null,
): GalleryNavState {
  return { photo, ...(gallery ? { gallery } : {}), ...(work ? { work } : {}), ...(keepScroll ? { keepScroll: true } : {}) };
}

/** State for a link back to the gallery. */
export function galleryNavState(gallery: GalleryPosition | null): GalleryNavState | undefined {
  return gallery ? { gallery } : undefined;
}
