import {
  ACTIVITY_LIMITS,
  IMAGE_DESCRIPTION_MAX,
  IMAGE_TITLE_MAX,
  INQUIRY_PHOTO_LIMITS,
  INQUIRY_LIMITS,
  JOB_LIMITS,
  JOB_PHOTOS_MAX,
  REVIEW_LIMITS,
  REVIEW_PHOTO_LIMITS,
  TAKEN_AT_CLOCK_SKEW_MINUTES,
} from '@/config/limits';
import type { ActivityDraft } from '@/domain/activity';
import { CALL_TIMES, IMAGE_CATEGORIES, INQUIRY_REGIONS, REVIEW_STATUSES, WORK_TYPES } from '@/domain/categories';
import { BackendError } from '@/domain/errors';
import { isInquiryPhotoType } from '@/domain/inquiry-photos';
import { isJobStage } from '@/domain/job-stage';
import { isJobMonth } from '@/domain/jobs';
import { isPhoneNumber } from '@/domain/phone';
import { fieldRules } from '@/domain/site-settings/rules';
import { SETTINGS_SECTIONS } from '@/domain/site-settings/types';
import { STORED_INQUIRY_STATUSES } from '@/domain/stored-inquiry-status';
import { isBlank, isEmailAddress } from '@/domain/text';
import type { PhotoEdit, PhotoUploadInput, InquiryInput, JobInput, JobPlacement, ReviewInput, ReviewLinkRequest } from '@/domain/types';
import { isWorkType } from '@/domain/work-type';
import type { InquiryPhotoUpload } from '../port';
import { isDocumentId } from './document-ids';
import { backendMessages } from './messages';
import { MIN_TIME_MS } from './page-query';

/**
 * The field rules firestore.rules enforces on what the port writes, checked by both adapters before writing, so a
 * bad field is BackendError invalid-argument on both (Firebase would otherwise answer permission-denied, or
 * upload/metadata-failed after storing the files; the demo would store it). The UI validates the same fields
 * with its own messages first. Lengths are counted like the rules count them: untrimmed, in UTF-16 code units; a
 * filled text must not be blank (src/domain/text.ts: Unicode white space and zero-width characters are blank).
 */

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

function isFilledText(value: unknown, max: number): value is string {
  return isText(value, max) && !isBlank(value);
}

function isOptionalText(value: unknown, max: number): boolean {
  return value === null || isText(value, max);
}

function check(field: string, valid: boolean): void {
  if (!valid) throw new BackendError('invalid-argument', backendMessages.invalidField(field));
}

/** null (not chosen) or one of `values` (firestore.rules isWorkType, isRegion, isCallTime). */
function isOptionalChoice(value: unknown, values: readonly string[]): boolean {
  return value === null || values.includes(value as string);
}

