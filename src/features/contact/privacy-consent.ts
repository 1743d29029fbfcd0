import { INQUIRY_RETENTION_YEARS, PRIVACY_CONSENT_VERSION } from '../../config/constants';

/**
 * The notice shown above the consent checkbox of the inquiry form (Personal Information Protection Act, art. 15):
 * items collected, purpose, retention period and the right to refuse. Changing the text means a new
 * PRIVACY_CONSENT_VERSION, which is stored with each inquiry.
 */
export const privacyConsent = {
  version: PRIVACY_CONSENT_VERSION,
  title: '개인정보 수집·이용 안내',
  terms: [
    { term: '수집 항목', description: '이름, 연락처, 이메일(선택), 문의 내용' },
    { term: '수집·이용 목적', description: '견적 상담 및 문의 응대' },
    {
      term: '보유·이용 기간',
      description: `문의 처리 완료 후 ${INQUIRY_RETENTION_YEARS}년간 보관하며, ${INQUIRY_RETENTION_YEARS}년 후 파기합니다.`,
    },
  ],
  refusal: '동의를 거부할 수 있으나, 거부 시 문의 접수가 제한됩니다.',
  checkboxLabel: '개인정보 수집·이용 동의',
  requiredMark: '(필수)',
} as const;
