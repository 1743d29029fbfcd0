import { ACTIVITY_LIMITS, ACTIVITY_TTL_DAYS, IMAGE_TITLE_MAX, INQUIRY_LIMITS } from '../config/constants';
import type { ActivityType } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** expireAt of an activity created at `createdAt`: 90 days later (spec 3). */
export function activityExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ACTIVITY_TTL_DAYS * DAY_MS);
}

/** An activity as an adapter writes it; the adapter adds id and timestamp. */
export interface ActivityDraft {
  type: ActivityType;
  text: string;
  relatedId: string | null;
  userId: string | null;
  details: Record<string, unknown>;
}

/**
 * The document id of an activity when it is fixed, else null (an automatic id). The new_inquiry activity of an
 * inquiry is named after the inquiry: firestore.rules accept it only there and only once, so nobody can replay it
 * (both adapters write it with a create that fails when it exists).
 */
export function activityDocumentId(draft: ActivityDraft): string | null {
  return draft.type === 'new_inquiry' ? draft.relatedId : null;
}

/** `text` cut to `max` UTF-16 code units (how the rules count), never inside a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** Titles and names as activities carry them: an old document's longer one is cut to today's limit. */
const titleOf = (title: string) => cut(title, IMAGE_TITLE_MAX);
const nameOf = (name: string) => cut(name, INQUIRY_LIMITS.name);

/**
 * Korean activity texts, one builder per type, so both adapters log the same words. The details of each type are
 * exactly what firestore.rules accept for it (isActivityDetails; src/backend/shared/input-rules.ts checks the same).
 */
export const activityDrafts = {
  newInquiry(inquiryId: string, name: string, email: string | null): ActivityDraft {
    return {
      type: 'new_inquiry',
      text: `${name}님의 새 문의가 접수되었습니다.`,
      relatedId: inquiryId,
      userId: null,
      details: { inquiryName: name, inquiryEmail: email },
    };
  },
  imageUpload(imageId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_upload',
      text: `새 이미지 '${title}'을(를) 업로드했습니다.`,
      relatedId: imageId,
      userId,
      details: { title },
    };
  },
  imageUpdate(imageId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_update',
      text: `이미지 '${title}' 정보를 수정했습니다.`,
      relatedId: imageId,
      userId,
      details: { title },
    };
  },
  imageDelete(imageId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_delete',
      text: `이미지 '${title}'을(를) 삭제했습니다.`,
      relatedId: imageId,
      userId,
      details: { title },
    };
  },
  imageFeatureToggle(imageId: string, fullTitle: string, isFeatured: boolean, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_feature_toggle',
      text: isFeatured ? `'${title}'을(를) 대표 프로젝트로 지정했습니다.` : `'${title}'을(를) 대표 프로젝트에서 해제했습니다.`,
      relatedId: imageId,
      userId,
      details: { title, isFeatured },
    };
  },
  imageHero(imageId: string, fullTitle: string, userId: string): ActivityDraft {
    const title = titleOf(fullTitle);
    return {
      type: 'image_update',
      text: `'${title}'을(를) 메인 배경 이미지로 설정했습니다.`,
      relatedId: imageId,
      userId,
      details: { title, isHeroImage: true },
    };
  },
  inquiryStatusChange(inquiryId: string, fullName: string, storedFrom: string, to: string, userId: string): ActivityDraft {
    const name = nameOf(fullName);
    const from = cut(storedFrom, ACTIVITY_LIMITS.status);
    return {
      type: 'inquiry_status_change',
      text: `${name}님 문의의 상태를 '${from}'에서 '${to}'(으)로 변경했습니다.`,
      relatedId: inquiryId,
      userId,
      details: { inquiryName: name, from, to },
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
};
