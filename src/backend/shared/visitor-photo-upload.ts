import { inquiryPhotoPath, type InquiryPhotoType } from '@/domain/inquiry-photos';
import type { InquiryPhotoUpload } from '../port';
import { unlessAborted } from './timing';
import { watchUpload, type NetworkStatus } from './upload-watch';

/**
 * How both adapters send a visitor's photos (an inquiry's, a review's): one after the other (a phone's weak upload link is not split five
 * ways), each watched like an admin upload (no progress for `stallMs`, or the browser offline, gives it up), and
 * each failure kept to its own photo: the inquiry is already saved, so the visitor is told which photos did not
 * arrive and can send just those again. Progress runs over the bytes of all photos; a failed photo counts as done,
 * so the bar always ends at 100.
 */
export interface PhotoTransfer {
  /** The photo's storage path. */
  path: string;
  file: Blob;
  /** Reports bytes sent so far (each report restarts the stall timer). */
  onBytes: (bytesSent: number) => void;
  /** Aborted with upload/stalled or upload/offline: the transfer must stop and reject. */
  signal: AbortSignal;
}

export async function uploadInquiryPhotosOneByOne(
  inquiryId: string,
  photos: readonly InquiryPhotoUpload[],
  onProgress: (percent: number) => void,
  stallMs: number,
  transfer: (photo: PhotoTransfer) => Promise<void>,
  network?: NetworkStatus | null,
): Promise<{ failed: number[] }> {
  const pathOf = (number: number, file: Blob) => inquiryPhotoPath(inquiryId, number, file.type as InquiryPhotoType);
  return uploadPhotosOneByOne(photos, pathOf, onProgress, stallMs, transfer, network);
}

/** The same for any numbered photos: `pathOf` names where each goes. */
export async function uploadPhotosOneByOne(
  photos: readonly InquiryPhotoUpload[],
  pathOf: (number: number, file: Blob) => string,
  onProgress: (percent: number) => void,
  stallMs: number,
  transfer: (photo: PhotoTransfer) => Promise<void>,
  network?: NetworkStatus | null,
): Promise<{ failed: number[] }> {
  const total = photos.reduce((sum, photo) => sum + photo.file.size, 0);
  let done = 0;
  let reported = -1;
  const report = (current: number) => {
    const percent = Math.max(reported, Math.min(100, Math.floor(((done + current) / total) * 100)));
    if (percent !== reported) onProgress((reported = percent));
  };
  report(0);

  const failed: number[] = [];
  for (const { number, file } of photos) {
    const watch = network === undefined ? watchUpload(stallMs) : watchUpload(stallMs, network);
    try {
      const sending = transfer({
        path: pathOf(number, file),
        file,
        onBytes: (bytes) => {
          watch.progressed();
          report(Math.min(bytes, file.size));
        },
        signal: watch.signal,
      });
      // A transfer that ignores its signal is still given up on time.
      await unlessAborted(sending, watch.signal);
    } catch (error) {
      console.warn('[backend] a photo did not arrive', number, error);
      failed.push(number);
    } finally {
      watch.stop();
    }
    done += file.size;
    report(0);
  }
  return { failed };
}
