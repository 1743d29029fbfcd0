import { ACTIVITY_LIMITS, IMAGE_TITLE_MAX, INQUIRY_LIMITS, JOB_LIMITS, REVIEW_LIMITS } from '../config/limits';
import { newInquiryDraft, newReviewDraft, type ActivityDraft } from './activity-base';
import { particle } from './particles';
import { SETTINGS_SECTION_LABELS, type SettingsSection } from './site-settings/types';
import type { ReviewStatus } from './types';

export { activityDocumentId, activityExpiry, type ActivityDraft } from './activity-base';

/** `text` cut to `max` UTF-16 code units (how the rules count), never inside a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** Titles and names as activities carry them: an old document's longer one is cut to today's limit. */
const titleOf = (title: string) => cut(title, IMAGE_TITLE_MAX);
/** A title in quotes with its object particle chosen from its last syllable: '지붕 교체'를, '옥상 방수 공사'를. */
const quotedObject = (title: string) => `'${title}'${particle(title, '을/를')}`;
const nameOf = (name: string) => cut(name, INQUIRY_LIMITS.name);
const jobTitleOf = (title: string) => cut(title, JOB_LIMITS.title);

/**
 * Korean activity texts, one builder per type, so both adapters log the same words; particles follow the word before
 * them (src/domain/particles.ts), so a text is stored reading '확인중'으로, not '확인중'(으)로. The details of each type are
 * exactly what firestore.rules accept for it (isActivityDetails; src/backend/shared/input-rules.ts checks the same).
 */
export const activityDrafts = {
  newInquiry: newInquiryDraft,
  newReview: newReviewDraft,
  imageUpload(photoId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_upload',
      text: `새 이미지 ${quotedObject(title)} 업로드했습니다.`,
      relatedId: photoId,
      userId,
      details: { title },
    };
  },
  imageUpdate(photoId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_update',
      text: `이미지 '${title}' 정보를 수정했습니다.`,
      relatedId: photoId,
      userId,
      details: { title },
    };
  },
  imageDelete(photoId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_delete',
      text: `이미지 ${quotedObject(title)} 삭제했습니다.`,
      relatedId: photoId,
      userId,
      details: { title },
    };
  },
  imageFeatureToggle(photoId: string, fullTitle: string, isFeatured: boolean, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_feature_toggle',
      text: isFeatured ? `${quotedObject(title)} 대표 프로젝트로 지정했습니다.` : `${quotedObject(title)} 대표 프로젝트에서 해제했습니다.`,
      relatedId: photoId,
      userId,
      details: { title, isFeatured },
    };
  },
  imageHero(photoId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_update',
      text: `${quotedObject(title)} 메인 배경 이미지로 설정했습니다.`,
      relatedId: photoId,
      userId,
      details: { title, isHeroImage: true },
    };
  },
  /** `storedFrom` and `storedTo` as the inquiry stores them (Korean: src/domain/stored-inquiry-status.ts), and so the log. */
  inquiryStatusChange(inquiryId: string, fullName: string, storedFrom: string, storedTo: string, userId: string): ActivityDraft {
    const name = nameOf(fullName);
    const from = cut(storedFrom, ACTIVITY_LIMITS.status);
    return {
      type: 'inquiry_status_change',
      text: `${name}님 문의의 상태를 '${from}'에서 '${storedTo}'${particle(storedTo, '으로/로')} 변경했습니다.`,
      relatedId: inquiryId,
      userId,
      details: { inquiryName: name, from, to: storedTo },
    };
  },
  /**
   * A staff note saved (hasNote true) or cleared. The note itself stays out of the log: it may hold the visitor's
   * address or other personal data, and the log is shown on the dashboard and kept 90 days even after the inquiry
   * is deleted. Only the name, as the other inquiry activities hold it.
   */
  inquiryNote(inquiryId: string, fullName: string, hasNote: boolean, userId: string): ActivityDraft {
    const name = nameOf(fullName);
    return {
      type: 'inquiry_note',
      text: hasNote ? `${name}님 문의에 메모를 남겼습니다.` : `${name}님 문의의 메모를 지웠습니다.`,
      relatedId: inquiryId,
      userId,
      details: { inquiryName: name, hasNote },
    };
  },
  inquiryDelete(inquiryId: string, fullName: string, userId: string): ActivityDraft {
    const name = nameOf(fullName);
    return {
      type: 'inquiry_delete',
      text: `${name}님의 문의를 삭제했습니다.`,
      relatedId: inquiryId,
      userId,
      details: { inquiryName: name },
    };
  },
  /** A review approved (공개), hidden (숨김) or set back to 대기; details name the stored statuses. */
  reviewStatusChange(reviewId: string, fullName: string, from: ReviewStatus, to: ReviewStatus, userId: string): ActivityDraft {
    const reviewName = cut(fullName, REVIEW_LIMITS.name);
    const done = { approved: '공개했습니다', hidden: '숨겼습니다', pending: '대기 상태로 되돌렸습니다' }[to];
    return {
      type: 'review_status_change',
      text: `${reviewName}님의 후기를 ${done}.`,
      relatedId: reviewId,
      userId,
      details: { reviewName, from, to },
    };
  },
  reviewDelete(reviewId: string, fullName: string, userId: string): ActivityDraft {
    const reviewName = cut(fullName, REVIEW_LIMITS.name);
    return {
      type: 'review_delete',
      text: `${reviewName}님의 후기를 삭제했습니다.`,
      relatedId: reviewId,
      userId,
      details: { reviewName },
    };
  },
  // Jobs (시공 현장): details hold the job's title only.
  jobCreate(jobId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = jobTitleOf(fullTitle);
    return { type: 'job_create', text: `시공 현장 ${quotedObject(title)} 만들었습니다.`, relatedId: jobId, userId, details: { title } };
  },
  jobUpdate(jobId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = jobTitleOf(fullTitle);
    return { type: 'job_update', text: `시공 현장 '${title}' 정보를 수정했습니다.`, relatedId: jobId, userId, details: { title } };
  },
  /** A job published: `photoCount` photos went into the gallery with it (0 when only the job's fields were shown). */
  jobPublish(jobId: string, fullTitle: string, photoCount: number, userId: string): ActivityDraft {
    const title = jobTitleOf(fullTitle);
    return {
      type: 'job_publish',
      text: `시공 현장 ${quotedObject(title)} 공개했습니다. (사진 ${photoCount}장)`,
      relatedId: jobId,
      userId,
      details: { title, photoCount },
    };
  },
  /**
   * The site settings saved as `version` by the administrator with `email` (the spec has no finer roles, so the log
   * names who saved), listing the sections it changed; `restoredFrom` when it brought back an earlier version.
   */
  settingsUpdate(
    version: number,
    changed: readonly SettingsSection[],
    restoredFrom: number | null,
    email: string,
    userId: string,
  ): ActivityDraft {
    const savedByEmail = cut(email, ACTIVITY_LIMITS.email);
    const what = changed.map((section) => SETTINGS_SECTION_LABELS[section]).join(', ');
    const done = restoredFrom === null ? '사이트 설정을 저장했습니다' : `사이트 설정을 ${restoredFrom}번째 버전으로 되돌렸습니다`;
    return {
      type: 'settings_update',
      text: `${savedByEmail}님이 ${done}${what ? ` (${what})` : ''}.`,
      relatedId: String(version),
      userId,
      details: { savedByEmail, version, changed: [...changed], restoredFrom },
    };
  },
};
