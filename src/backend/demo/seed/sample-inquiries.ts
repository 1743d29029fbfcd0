import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import type { InquiryRegion, InquiryStatus, WorkType } from '@/domain/types';
import type { InquirySeed } from './records';

/** Nine inquiries (two admin pages of 7), received over the last weeks, four of them still 신규. */
interface InquiryDraft {
  name: string;
  email: string | null;
  phone: string;
  message: string;
  status: InquiryStatus;
  /** How long before "now" it arrived. */
  hoursAgo: number;
  /** The contact form's optional choices, as the visitor made them (or not). */
  workType: WorkType | null;
  region: InquiryRegion | null;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The privacy notices a sample may have agreed to, oldest first, each named by the day it was published (the
 * current one is PRIVACY_CONSENT_VERSION). A sample records the newest notice published on or before the day (in
 * Korea) it was sent, so no sample claims a notice that did not exist yet; one older than every notice records the
 * first (the demo's story starts with it).
 */
export const SAMPLE_NOTICE_VERSIONS = ['2026-11-01', PRIVACY_CONSENT_VERSION] as const;

/** The notice in force at `at`: versions are ISO dates, so they compare as text with the Korea date of `at`. */
export function noticeVersionAt(at: Date): string {
  const koreaDay = new Date(at.getTime() + 9 * HOUR_MS).toISOString().slice(0, 10);
  return SAMPLE_NOTICE_VERSIONS.filter((version) => version <= koreaDay).at(-1) ?? SAMPLE_NOTICE_VERSIONS[0];
}

const INQUIRIES: InquiryDraft[] = [
  {
    name: '박서연',
    email: 'seoyeon.park@example.com',
    phone: '010-2345-6789',
    message: '원주 무실동 단독주택입니다. 장마 때마다 2층 천장에 물이 샙니다. 지붕 점검과 견적 부탁드립니다.',
    status: 'new',
    hoursAgo: 3,
    workType: 'roofing',
    region: '원주시',
  },
  {
    name: '이도윤',
    email: null,
    phone: '010-8765-4321',
    message: '상가건물 옥상 방수 공사를 하려고 합니다. 면적은 약 120㎡이고, 우레탄과 시트 방수 중 어떤 게 나을지 상담받고 싶습니다.',
    status: 'new',
    hoursAgo: 20,
    workType: 'waterproofing',
    region: '춘천시',
  },
  {
    name: '최민준',
    email: 'minjun.choi@example.com',
    phone: '010-5555-1234',
    message: '평창에 펜션을 짓고 있습니다. 징크 지붕 시공 가능 일정과 대략적인 비용이 궁금합니다.',
    status: 'new',
    hoursAgo: 50,
    workType: 'metal-roofing',
    region: '평창군',
  },
  {
    name: '정하은',
    email: 'haeun.jung@example.com',
    phone: '010-3030-7070',
    message: '아파트 외벽 균열이 심해졌습니다. 관리사무소와 함께 현장 확인 가능할까요?',
    status: 'checking',
    hoursAgo: 4 * 24,
    workType: 'exterior',
    region: '강릉시',
  },
  {
    name: '강지호',
    email: null,
    phone: '033-742-1188',
    message: '공장 지붕 샌드위치패널 일부가 태풍에 들렸습니다. 긴급 보수 부탁드립니다.',
    status: 'answered',
    hoursAgo: 6 * 24,
    workType: 'metal-roofing',
    region: '원주시',
  },
  {
    name: '윤수아',
    email: 'sua.yoon@example.com',
    phone: '010-4444-9090',
    message: '주택 뒤편 비탈면에서 흙이 조금씩 흘러내립니다. 보강 공사가 필요한지 봐주세요.',
    status: 'new',
    hoursAgo: 9 * 24,
    workType: 'ground',
    region: '홍천군',
  },
  {
    name: '한지민',
    email: 'jimin.han@example.com',
    phone: '010-1212-3434',
    message: '외단열 공사 후 마감재 일부가 갈라졌습니다. 작년에 시공받은 집입니다. AS 가능한지 문의드립니다.',
    status: 'checking',
    hoursAgo: 14 * 24,
    workType: 'exterior',
    region: null,
  },
  {
    name: '오태현',
    email: null,
    phone: '010-6060-2020',
    message: '한옥 기와 지붕 부분 보수도 하시나요? 강릉 사천면입니다.',
    status: 'answered',
    hoursAgo: 21 * 24,
    workType: 'roofing',
    region: '강릉시',
  },
  {
    name: '서유진',
    email: 'yujin.seo@example.com',
    phone: '010-7878-5656',
    message: '물받이가 처져서 비 올 때 물이 넘칩니다. 교체 비용 알려주세요.',
    status: 'checking',
    hoursAgo: 30 * 24,
    workType: null,
    region: null,
  },
];

export function sampleInquiries(now: Date): InquirySeed[] {
  return INQUIRIES.map((draft, index) => {
    const submittedAt = new Date(now.getTime() - draft.hoursAgo * HOUR_MS);
    return {
      id: `seed-inquiry-${String(index + 1).padStart(2, '0')}`,
      name: draft.name,
      email: draft.email,
      phone: draft.phone,
      message: draft.message,
      submittedAt,
      status: draft.status,
      privacyConsentVersion: noticeVersionAt(submittedAt),
      privacyConsentAt: submittedAt,
      workType: draft.workType,
      region: draft.region,
    };
  });
}
