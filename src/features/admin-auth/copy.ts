import { authMessages } from '@/backend/shared/messages';

/** Korean words of sign-in and the admin guard. The owner's exact login messages are in loginMessages. */
export const authCopy = {
  checking: '인증 상태를 확인하는 중입니다...',
  notAdminTitle: '관리자 권한이 없습니다',
  signedInAs: (email: string) => `${email} 계정으로 로그인되어 있습니다.`,
  logout: '로그아웃',
  backToSite: '홈페이지로 돌아가기',
} as const;

export const loginCopy = {
  seoTitle: '관리자 로그인',
  seoDescription: '관리자 전용 로그인 페이지입니다.',
  eyebrow: '관리자',
  title: '관리자 로그인',
  intro: '등록된 관리자 계정으로 로그인해 주세요.',
  email: '이메일',
  password: '비밀번호',
  submit: '로그인',
  busy: '로그인 중...',
} as const;

export const loginMessages = {
  required: '이메일과 비밀번호를 모두 입력해주세요.',
  invalidCredentials: '이메일 또는 비밀번호가 잘못되었습니다.',
  generic: '로그인 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  notAdmin: authMessages.notAdmin,
  /** reCAPTCHA (App Check) could not load, so sign-in was not attempted: the backend's app-check/unavailable. */
  appCheckUnavailable: authMessages.appCheckUnavailable,
} as const;

/** Firebase Auth codes that mean "wrong e-mail or password". */
export const INVALID_CREDENTIAL_CODES = [
  'auth/invalid-credential',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-email',
] as const;
