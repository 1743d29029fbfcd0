/** Copy of the contact page; the form's messages are contactMessages, below. */
export const contactCopy = {
  seoTitle: '견적 문의',
  seoDescription: '지붕·방수·외벽 리모델링·지반 보강 공사 무료 견적 문의. 문의를 남겨 주시면 담당자가 확인 후 빠르게 연락드립니다.',
  eyebrow: '무료 견적 상담',
  heading: '견적 문의',
  intro: '공사 위치와 궁금한 점을 남겨 주시면 담당자가 확인한 뒤 빠른 시일 안에 연락드립니다. 현장 확인과 견적 상담은 무료입니다.',
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
  /** While the photos go after the inquiry was saved. */
  sendingPhotos: '사진 전송 중...',
  /** Heading of the optional details. */
  detailsTitle: '공사 정보',
  detailsNote: '아래 항목은 선택 사항입니다. 알려 주시면 더 정확하게 상담해 드릴 수 있습니다.',
  workType: '공사 종류',
  region: '공사 지역',
  regionNone: '선택 안 함',
  callTime: '통화 희망 시간',
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
  kakao: '카카오톡 채널',
  email: '이메일',
  hours: '영업시간',
  callHint: '전화 상담도 언제든 환영합니다.',
} as const;

export const directionsCopy = {
  eyebrow: '위치 안내',
  heading: '오시는 길',
  intro: '방문 상담은 전화로 일정을 먼저 잡아 주시면 더 정확한 안내가 가능합니다.',
} as const;

/** The form's messages (the alerts word for word as the owner wrote them). */
export const contactMessages = {
  required: '이름, 연락처, 문의 내용은 필수입니다.',
  consentRequired: '개인정보 수집·이용에 동의해 주세요.',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  /** Under each blank required field (the summary says the required-fields sentence). */
  nameMissing: '이름을 입력해 주세요.',
  phoneMissing: '연락처를 입력해 주세요.',
  messageMissing: '문의 내용을 입력해 주세요.',
  phoneCharacters: '연락처는 숫자, 띄어쓰기, 하이픈(-)만 입력할 수 있습니다. 예: 010-1234-5678',
  phoneLength: '연락처 자릿수를 확인해 주세요. 예: 010-1234-5678, 033-123-4567, 1588-1234',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해 주세요.`,
  failure: '문의 접수 중 오류가 발생했습니다. 다시 시도해주세요.',
  /** The owner changed the privacy terms while the visitor was filling in the form: the new notice is shown. */
  consentOutdated:
    '개인정보 수집·이용 안내가 바뀌었습니다. 아래의 바뀐 안내를 확인하고 다시 동의해 주세요. 입력하신 내용은 그대로 있습니다.',
  success: '문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.',
} as const;

/** The photos of the form: its title and hint (the picker's other words: components/photo-picker). */
export const inquiryPhotoCopy = {
  title: '사진 첨부',
  hint: (max: number) =>
    `누수 부위나 현장 사진을 보내 주시면 상담이 빨라집니다. 최대 ${max}장까지 카메라로 찍거나 앨범에서 고를 수 있습니다.`,
} as const;

/** The panel that replaces the form once the inquiry is received. */
export const confirmationCopy = {
  title: '문의가 접수되었습니다',
  nextTitle: '다음 단계',
  callBack: (hours: string) => `담당자가 영업시간(${hours}) 안에 남겨 주신 연락처로 전화드립니다.`,
  preferredTime: (label: string) => `통화 희망 시간: ${label}`,
  urgent: '급하신 경우 지금 바로 전화 주세요.',
  call: (phone: string) => `전화 상담 ${phone}`,
  another: '새 문의 작성',
  photosMissing: (missing: number, total: number) =>
    `문의는 접수되었지만 사진 ${total}장 중 ${missing}장이 전송되지 않았습니다. 다시 보내 보시거나, 통화하실 때 말씀해 주세요.`,
} as const;
