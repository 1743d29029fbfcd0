import type { ReviewPhotoUpload } from '@/backend/port';
import { publicBackend } from '@/backend/registry';
import { reportError } from '@/domain/report-error';
import type { ReviewInput, ReviewLinkState } from '@/domain/types';

/** The customer's page's calls to the backend. */

export async function readReviewLink(token: string): Promise<ReviewLinkState> {
  return (await publicBackend()).getReviewLink(token);
}

/** Writes the review; rejects with the backend's error (review-link/used, review-link/expired, not-found, ...). */
export async function submitReview(token: string, input: ReviewInput): Promise<string> {
  return (await publicBackend()).submitReview(token, input);
}

/** Sends the review's photos; resolves with the numbers that did not arrive (all of them when it cannot start). */
export async function uploadReviewPhotos(
  reviewId: string,
  photos: readonly ReviewPhotoUpload[],
  onProgress: (percent: number) => void,
): Promise<number[]> {
  try {
    return (await (await publicBackend()).uploadReviewPhotos(reviewId, [...photos], onProgress)).failed;
  } catch (error) {
    reportError('Review photos could not be sent', error);
    return photos.map((photo) => photo.number);
  }
}
