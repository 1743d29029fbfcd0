import { authMessages } from './auth-messages';

/**
 * The Korean messages both adapters put on their BackendErrors, written once. (The UI shows its own texts for
 * most codes; these are what a log or an unmapped error shows.) auth-messages.ts holds the two that the UI shares.
 */
export const backendMessages = {
  notSignedIn: authMessages.loginRequired,
  notAdmin: '관리자 권한이 없습니다.',
  imageNotFound: (id: string) => `이미지를 찾을 수 없습니다: ${id}`,
  inquiryNotFound: (id: string) => `문의를 찾을 수 없습니다: ${id}`,
  unknownInquiryStatus: (status: unknown) => `알 수 없는 문의 상태입니다: ${String(status)}`,
} as const;
