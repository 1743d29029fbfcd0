import { useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '@/domain/report-error';
import { photoPickerCopy as pickerCopy } from './copy';
import type { PreparedPhoto } from './prepare-photos';

/** A photo chosen for an inquiry or a review, resized and ready to send. */
export interface PickedPhoto extends PreparedPhoto {
  key: number;
}

export interface PhotoPickerState {
  photos: readonly PickedPhoto[];
  /** Photos are being resized. */
  preparing: boolean;
  /** What the last pick could not add (too many, not a photo, unreadable); null when all went in. */
  notice: string | null;
  add(files: readonly File[]): void;
  remove(key: number): void;
  /** Drops every photo and its preview (after sending, or for a new inquiry). */
  clear(): void;
  /** Resolves, when the photos picked so far are ready, with every picked photo (a submit waits for them). */
  ready(): Promise<readonly PickedPhoto[]>;
}

function revoke(photo: PreparedPhoto): void {
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(photo.previewUrl);
}

/**
 * Up to `maxFiles` photos (an inquiry's INQUIRY_PHOTO_LIMITS.maxFiles, a review's REVIEW_PHOTO_LIMITS.maxFiles).
 * The resizing code (prepare-photos.ts and the image library) is loaded the first time a visitor picks a photo,
 * never with the page.
 */
export function usePhotoPicker(maxFiles: number): PhotoPickerState {
  const [photos, setPhotos] = useState<readonly PickedPhoto[]>([]);
  const [pending, setPending] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(1);
  // Bumped by clear(): photos still being prepared for an earlier form are dropped when they arrive.
  const generation = useRef(0);
  // How many photos are picked or on their way: the limit counts both.
  const taken = useRef(0);
  // The photos as the callbacks last left them (every change goes through them), for revoking previews.
  const current = useRef<readonly PickedPhoto[]>([]);

  useEffect(() => () => current.current.forEach(revoke), []);

  const add = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, maxFiles - taken.current);
      const accepted = files.slice(0, room);
      const messages = files.length > room ? [pickerCopy.tooMany(maxFiles, accepted.length)] : [];
      setNotice(messages[0] ?? null);
      if (accepted.length === 0) return;
      taken.current += accepted.length;
      setPending((count) => count + accepted.length);
      const pickedFor = generation.current;
      const work = async () => {
        try {
          const { preparePhotos } = await import('./prepare-photos');
          const { prepared, refused } = await preparePhotos(accepted);
          if (pickedFor !== generation.current) {
            prepared.forEach(revoke);
            return;
          }
          taken.current -= refused.length;
          const picked = prepared.map((photo) => ({ ...photo, key: nextKey.current++ }));
          current.current = [...current.current, ...picked];
          setPhotos((list) => [...list, ...picked]);
          if (refused.length > 0) setNotice([...messages, ...refused].join(' '));
        } catch (error) {
          reportError('[photos] the photo picker code could not load', error);
          if (pickedFor === generation.current) taken.current -= accepted.length;
          setNotice(pickerCopy.loadFailed);
        } finally {
          if (pickedFor === generation.current) setPending((count) => count - accepted.length);
        }
      };
      queue.current = queue.current.then(work);
    },
    [maxFiles],
  );

  const remove = useCallback((key: number) => {
    const gone = current.current.find((photo) => photo.key === key);
    if (!gone) return;
    revoke(gone);
    taken.current -= 1;
    current.current = current.current.filter((photo) => photo.key !== key);
    setPhotos((list) => list.filter((photo) => photo.key !== key));
    setNotice(null);
  }, []);

  const clear = useCallback(() => {
    current.current.forEach(revoke);
    current.current = [];
    generation.current += 1;
    taken.current = 0;
    setPhotos([]);
    setPending(0);
    setNotice(null);
  }, []);

  const ready = useCallback(() => queue.current.then(() => current.current), []);

  return { photos, preparing: pending > 0, notice, add, remove, clear, ready };
}
