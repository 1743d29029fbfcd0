import { describe, expect, it } from 'vitest';
import { isActivityDraft } from '@/backend/shared/input-rules';
import { ACTIVITY_LIMITS, IMAGE_TITLE_MAX, INQUIRY_LIMITS } from '@/config/limits';
import { activityDocumentId, activityDrafts } from '@/domain/activity';

const longTitle = '가'.repeat(IMAGE_TITLE_MAX + 50);
const longName = '김'.repeat(INQUIRY_LIMITS.name + 10);

const allDrafts = (title: string, name: string) => [
  activityDrafts.newInquiry('inq-1', name, 'hong@example.com'),
  activityDrafts.imageUpload('img-1', title, 'uid'),
  activityDrafts.imageUpdate('img-1', title, 'uid'),
  activityDrafts.imageDelete('img-1', title, 'uid'),
  activityDrafts.imageFeatureToggle('img-1', title, true, 'uid'),
  activityDrafts.imageFeatureToggle('img-1', title, false, 'uid'),
  activityDrafts.imageHero('img-1', title, 'uid'),
  activityDrafts.inquiryStatusChange('inq-1', name, '신규', '답변완료', 'uid'),
  activityDrafts.inquiryStatusChange('inq-1', name, 'x'.repeat(ACTIVITY_LIMITS.status + 5), '확인중', 'uid'),
  activityDrafts.inquiryDelete('inq-1', name, 'uid'),
  activityDrafts.inquiryNote('inq-1', name, true, 'uid'),
  activityDrafts.inquiryNote('inq-1', name, false, 'uid'),
];

describe('activity documents', () => {
  it('name the new_inquiry activity after its inquiry (one per inquiry); the others get automatic ids', () => {
    expect(activityDocumentId(activityDrafts.newInquiry('inq-7', '홍길동', null))).toBe('inq-7');
    for (const draft of allDrafts('제목', '홍길동').filter((candidate) => candidate.type !== 'new_inquiry')) {
      expect(activityDocumentId(draft), draft.type).toBeNull();
    }
  });

  it('have the exact details of their type (firestore.rules), also for the longest titles and names', () => {
    // A new_inquiry activity repeats its inquiry's name exactly (the rules compare them), and that name is within the
    // limit already; the other types come from stored documents, old ones included.
    const fromOldDocuments = allDrafts(longTitle, longName).filter((draft) => draft.type !== 'new_inquiry');
    for (const draft of [...allDrafts('지붕 공사', '홍길동'), ...fromOldDocuments]) {
      expect(isActivityDraft(draft), `${draft.type} ${JSON.stringify(draft.details)}`).toBe(true);
      expect(draft.text.length).toBeLessThanOrEqual(ACTIVITY_LIMITS.text);
    }
  });

  it('cut a title or a name of an old document to the limits', () => {
    expect(activityDrafts.imageUpdate('img-1', longTitle, 'uid').details).toEqual({ title: longTitle.slice(0, IMAGE_TITLE_MAX) });
    expect(activityDrafts.inquiryDelete('inq-1', longName, 'uid').details).toEqual({ inquiryName: longName.slice(0, INQUIRY_LIMITS.name) });
    expect(activityDrafts.imageUpdate('img-1', '지붕', 'uid').details).toEqual({ title: '지붕' });
    expect(activityDrafts.inquiryNote('inq-1', longName, true, 'uid').details).toEqual({
      inquiryName: longName.slice(0, INQUIRY_LIMITS.name),
      hasNote: true,
    });
  });

  it('log a staff note without its text (it may hold personal data)', () => {
    const saved = activityDrafts.inquiryNote('inq-1', '홍길동', true, 'uid');
    expect(saved).toEqual({
      type: 'inquiry_note',
      text: '홍길동님 문의에 메모를 남겼습니다.',
      relatedId: 'inq-1',
      userId: 'uid',
      details: { inquiryName: '홍길동', hasNote: true },
    });
    expect(activityDrafts.inquiryNote('inq-1', '홍길동', false, 'uid').text).toBe('홍길동님 문의의 메모를 지웠습니다.');
    expect(isActivityDraft({ ...saved, details: { inquiryName: '홍길동', hasNote: true, note: '화요일 방문' } })).toBe(false);
    expect(isActivityDraft({ ...saved, details: { inquiryName: '홍길동', hasNote: 'yes' } })).toBe(false);
  });

  it('read as Korean: each particle follows the last syllable of the title or status before it', () => {
    expect(activityDrafts.imageUpload('img-1', '원주 주택 지붕 교체', 'uid').text).toBe(
      "새 이미지 '원주 주택 지붕 교체'를 업로드했습니다.",
    );
    expect(activityDrafts.imageUpload('img-1', '옥상 방수 현장', 'uid').text).toBe("새 이미지 '옥상 방수 현장'을 업로드했습니다.");
    expect(activityDrafts.imageDelete('img-1', '창고 AS', 'uid').text).toBe("이미지 '창고 AS'를 삭제했습니다.");
    expect(activityDrafts.imageFeatureToggle('img-1', '2층', true, 'uid').text).toBe("'2층'을 대표 프로젝트로 지정했습니다.");
    expect(activityDrafts.imageFeatureToggle('img-1', '지붕 공사 (3)', false, 'uid').text).toBe(
      "'지붕 공사 (3)'을 대표 프로젝트에서 해제했습니다.",
    );
    expect(activityDrafts.imageHero('img-1', 'ABC', 'uid').text).toBe("'ABC'를 메인 배경 이미지로 설정했습니다.");
    expect(activityDrafts.imageUpdate('img-1', '지붕', 'uid').text).toBe("이미지 '지붕' 정보를 수정했습니다.");
    expect(activityDrafts.inquiryStatusChange('inq-1', '홍길동', '신규', '확인중', 'uid').text).toBe(
      "홍길동님 문의의 상태를 '신규'에서 '확인중'으로 변경했습니다.",
    );
    expect(activityDrafts.inquiryStatusChange('inq-1', '홍길동', '확인중', '답변완료', 'uid').text).toBe(
      "홍길동님 문의의 상태를 '확인중'에서 '답변완료'로 변경했습니다.",
    );
    expect(activityDrafts.inquiryStatusChange('inq-1', '홍길동', '답변완료', '신규', 'uid').text).toBe(
      "홍길동님 문의의 상태를 '답변완료'에서 '신규'로 변경했습니다.",
    );
    // The visitor's text is checked word for word by firestore.rules (isNewInquiryActivity): it has no particle to choose.
    expect(activityDrafts.newInquiry('inq-1', '김현장', null).text).toBe('김현장님의 새 문의가 접수되었습니다.');
    for (const draft of allDrafts('지붕 공사', '홍길동')) expect(draft.text).not.toMatch(/\((을|를|으|이|가|은|는|와|과)\)/);
  });
});
