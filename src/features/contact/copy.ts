/** Copy of the contact page (spec 2 "Contact"). Messages of the error catalogue live in copy/errors.ts. */
export const contactCopy = {
  seoTitle: '견적 문의',
  seoDescription:
    '지붕·방수·외벽 리모델링·지반 보강 공사 무료 견적 문의. 문의를 남겨 주시면 담당자가 확인 후 빠르게 연락드립니다.',
  eyebrow: '무료 견적 상담',
  heading: '견적 문의',
  intro:
    '공사 위치와 궁금한 점을 남겨 주시면 담당자가 확인한 뒤 빠른 시일 안에 연락드립니다. 현장 확인과 견적 상담은 무료입니다.',
} as const;

export const inquiryFormCopy = {
  title: '문의 남기기',
  requiredNote: '표시는 필수 입력 항목입니다.',
  requiredMark: '*',
  optional: '(선택)',
  name: '이름',
  namePlaceholder: '홍길동',
  phone: '연락처',
  phonePlaceholder: '010-1234-5678',
  email: '이메일',
  emailPlaceholder: 'name@example.com',
  message: '문의 내용',
  messagePlaceholder: '시공 위치, 공사 종류, 희망 일정 등을 적어 주시면 더 정확하게 상담해 드릴 수 있습니다.',
  /** Screen-reader prefix of the character counter. */
  counterPrefix: '입력한 글자 수',
  submit: '문의 보내기',
  submitting: '전송 중...',
  /** The honeypot's label: people never see it, bots fill it. */
  honeypotLabel: '회사 웹사이트 (입력하지 마세요)',
} as const;

/** "120 / 2000": characters typed against the limit. */
export function characterCount(length: number, max: number): string {
  return `${length} / ${max}`;
}

export const companyCardCopy = {
  title: '연락처 안내',
  address: '주소',
  phone: '대표 전화',
  email: '이메일',
  hours: '영업시간',
  callHint: '전화 상담도 언제든 환영합니다.',
} as const;

export const directionsCopy = {
  eyebrow: '위치 안내',
  heading: '오시는 길',
  intro: '방문 상담은 전화로 일정을 먼저 잡아 주시면 더 정확한 안내가 가능합니다.',
} as const;

/** Spec 5 and 8: the form's messages (the quoted ones exactly as the spec writes them). */
export const contactMessages = {
  required: '이름, 연락처, 문의 내용은 필수입니다.',
  consentRequired: '개인정보 수집·이용에 동의해 주세요.',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해 주세요.`,
  failure: '문의 접수 중 오류가 발생했습니다. 다시 시도해주세요.',
  success: '문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.',
} as const;
