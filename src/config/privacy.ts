import { PRIVACY_CONSENT_VERSION } from './limits';
import { site } from './site';

/**
 * What the site collects and why, written once: the consent notices above the inquiry form's and the review form's
 * consent box (Personal Information Protection Act, art. 15: items, purpose, retention, the right to refuse) and the
 * 개인정보처리방침 (/privacy) are all built from `collected`. Changing the inquiry's words means a new
 * PRIVACY_CONSENT_VERSION (stored with each inquiry, and mirrored by firestore.rules).
 */
export const collected = {
  inquiry: {
    required: ['이름', '연락처', '문의 내용'],
    optional: ['이메일', '공사 종류', '공사 지역', '통화 희망 시간', '현장 사진'],
    purpose: '견적 상담 및 문의 응대',
    /** What retainUntil and the TTL policy do (site.inquiryRetention). */
    retention: `${site.inquiryRetention}간 보관한 뒤 첨부 사진과 함께 자동으로 파기합니다.`,
  },
  review: {
    required: ['이름', '별점', '후기 내용'],
    optional: ['후기 사진', '이름 공개 여부'],
    purpose: '시공 후기의 게시와 관리',
    retention: '홈페이지에 후기를 싣는 동안 보관하며, 삭제를 요청하시거나 회사가 게시를 마치면 사진과 함께 지체 없이 파기합니다.',
  },
} as const;

/** A consent notice and its checkbox. */
export interface ConsentNotice {
  /** The version stored with what was agreed to (the inquiry's PRIVACY_CONSENT_VERSION). */
  version?: string;
  title: string;
  terms: readonly { term: string; description: string }[];
  refusal: string;
  checkboxLabel: string;
  requiredMark: string;
}

const itemsOf = (what: { required: readonly string[]; optional: readonly string[] }) =>
  `${what.required.join(', ')}, ${what.optional.join('·')}(선택)`;

/** The inquiry form's notice (its words are those of PRIVACY_CONSENT_VERSION). */
export const privacyConsent = {
  version: PRIVACY_CONSENT_VERSION,
  title: '개인정보 수집·이용 안내',
  terms: [
    { term: '수집 항목', description: itemsOf(collected.inquiry) },
    { term: '수집·이용 목적', description: collected.inquiry.purpose },
    { term: '보유·이용 기간', description: collected.inquiry.retention },
  ],
  refusal: '동의를 거부할 수 있으나, 거부 시 문의 접수가 제한됩니다.',
  checkboxLabel: '개인정보 수집·이용 동의',
  requiredMark: '(필수)',
} as const satisfies ConsentNotice;

/** The review form's notice. */
export const reviewConsent = {
  title: '개인정보 수집·이용 안내',
  terms: [
    { term: '수집 항목', description: itemsOf(collected.review) },
    { term: '수집·이용 목적', description: collected.review.purpose },
    { term: '보유·이용 기간', description: collected.review.retention },
  ],
  refusal: '동의를 거부할 수 있으나, 거부 시 후기를 남기실 수 없습니다.',
  checkboxLabel: '개인정보 수집·이용 및 후기 게시 동의',
  requiredMark: '(필수)',
} as const satisfies ConsentNotice;
