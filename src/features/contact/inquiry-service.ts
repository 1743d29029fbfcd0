import type { InquiryPhotoUpload } from '@/backend/port';
import { publicBackend } from '@/backend/registry';
import { reportError } from '@/domain/report-error';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { InquiryInput } from '@/domain/types';

// The contact feature's one door to the backend: the inquiry, then its photos.

/**
 * Sends a validated inquiry: the backend stores it with status 신규 and
 * server time, then logs the new_inquiry activity. Resolves to the new inquiry's id.
 */
export async function submitInquiry(input: InquiryInput): Promise<string> {
  const backend = await publicBackend();
  return backend.submitInquiry(input);
}

/**
 * Sends the photos of an inquiry just saved; resolves with the numbers that did not arrive. Never rejects: when
 * the upload cannot even start (its code did not load, an argument refused), every photo counts as not arrived.
 */
export async function uploadInquiryPhotos(
  inquiryId: string,
  photos: readonly InquiryPhotoUpload[],
  onProgress: (percent: number) => void,
): Promise<number[]> {
  try {
    const backend = await publicBackend();
    return (await backend.uploadInquiryPhotos(inquiryId, [...photos], onProgress)).failed;
  } catch (error) {
    reportError('Inquiry photos could not be sent', error);
    return photos.map((photo) => photo.number);
  }
}

/** The stored site settings, read again: after an inquiry was refused for a privacy notice that changed meanwhile. */
export async function readSiteSettings(): Promise<SiteSettings> {
  return (await publicBackend()).getSiteSettings();
}
