import { REVIEW_LINK_VALID_DAYS } from '@/config/limits';

/** The customer's review page (#/review/{token}): a one-time link from a text message. */
export const reviewPageCopy = {
  seoTitle: '시공 후기 남기기',
  seoDescription: (companyName: string) => `${companyName}에 공사를 맡기신 고객께서 후기를 남기는 페이지입니다.`,
  heading: '시공 후기 남기기',
  intro: (companyName: string) =>
    `${companyName}에 공사를 맡겨 주셔서 감사합니다. 솔직한 후기를 남겨 주시면 같은 고민을 하는 이웃에게 큰 도움이 됩니다.`,
  validUntil: (date: string) => `이 링크는 ${date}까지 한 번 쓸 수 있습니다.`,
  checking: '후기 링크를 확인하는 중입니다...',
  loadError: '후기 링크를 확인하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  retry: '다시 시도',
  call: (phone: string) => `전화 ${phone}`,
  home: '홈으로 가기',
} as const;

/** Why a link no longer works: each with its title and what to do. */
export const linkStateCopy = {
  used: {
    title: '이미 후기를 남겨 주셨습니다',
    body: '이 링크로는 후기를 한 번만 쓸 수 있습니다. 소중한 의견 감사합니다. 더 하실 말씀이 있으면 전화로 알려 주세요.',
  },
  expired: {
    title: '후기 작성 기간이 지났습니다',
    body: `후기 링크는 받으신 날부터 ${REVIEW_LINK_VALID_DAYS}일 동안 쓸 수 있습니다. 후기를 남기고 싶으시면 전화 주세요. 새 링크를 보내 드리겠습니다.`,
  },
  'not-found': {
    title: '후기 링크를 찾을 수 없습니다',
    body: '문자로 받으신 주소가 끝까지 그대로 열렸는지 확인해 주세요. 그래도 열리지 않으면 전화 주세요.',
  },
} as const;

export const reviewFormCopy = {
  title: '후기 작성',
  requiredNote: '표시는 필수 입력 항목입니다.',
  requiredMark: '*',
  optional: '(선택)',
  rating: '별점',
  ratingHint: '공사에 얼마나 만족하셨나요?',
  /** Each star's name: "5점, 최고예요". */
  ratingOption: (value: number) => `${value}점, ${['별로예요', '그저 그래요', '괜찮아요', '좋아요', '최고예요'][value - 1] ?? ''}`,
  text: '후기 내용',
  textPlaceholder: '공사 과정, 일정, 마무리, 직원 응대 등 느끼신 점을 자유롭게 적어 주세요.',
  counterPrefix: '입력한 글자 수',
  name: '이름',
  namePlaceholder: '홍길동',
  showName: '이름을 가리지 않고 그대로 싣는 데 동의합니다',
  /** What the name will look like on the site. */
  shownAs: (name: string) => `후기에는 '${name}'(으)로 표시됩니다.`,
  /** The optional consent to show the review on the page of the job it was asked for (distinct from the required one). */
  showOnJob: '우리 집 시공 현장을 소개하는 페이지에 이 후기를 함께 싣는 데 동의합니다',
  showOnJobHint: '동의하지 않으셔도 후기는 다른 후기들과 함께 홈페이지에 실립니다.',
  photosTitle: '사진',
  photosHint: (max: number) => `공사를 마친 모습을 찍어 올려 주시면 큰 도움이 됩니다. 최대 ${max}장.`,
  submit: '후기 보내기',
  submitting: '보내는 중...',
  sendingPhotos: '사진 보내는 중...',
} as const;

/** "120 / 1000" */
export const characterCount = (length: number, max: number) => `${length} / ${max}`;

export const reviewMessages = {
  summaryTitle: '입력 내용을 확인해 주세요.',
  ratingMissing: '별점을 선택해 주세요.',
  textMissing: '후기 내용을 입력해 주세요.',
  nameMissing: '이름을 입력해 주세요.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해 주세요.`,
  consentMissing: '개인정보 수집·이용 및 후기 게시에 동의해 주세요.',
  failure: '후기를 보내지 못했습니다. 쓰신 내용은 그대로 있으니 잠시 후 다시 보내 주세요.',
} as const;

/** What replaces the form once the review is sent. */
export const thanksCopy = {
  title: '소중한 후기 감사합니다',
  body: '보내 주신 후기는 확인을 거쳐 홈페이지에 실립니다.',
  photosMissing: (missing: number, total: number) => `후기는 접수되었지만 사진 ${total}장 중 ${missing}장이 전송되지 않았습니다.`,
  home: '홈으로 가기',
} as const;