/** A whole number from min to max (firestore.rules: `value is int`, bounds). */
function isCount(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/**
 * A visitor's inquiry (firestore.rules isNewInquiry): name, phone and message filled, the phone a phone number by
 * the one rule (src/domain/phone.ts isPhoneNumber), the e-mail null or a plausible address (never ''), a consent
 * version in its form (which versions are current is the stored settings' to say: checkConsentVersion); the
 * optional work type, region and time to call null or a known value; the photo count a whole number from 0 to
 * maxFiles.
 */
export function checkInquiryInput(input: InquiryInput): void {
  check('name', isFilledText(input.name, INQUIRY_LIMITS.name));
  check('email', input.email === null || (isText(input.email, INQUIRY_LIMITS.email) && isEmailAddress(input.email)));
  check('phone', isFilledText(input.phone, INQUIRY_LIMITS.phone) && isPhoneNumber(input.phone));
  check('message', isFilledText(input.message, INQUIRY_LIMITS.message));
  check(
    'privacyConsentVersion',
    typeof input.privacyConsentVersion === 'string' && fieldRules.consentVersion(input.privacyConsentVersion) === null,
  );
  check('workType', isOptionalChoice(input.workType, WORK_TYPES));
  check('region', isOptionalChoice(input.region, INQUIRY_REGIONS));
  check('preferredCallTime', isOptionalChoice(input.preferredCallTime, CALL_TIMES));
  check('photoCount', isCount(input.photoCount, 0, INQUIRY_PHOTO_LIMITS.maxFiles));
}

/**
 * The consent an inquiry carries must be to the notice in force (the settings' consent version) or the one just
 * before it (a page opened before the owner changed the terms): else BackendError inquiry/consent-outdated, and the
 * visitor is shown the new notice to agree to (firestore.rules check the same against settings/site).
 */
export function checkConsentVersion(input: InquiryInput, accepted: readonly string[]): void {
  if (!accepted.includes(input.privacyConsentVersion)) throw new BackendError('inquiry/consent-outdated', backendMessages.consentOutdated);
}

/**
 * The photos of uploadInquiryPhotos, before anything is sent (storage.rules isInquiryPhotoUpload checks the same
 * per file): an inquiry id that can name a document; 1 to maxFiles photos, numbered 1 to maxFiles, each number once;
 * each file JPEG, PNG or WebP, not empty and at most maxBytes. That a number is within the inquiry's photoCount and
 * the inquiry is recent is the storage's check (the visitor cannot read the inquiry): such a photo fails alone.
 */
export function checkInquiryPhotos(inquiryId: string, photos: readonly InquiryPhotoUpload[]): void {
  check('inquiryId', isDocumentId(inquiryId));
  check('photos', Array.isArray(photos) && isCount(photos.length, 1, INQUIRY_PHOTO_LIMITS.maxFiles));
  const numbers = photos.map((photo) => photo?.number);
  check('photos.number', numbers.every((n) => isCount(n, 1, INQUIRY_PHOTO_LIMITS.maxFiles)) && new Set(numbers).size === numbers.length);
  check(
    'photos.file',
    photos.every(
      ({ file }) => file instanceof Blob && isInquiryPhotoType(file.type) && isCount(file.size, 1, INQUIRY_PHOTO_LIMITS.maxBytes),
    ),
  );
}

/**
 * What a customer writes (firestore.rules isNewReview): a whole rating from 1 to 5, a text that is not blank, a name
 * that is not blank, a yes/no to showing it, the photo count a whole number from 0 to REVIEW_PHOTO_LIMITS.maxFiles.
 */
export function checkReviewInput(input: ReviewInput): void {
  check('rating', isCount(input.rating, REVIEW_LIMITS.ratingMin, REVIEW_LIMITS.ratingMax));
  check('text', isFilledText(input.text, REVIEW_LIMITS.text));
  check('name', isFilledText(input.name, REVIEW_LIMITS.name));
  check('showName', typeof input.showName === 'boolean');
  check('photoCount', isCount(input.photoCount, 0, REVIEW_PHOTO_LIMITS.maxFiles));
}

/** The photos of uploadReviewPhotos, like checkInquiryPhotos with the review limits. */
export function checkReviewPhotos(reviewId: string, photos: readonly InquiryPhotoUpload[]): void {
  check('reviewId', isDocumentId(reviewId));
  check('photos', Array.isArray(photos) && isCount(photos.length, 1, REVIEW_PHOTO_LIMITS.maxFiles));
  const numbers = photos.map((photo) => photo?.number);
  check('photos.number', numbers.every((n) => isCount(n, 1, REVIEW_PHOTO_LIMITS.maxFiles)) && new Set(numbers).size === numbers.length);
  check(
    'photos.file',
    photos.every(
      ({ file }) => file instanceof Blob && isInquiryPhotoType(file.type) && isCount(file.size, 1, REVIEW_PHOTO_LIMITS.maxBytes),
    ),
  );
}

/** What a review link is asked for: an inquiry id and a job id each null or able to name a document; a known work type or null. */
export function checkReviewLinkRequest(request: ReviewLinkRequest): void {
  check('inquiryId', request.inquiryId === null || isDocumentId(request.inquiryId));
  check('jobId', request.jobId === null || isDocumentId(request.jobId));
  check('workType', request.workType === null || isWorkType(request.workType));
}

/**
 * A gallery photo's editable fields, on upload and on edit (firestore.rules isNewImage and isImageEdit): the work type is
 * null or one of WORK_TYPES.
 */
export function checkPhotoFields(fields: PhotoEdit): void {
  check('title', isFilledText(fields.title, IMAGE_TITLE_MAX));
  check('category', (IMAGE_CATEGORIES as readonly unknown[]).includes(fields.category));
  check('workType', fields.workType === null || isWorkType(fields.workType));
  check('description', isOptionalText(fields.description, IMAGE_DESCRIPTION_MAX));
}

/**
 * A job's fields (firestore.rules isJobFields): a filled title, a region of INQUIRY_REGIONS, a work type, a period of
 * two months 'YYYY-MM' (src/domain/jobs.ts isJobMonth) in order, an area above 0 and at most JOB_LIMITS.areaM2 or
 * none, and a story of at most JOB_LIMITS.story characters (it may be empty). The price and the customer's consent:
 * job-consent.ts checkJobFields (apart, so the visitors' pages that load this module never load those rules).
 */
export function checkJobInput(input: JobInput): void {
  check('title', isFilledText(input.title, JOB_LIMITS.title));
  check('region', (INQUIRY_REGIONS as readonly unknown[]).includes(input.region));
  check('workType', isWorkType(input.workType));
  check('periodStart', isJobMonth(input.periodStart));
  check('periodEnd', isJobMonth(input.periodEnd) && input.periodEnd >= input.periodStart);
  check(
    'areaM2',
    input.areaM2 === null ||
      (typeof input.areaM2 === 'number' && Number.isFinite(input.areaM2) && input.areaM2 > 0 && input.areaM2 <= JOB_LIMITS.areaM2),
  );
  check('story', isText(input.story, JOB_LIMITS.story));
}

/** Where an upload files its photo (firestore.rules isPlacement): a job id that can name a document, and a stage. */
function checkPlacement(placement: JobPlacement): void {
  check('job.jobId', isDocumentId(placement.jobId));
  check('job.stage', isJobStage(placement.stage));
}

/** A real time no later than TAKEN_AT_CLOCK_SKEW_MINUTES after `now` (firestore.rules isTakenAt). */
function isShootingTime(value: unknown, now: Date): boolean {
  if (!(value instanceof Date)) return false;
  const time = value.getTime();
  return Number.isFinite(time) && time >= MIN_TIME_MS && time <= now.getTime() + TAKEN_AT_CLOCK_SKEW_MINUTES * 60_000;
}

/**
 * A new photo's fields (checkPhotoFields), its takenAt (null, or a shooting time that is not in the future) and, when
 * filed under a job, its placement.
 */
export function checkPhotoUpload(input: PhotoUploadInput, now: Date): void {
  checkPhotoFields(input);
  check('takenAt', input.takenAt === null || isShootingTime(input.takenAt, now));
  if (input.job) checkPlacement(input.job);
}

/** A plain object with exactly these keys. */
function hasExactly(value: unknown, keys: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => own.includes(key));
}

