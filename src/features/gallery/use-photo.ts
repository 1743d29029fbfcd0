import { useCallback, useState } from 'react';
import type { GalleryPhoto } from '@/domain/types';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue } from '@/lib/use-async-value';
import { loadNeighbours, loadPhoto, type Neighbours } from './gallery-service';
import { isValidPhotoId } from './photo-id';

/** The photo detail's states: loading, error, not-found or shown; plus an invalid id. */
export type PhotoStatus = 'invalid' | 'loading' | 'error' | 'not-found' | 'shown';

export interface PhotoState extends Neighbours {
  status: PhotoStatus;
  photo: GalleryPhoto | null;
  /** The neighbours are still being looked up (the arrows wait). */
  neighboursPending: boolean;
  retry: () => void;
}

const NONE: Neighbours = { newer: null, older: null };

/** Neighbours are a convenience: if they cannot be read, the photo still shows, without arrows. */
async function neighboursOf(id: string): Promise<Neighbours> {
  try {
    return await loadNeighbours(id);
  } catch (error) {
    console.warn('Photo neighbours failed to load', error);
    return NONE;
  }
}

async function fetchPhoto(id: string, passed: GalleryPhoto | null): Promise<{ photo: GalleryPhoto | null } & Neighbours> {
  if (passed) {
    // The list already told us the photo exists: ask for it and its neighbours (found from its stored place) at once.
    const [photo, neighbours] = await Promise.all([loadPhoto(id), neighboursOf(id)]);
    return photo ? { photo, ...neighbours } : { photo: null, ...NONE };
  }
  const photo = await loadPhoto(id);
  return { photo, ...(photo ? await neighboursOf(id) : NONE) };
}

/**
 * One photo and its neighbours in gallery order (newer = previous arrow, older = next arrow).
 * `passed` is the photo as the list that linked here knew it: shown at once while the fresh copy loads.
 */
export function usePhoto(photoId: string | undefined, passed: GalleryPhoto | null = null): PhotoState {
  const valid = isValidPhotoId(photoId);
  const [attempt, setAttempt] = useState(0);
  // A server-rendered photo page: the photo and its neighbours as its HTML shows them.
  const photoPage = usePageData()?.photoPage;
  const rendered =
    photoPage && photoPage.photo.id === photoId
      ? { value: { photo: photoPage.photo, newer: photoPage.newer, older: photoPage.older } }
      : undefined;
  // `passed` belongs to the id in the key: a new state object for the same id does not read again.
  const state = useAsyncValue(
    valid && photoId !== undefined ? () => fetchPhoto(photoId, passed) : null,
    `${attempt}\u0000${photoId ?? ''}`,
    'Photo failed to load',
    rendered,
  );
  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  if (!valid) return { status: 'invalid', photo: null, ...NONE, neighboursPending: false, retry };
  if (state.status === 'error') return { status: 'error', photo: null, ...NONE, neighboursPending: false, retry };
  if (state.status === 'ready') {
    const { photo, newer, older } = state.value;
    if (!photo) return { status: 'not-found', photo: null, ...NONE, neighboursPending: false, retry };
    return { status: 'shown', photo, newer, older, neighboursPending: false, retry };
  }
  if (passed) return { status: 'shown', photo: passed, ...NONE, neighboursPending: true, retry };
  return { status: 'loading', photo: null, ...NONE, neighboursPending: false, retry };
}
