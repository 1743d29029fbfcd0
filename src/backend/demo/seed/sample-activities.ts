import { activityDocumentId, activityExpiry, newInquiryDraft, type ActivityDraft } from '@/domain/activity-base';
import type { ActivitySeed, InquirySeed } from './records';

/** A few recent activities so the dashboard is not empty: the newest inquiries and some admin actions. */
const MINUTE_MS = 60 * 1000;
const DEMO_ADMIN_UID = 'demo-admin';

/** Ids like the adapters give: a new_inquiry activity is named after its inquiry (activityDocumentId). */
function seedOf(draft: ActivityDraft, at: Date, index: number): ActivitySeed {
  return {
    id: activityDocumentId(draft) ?? `seed-activity-${String(index + 1).padStart(2, '0')}`,
    ...draft,
    timestamp: at,
    expireAt: activityExpiry(at),
  };
}

/*
 * The admin's sample actions are written out as activityDrafts (src/domain/activity.ts) writes them, not built with
 * it: its particles need es-hangul, and this seed runs when the home page first opens the database.
 * tests/backend/demo/sample-activities.test.ts checks that they are word for word what activityDrafts writes.
 */
const SAMPLE_PHOTO = { id: 'roof-asphalt-shingle-house', title: '원주 단독주택 아스팔트 슁글 지붕 교체' } as const;

const sampleAdminDrafts = {
  statusChange: (inquiry: InquirySeed): ActivityDraft => ({
    type: 'inquiry_status_change',
    text: `${inquiry.name}님 문의의 상태를 '신규'에서 '확인중'으로 변경했습니다.`,
    relatedId: inquiry.id,
    userId: DEMO_ADMIN_UID,
    details: { inquiryName: inquiry.name, from: '신규', to: '확인중' },
  }),
  featured: {
    type: 'image_feature_toggle',
    text: `'${SAMPLE_PHOTO.title}'를 대표 프로젝트로 지정했습니다.`,
    relatedId: SAMPLE_PHOTO.id,
    userId: DEMO_ADMIN_UID,
    details: { title: SAMPLE_PHOTO.title, isFeatured: true },
  },
  uploaded: {
    type: 'image_upload',
    text: `새 이미지 '${SAMPLE_PHOTO.title}'를 업로드했습니다.`,
    relatedId: SAMPLE_PHOTO.id,
    userId: DEMO_ADMIN_UID,
    details: { title: SAMPLE_PHOTO.title },
  },
} satisfies Record<string, ActivityDraft | ((inquiry: InquirySeed) => ActivityDraft)>;

export function sampleActivities(now: Date, inquiries: InquirySeed[]): ActivitySeed[] {
  const entries: { draft: ActivityDraft; at: Date }[] = [];
  for (const inquiry of inquiries.slice(0, 3)) {
    if (inquiry.submittedAt) {
      entries.push({ draft: newInquiryDraft(inquiry.id, inquiry.name, inquiry.email), at: inquiry.submittedAt });
    }
  }
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  const statusChanged = inquiries[3];
  if (statusChanged) entries.push({ draft: sampleAdminDrafts.statusChange(statusChanged), at: minutesAgo(26 * 60) });
  entries.push(
    { draft: sampleAdminDrafts.featured, at: minutesAgo(30 * 60) },
    { draft: sampleAdminDrafts.uploaded, at: minutesAgo(31 * 60) },
  );
  return entries.map((entry, index) => seedOf(entry.draft, entry.at, index));
}
