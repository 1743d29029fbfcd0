/**
 * The business's fixed lists, as stored: inquiry and review statuses, photo categories, work types, regions, call
 * times, job stages and activity types, with what a visitor or staff member reads for each. The lists the security
 * rules check are marked "Mirrored by firestore.rules" (tests/backend/shared/firestore-rules-mirror.test.ts
 * compares them). One exception: inquiry statuses are stored as the Korean words of the first release, so the code's
 * English values are mapped at the adapters (src/domain/stored-inquiry-status.ts, decision 021). Imports nothing:
 * the functions build it into their package (functions/tsconfig.shared.json).
 */
/**
 * An inquiry's state in code; a new inquiry is the first. Stored as STORED_INQUIRY_STATUSES (Korean, mirrored by
 * firestore.rules): the adapters map (src/domain/stored-inquiry-status.ts).
 */
export const INQUIRY_STATUSES = ['new', 'checking', 'answered'] as const;
/** What staff read for each inquiry status (the spec's words). */
export const INQUIRY_STATUS_LABELS = {
  new: '신규',
  checking: '확인중',
  answered: '답변완료',
} as const satisfies Record<(typeof INQUIRY_STATUSES)[number], string>;
export const INITIAL_INQUIRY_STATUS = INQUIRY_STATUSES[0];

/** A gallery photo's category, as stored; an upload's default is the first. Mirrored by firestore.rules (imageCategories). */
export const IMAGE_CATEGORIES = ['지보공사', 'AS'] as const;
export const DEFAULT_PHOTO_CATEGORY = IMAGE_CATEGORIES[0];

/**
 * The kinds of work the company does, as stored on photos (`workType`) and inquiries and used in URLs
 * (`#/projects?type=roofing`). Optional everywhere: old records have none. Mirrored by firestore.rules
 * (isWorkType). The category (지보공사 / AS) is a different, older field and stays as stored.
 */
export const WORK_TYPES = ['roofing', 'waterproofing', 'metal-roofing', 'exterior', 'ground'] as const;

/** What a visitor reads for each work type. */
export const WORK_TYPE_LABELS = {
  roofing: '지붕 공사',
  waterproofing: '방수 공사',
  'metal-roofing': '징크·금속 지붕',
  exterior: '외벽 리모델링',
  ground: '지반 보강',
} as const satisfies Record<(typeof WORK_TYPES)[number], string>;

/** Gangwon's cities and counties, then 기타 (elsewhere). Stored as written. Mirrored by firestore.rules (isRegion). */
export const INQUIRY_REGIONS = [
  '춘천시',
  '원주시',
  '강릉시',
  '동해시',
  '태백시',
  '속초시',
  '삼척시',
  '홍천군',
  '횡성군',
  '영월군',
  '평창군',
  '정선군',
  '철원군',
  '화천군',
  '양구군',
  '인제군',
  '고성군',
  '양양군',
  '기타',
] as const;

/** When the visitor would like a call back (within business hours). Mirrored by firestore.rules (isCallTime). */
export const CALL_TIMES = ['any', 'morning', 'afternoon'] as const;
export const CALL_TIME_LABELS = {
  any: '아무 때나',
  morning: '오전 (09:00-12:00)',
  afternoon: '오후 (12:00-18:00)',
} as const satisfies Record<(typeof CALL_TIMES)[number], string>;
/** What an entry of the admin's activity log records (its `type`, as stored). */
export const ACTIVITY_TYPES = [
  'new_inquiry',
  'image_upload',
  'image_update',
  'image_delete',
  'image_feature_toggle',
  'inquiry_status_change',
  'inquiry_delete',
  'inquiry_note',
  // Customer reviews: the customer's new review, and the staff's moderation.
  'new_review',
  'review_status_change',
  'review_delete',
  'job_create',
  'job_update',
  'job_publish',
  // The owner's site settings: a save, or an earlier version brought back.
  'settings_update',
] as const;

/** A review's moderation state, as stored; what staff and the admin read for each. Mirrored by firestore.rules. */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export const REVIEW_STATUS_LABELS = {
  pending: '대기',
  approved: '공개',
  hidden: '숨김',
} as const satisfies Record<(typeof REVIEW_STATUSES)[number], string>;
export const INITIAL_REVIEW_STATUS = REVIEW_STATUSES[0];

/**
 * A photo's stage in its job, in the order visitors see them (stored as `stage` beside `jobId` on the photo).
 * Mirrored by firestore.rules (jobStages).
 */
export const JOB_STAGES = ['before', 'during', 'after'] as const;
export const JOB_STAGE_LABELS = {
  before: '시공 전',
  during: '시공 중',
  after: '시공 후',
} as const satisfies Record<(typeof JOB_STAGES)[number], string>;
