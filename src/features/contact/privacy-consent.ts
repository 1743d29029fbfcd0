import { PRIVACY_CONSENT_VERSION } from '../../config/constants';
import { site } from '../../config/site';

/**
 * The notice shown above the consent checkbox of the inquiry form (Personal Information Protection Act, art. 15):
 * items collected, purpose, retention period (site.inquiryRetention: what retainUntil and the TTL policy do) and
 * the right to refuse. Changing the text means a new PRIVACY_CONSENT_VERSION, which is stored with each inquiry.
 */
export const privacyConsent = {
  version: PRIVACY_CONSENT_VERSION,
  title: '개인정보 수집·이용 안내',
  terms: [
    {
      term: '수집 항목',
      description: '이름, 연락처, 문의 내용, 이메일·공사 종류·공사 지역·통화 희망 시간·현장 사진(선택)',
    },
    { term: '수집·이용 목적', description: '견적 상담 및 문의 응대' },
    {
      term: '보유·이용 기간',
      description: `${site.inquiryRetention}간 보관한 뒤 첨부 사진과 함께 자동으로 파기합니다.`,
    },
  ],
  refusal: '동의를 거부할 수 있으나, 거부 시 문의 접수가 제한됩니다.',
  checkboxLabel: '개인정보 수집·이용 동의',
  requiredMark: '(필수)',
} as const;
