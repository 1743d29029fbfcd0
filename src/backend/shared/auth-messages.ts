/**
 * The alerts an admin action gives when nobody, or a non-admin, is signed in (spec 5: 로그인이 필요합니다).
 * Both adapters put them on their BackendError, and the UI's admin check shows the same words.
 */
export const authMessages = {
  loginRequired: '로그인이 필요합니다.',
  notAdmin: '관리자 권한이 없는 계정입니다. 관리자에게 권한을 요청해 주세요.',
} as const;
