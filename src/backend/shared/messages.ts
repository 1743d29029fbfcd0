/**
 * The alerts an admin action gives when nobody, or a non-admin, is signed in (spec 5: 로그인이 필요합니다).
 * Both adapters put them on their BackendError, and the UI's admin check shows the same words.
 */
export const authMessages = {
  loginRequired: '로그인이 필요합니다.',
  notAdmin: '관리자 권한이 없는 계정입니다. 관리자에게 권한을 요청해 주세요.',
} as const;

/**
 * The Korean messages both adapters put on their BackendErrors, written once. (The UI shows its own texts for
 * most codes; these are what a log or an unmapped error shows.) authMessages above holds the two that the UI shares.
 */
export const backendMessages = {
  notSignedIn: authMessages.loginRequired,
  notAdmin: authMessages.notAdmin,
  imageNotFound: (id: string) => `이미지를 찾을 수 없습니다: ${id}`,
  inquiryNotFound: (id: string) => `문의를 찾을 수 없습니다: ${id}`,
  unknownInquiryStatus: (status: unknown) => `알 수 없는 문의 상태입니다: ${String(status)}`,
  invalidPageSize: (value: unknown, max: number) => `페이지 크기는 1부터 ${max}까지의 정수여야 합니다: ${String(value)}`,
  invalidLimit: (value: unknown, max: number) => `가져올 개수는 1부터 ${max}까지의 정수여야 합니다: ${String(value)}`,
  unknownPageDirection: (direction: unknown) => `알 수 없는 페이지 방향입니다: ${String(direction)}`,
  invalidCursor: (at: unknown, id: unknown) => `페이지 위치가 올바르지 않습니다: at=${String(at)}, id=${JSON.stringify(id)}`,
  invalidField: (field: string) => `입력값이 규칙(필수 여부, 길이, 허용 값)에 맞지 않습니다: ${field}`,
} as const;
