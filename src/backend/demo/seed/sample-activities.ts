import { activityDocumentId, activityDrafts, activityExpiry, type ActivityDraft } from '../../../domain/activity';
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

export function sampleActivities(now: Date, inquiries: InquirySeed[]): ActivitySeed[] {
  const entries: { draft: ActivityDraft; at: Date }[] = [];
  for (const inquiry of inquiries.slice(0, 3)) {
    if (inquiry.submittedAt) {
      entries.push({ draft: activityDrafts.newInquiry(inquiry.id, inquiry.name, inquiry.email), at: inquiry.submittedAt });
    }
  }
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  const statusChanged = inquiries[3];
  if (statusChanged) {
    entries.push({
      draft: activityDrafts.inquiryStatusChange(statusChanged.id, statusChanged.name, '신규', '확인중', DEMO_ADMIN_UID),
      at: minutesAgo(26 * 60),
    });
  }
  entries.push(
    {
      draft: activityDrafts.imageFeatureToggle('roof-asphalt-shingle-house', '원주 단독주택 아스팔트 슁글 지붕 교체', true, DEMO_ADMIN_UID),
      at: minutesAgo(30 * 60),
    },
    {
      draft: activityDrafts.imageUpload('roof-asphalt-shingle-house', '원주 단독주택 아스팔트 슁글 지붕 교체', DEMO_ADMIN_UID),
      at: minutesAgo(31 * 60),
    },
  );
  return entries.map((entry, index) => seedOf(entry.draft, entry.at, index));
}