const isImageTitle = (value: unknown) => isText(value, IMAGE_TITLE_MAX);
const isInquiryName = (value: unknown) => isText(value, INQUIRY_LIMITS.name);
const isReviewStatus = (value: unknown) => (REVIEW_STATUSES as readonly unknown[]).includes(value);

/** The details of each activity type, exactly (firestore.rules isActivityDetails and isNewInquiryActivity). */
function isActivityDetails(draft: ActivityDraft): boolean {
  const { details } = draft;
  switch (draft.type) {
    case 'new_inquiry':
      return (
        hasExactly(details, ['inquiryName', 'inquiryEmail']) &&
        isInquiryName(details.inquiryName) &&
        (details.inquiryEmail === null || isText(details.inquiryEmail, INQUIRY_LIMITS.email))
      );
    case 'image_upload':
    case 'image_delete':
      return hasExactly(details, ['title']) && isImageTitle(details.title);
    case 'image_update':
      return (
        (hasExactly(details, ['title']) || (hasExactly(details, ['title', 'isHeroImage']) && details.isHeroImage === true)) &&
        isImageTitle(details.title)
      );
    case 'image_feature_toggle':
      return hasExactly(details, ['title', 'isFeatured']) && isImageTitle(details.title) && typeof details.isFeatured === 'boolean';
    case 'inquiry_status_change':
      return (
        hasExactly(details, ['inquiryName', 'from', 'to']) &&
        isInquiryName(details.inquiryName) &&
        isText(details.from, ACTIVITY_LIMITS.status) &&
        (STORED_INQUIRY_STATUSES as readonly unknown[]).includes(details.to)
      );
    case 'inquiry_delete':
      return hasExactly(details, ['inquiryName']) && isInquiryName(details.inquiryName);
    case 'inquiry_note':
      return hasExactly(details, ['inquiryName', 'hasNote']) && isInquiryName(details.inquiryName) && typeof details.hasNote === 'boolean';
    case 'new_review':
      return (
        hasExactly(details, ['reviewName', 'rating']) &&
        isText(details.reviewName, REVIEW_LIMITS.name) &&
        isCount(details.rating, REVIEW_LIMITS.ratingMin, REVIEW_LIMITS.ratingMax)
      );
    case 'review_status_change':
      return (
        hasExactly(details, ['reviewName', 'from', 'to']) &&
        isText(details.reviewName, REVIEW_LIMITS.name) &&
        isReviewStatus(details.from) &&
        isReviewStatus(details.to)
      );
    case 'review_delete':
      return hasExactly(details, ['reviewName']) && isText(details.reviewName, REVIEW_LIMITS.name);
    case 'job_create':
    case 'job_update':
      return hasExactly(details, ['title']) && isText(details.title, JOB_LIMITS.title);
    case 'job_publish':
      return (
        hasExactly(details, ['title', 'photoCount']) &&
        isText(details.title, JOB_LIMITS.title) &&
        isCount(details.photoCount, 0, JOB_PHOTOS_MAX)
      );
    case 'settings_update':
      return (
        hasExactly(details, ['savedByEmail', 'version', 'changed', 'restoredFrom']) &&
        isText(details.savedByEmail, ACTIVITY_LIMITS.email) &&
        isCount(details.version, 1, Number.MAX_SAFE_INTEGER) &&
        Array.isArray(details.changed) &&
        details.changed.length <= SETTINGS_SECTIONS.length &&
        details.changed.every((section) => (SETTINGS_SECTIONS as readonly unknown[]).includes(section)) &&
        (details.restoredFrom === null || isCount(details.restoredFrom, 1, Number.MAX_SAFE_INTEGER))
      );
    default:
      return false;
  }
}

/**
 * Whether firestore.rules accept this activity: a known type with exactly its details, and a text of at most
 * ACTIVITY_LIMITS.text characters. Both adapters skip (and log) an activity that is not, like a refused write.
 */
export function isActivityDraft(draft: ActivityDraft): boolean {
  return isText(draft.text, ACTIVITY_LIMITS.text) && isActivityDetails(draft);
}
