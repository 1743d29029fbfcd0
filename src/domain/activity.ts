import { ACTIVITY_TTL_DAYS } from '../config/constants';
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

/** Korean activity texts, one builder per type, so both adapters log the same words. */
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
  imageUpload(imageId: string, title: string, userId: string): ActivityDraft {
    return {
      type: 'image_upload',
      text: `새 이미지 '${title}'을(를) 업로드했습니다.`,
      relatedId: imageId,
      userId,
      details: { title },
    };
  },
  imageUpdate(imageId: string, title: string, userId: string): ActivityDraft {
    return {
      type: 'image_update',
      text: `이미지 '${title}' 정보를 수정했습니다.`,
      relatedId: imageId,
      userId,
      details: { title },
    };
  },
  imageDelete(imageId: string, title: string, userId: string): ActivityDraft {
    return {
      type: 'image_delete',
      text: `이미지 '${title}'을(를) 삭제했습니다.`,
      relatedId: imageId,
      userId,
      details: { title },
    };
  },
  imageFeatureToggle(imageId: string, title: string, isFeatured: boolean, userId: string): ActivityDraft {
    return {
      type: 'image_feature_toggle',
      text: isFeatured ? `'${title}'을(를) 대표 프로젝트로 지정했습니다.` : `'${title}'을(를) 대표 프로젝트에서 해제했습니다.`,
      relatedId: imageId,
      userId,
      details: { title, isFeatured },
    };
  },
  imageHero(imageId: string, title: string, userId: string): ActivityDraft {
    return {
      type: 'image_update',
      text: `'${title}'을(를) 메인 배경 이미지로 설정했습니다.`,
      relatedId: imageId,
      userId,
      details: { title, isHeroImage: true },
    };
  },
  inquiryStatusChange(inquiryId: string, name: string, from: string, to: string, userId: string): ActivityDraft {
    return {
      type: 'inquiry_status_change',
      text: `${name}님 문의의 상태를 '${from}'에서 '${to}'(으)로 변경했습니다.`,
      relatedId: inquiryId,
      userId,
      details: { inquiryName: name, from, to },
    };
  },
  inquiryDelete(inquiryId: string, name: string, userId: string): ActivityDraft {
    return {
      type: 'inquiry_delete',
      text: `${name}님의 문의를 삭제했습니다.`,
      relatedId: inquiryId,
      userId,
      details: { inquiryName: name },
    };
  },
};
