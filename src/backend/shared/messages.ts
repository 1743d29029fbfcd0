import type { RecipientProblem } from '@/domain/notification-recipients';

/**
 * The alerts an admin action gives when nobody, or a non-admin, is signed in (로그인이 필요합니다).
 * Both adapters put them on their BackendError, and the UI's admin check shows the same words.
 */
export const authMessages = {
  loginRequired: '로그인이 필요합니다.',
  notAdmin: '관리자 권한이 없는 계정입니다. 관리자에게 권한을 요청해 주세요.',
  /** Sign-in gave up waiting for App Check (reCAPTCHA blocked or unreachable): BackendError app-check/unavailable. */
  appCheckUnavailable:
    '보안 확인(reCAPTCHA)을 불러오지 못해 로그인할 수 없습니다. 광고 차단 기능을 끄거나 네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
} as const;

/**
 * The Korean messages both adapters put on their BackendErrors, written once. (The UI shows its own texts for
 * most codes; these are what a log or an unmapped error shows.) authMessages above holds the two that the UI shares.
 */
export const backendMessages = {
  notSignedIn: authMessages.loginRequired,
  notAdmin: authMessages.notAdmin,
  photoNotFound: (id: string) => `이미지를 찾을 수 없습니다: ${id}`,
  inquiryNotFound: (id: string) => `문의를 찾을 수 없습니다: ${id}`,
  unknownInquiryStatus: (status: unknown) => `알 수 없는 문의 상태입니다: ${String(status)}`,
  reviewNotFound: (id: string) => `후기를 찾을 수 없습니다: ${id}`,
  unknownReviewStatus: (status: unknown) => `알 수 없는 후기 상태입니다: ${String(status)}`,
  reviewLinkNotFound: '후기 작성 링크를 찾을 수 없습니다.',
  reviewLinkUsed: '이미 후기를 작성한 링크입니다.',
  reviewLinkExpired: '유효 기간이 지난 후기 작성 링크입니다.',
  unknownWorkType: (workType: unknown) => `알 수 없는 공사 종류입니다: ${String(workType)}`,
  invalidPageSize: (value: unknown, max: number) => `페이지 크기는 1부터 ${max}까지의 정수여야 합니다: ${String(value)}`,
  invalidLimit: (value: unknown, max: number) => `가져올 개수는 1부터 ${max}까지의 정수여야 합니다: ${String(value)}`,
  unknownPageDirection: (direction: unknown) => `알 수 없는 페이지 방향입니다: ${String(direction)}`,
  invalidCursor: (cursor: unknown) => `페이지 위치가 올바르지 않습니다: ${JSON.stringify(cursor) ?? String(cursor)}`,
  staffNoteTooLong: (max: number) => `메모는 ${max}자까지 쓸 수 있습니다.`,
  consentOutdated: '개인정보 수집·이용 안내가 바뀌었습니다. 바뀐 안내를 확인하고 다시 동의해 주세요.',
  settingsConflict: '다른 관리자가 먼저 사이트 설정을 저장했습니다. 최신 설정을 불러온 뒤 다시 저장해 주세요.',
  settingsVersionNotFound: (version: number) => `사이트 설정 ${version}번째 버전을 찾을 수 없습니다.`,
  invalidField: (field: string) => `입력값이 규칙(필수 여부, 길이, 허용 값)에 맞지 않습니다: ${field}`,
  invalidRecipient: (address: string, problem: RecipientProblem) => `알림 받을 주소로 저장할 수 없습니다(${problem}): ${address}`,
  invalidInquiryPeriod: (what: string) => `문의 목록의 기간이 올바르지 않습니다: ${what}`,
  inquirySearchTooLong: (max: number) => `검색어는 ${max}자까지 쓸 수 있습니다.`,
  // Shown after the failure alert's "업로드 실패: " (the UI adds it): the reason an upload was given up.
  uploadStalled: (seconds: number) =>
    `네트워크가 불안정해 ${seconds}초 동안 전송이 진행되지 않아 업로드를 중단했습니다. 선택한 사진과 입력한 내용은 그대로 있으니 연결을 확인한 뒤 다시 시도해 주세요.`,
  uploadOffline: '인터넷 연결이 끊겨 업로드를 중단했습니다. 선택한 사진과 입력한 내용은 그대로 있으니 연결되면 다시 시도해 주세요.',
  appCheckUnavailable: authMessages.appCheckUnavailable,
} as const;
