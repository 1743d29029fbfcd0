import { describe, expect, it } from 'vitest';
import { sampleSeed } from '@/backend/demo/seed/populate';
import { activityDrafts, type ActivityDraft } from '@/domain/activity';

const draftOf = ({ type, text, relatedId, userId, details }: ActivityDraft): ActivityDraft => ({ type, text, relatedId, userId, details });

describe('the demo seed activities', () => {
  it('are word for word what activityDrafts writes (the seed spells them out to keep es-hangul off the home page)', () => {
    const seed = sampleSeed(new Date('2026-03-02T10:00:00+09:00'));
    const activities = seed.activities ?? [];
    const inquiries = seed.inquiries ?? [];
    const changed = inquiries[3]!;
    const expected = [
      ...inquiries.slice(0, 3).map((inquiry) => activityDrafts.newInquiry(inquiry.id, inquiry.name, inquiry.email)),
      activityDrafts.inquiryStatusChange(changed.id, changed.name, '신규', '확인중', 'demo-admin'),
      activityDrafts.imageFeatureToggle('roof-asphalt-shingle-house', '원주 단독주택 아스팔트 슁글 지붕 교체', true, 'demo-admin'),
      activityDrafts.imageUpload('roof-asphalt-shingle-house', '원주 단독주택 아스팔트 슁글 지붕 교체', 'demo-admin'),
    ];
    expect(activities.map(draftOf)).toEqual(expected);
    expect(activities.map((activity) => activity.text)).toContain("새 이미지 '원주 단독주택 아스팔트 슁글 지붕 교체'를 업로드했습니다.");
  });
});
