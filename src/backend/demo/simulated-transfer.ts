import { unlessAborted } from '../shared/timing';
import type { PhotoTransfer } from '../shared/visitor-photo-upload';
import type { DemoContext } from './context';

/** The simulated transfer of each visitor photo reports progress in this many chunks. */
const PROGRESS_STEPS = 4;
const MINUTE_MS = 60 * 1000;

/**
 * context.ts has the same one-liner; importing it from there would make the photo chunks share a module with the
 * adapter's chunk and split that chunk (Dexie) in two on every page, for about 300 bytes more on the home page.
 */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Like a real transfer of a visitor's photo (an inquiry's, a review's): progress in steps, nothing while "storage"
 * is stalled (faults.stallFiles), then `store` writes it (and refuses it where storage.rules would).
 */
export async function simulateTransfer(ctx: DemoContext, stepMs: number, photo: PhotoTransfer, store: () => Promise<void>): Promise<void> {
  const answered = () => unlessAborted(ctx.faults.filesAnswer(), photo.signal);
  const chunk = Math.max(1, Math.ceil(photo.file.size / PROGRESS_STEPS));
  for (let sent = chunk; sent < photo.file.size; sent += chunk) {
    await answered();
    await unlessAborted(pause(stepMs), photo.signal);
    photo.onBytes(sent);
  }
  await answered();
  await store();
  photo.onBytes(photo.file.size);
}

/** What a visitor photo belongs to (an inquiry, a review), as the storage rules read it. */
export interface PhotoOwner {
  /** When it was written (ms), or null. */
  at: number | null;
  photoCount: number;
}

/**
 * Refuses a visitor's photo where storage.rules refuse it on Firebase: its inquiry or review does not exist, is
 * older than the upload window, announced fewer photos, or the photo is already stored (create only).
 */
export function refuseLikeStorageRules(
  owner: PhotoOwner | undefined,
  number: number,
  windowMinutes: number,
  now: Date,
  alreadyStored: boolean,
): void {
  if (!owner) throw new Error('storage rules: what the photo belongs to does not exist');
  const age = now.getTime() - (owner.at ?? Number.NEGATIVE_INFINITY);
  if (!(age < windowMinutes * MINUTE_MS)) throw new Error('storage rules: the upload window has closed');
  if (number > owner.photoCount) throw new Error('storage rules: more photos than were announced');
  if (alreadyStored) throw new Error('storage rules: that photo is already stored');
}
