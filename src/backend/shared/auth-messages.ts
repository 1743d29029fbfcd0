/**
 * The alerts an admin action gives when nobody, or a non-admin, is signed in (spec 5: 로그인이 필요합니다), and the
 * sign-in failure when App Check cannot be reached. The adapters put them on their BackendError, and the UI (the
 * admin check, the login page) shows the same words.
 */
export const authMessages = {
  loginRequired: '로그인이 필요합니다.',
  notAdmin: '관리자 권한이 없는 계정입니다. 관리자에게 권한을 요청해 주세요.',
  /** Sign-in gave up waiting for App Check (reCAPTCHA blocked or unreachable): BackendError app-check/unavailable. */
  appCheckUnavailable:
    '보안 확인(reCAPTCHA)을 불러오지 못해 로그인할 수 없습니다. 광고 차단 기능을 끄거나 네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
} as const;
