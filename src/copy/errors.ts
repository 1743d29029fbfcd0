/**
 * The error catalogue (spec 8). Texts quoted in the spec are used exactly as written.
 */
export const contactMessages = {
  required: '이름, 연락처, 문의 내용은 필수입니다.',
  consentRequired: '개인정보 수집·이용에 동의해 주세요.',
  invalidEmail: '올바른 이메일 주소를 입력해 주세요.',
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이내로 입력해 주세요.`,
  failure: '문의 접수 중 오류가 발생했습니다. 다시 시도해주세요.',
  success: '문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.',
} as const;

export const photoMessages = {
  invalidId: '유효하지 않은 사진 ID입니다.',
  notFound: '사진을 찾을 수 없습니다.',
  loadError: '사진 정보를 불러오는 중 오류가 발생했습니다.',
  missingInfo: '요청하신 사진 정보를 찾을 수 없습니다.',
} as const;

export const mapMessages = {
  loading: '지도 API를 불러오는 중입니다...',
  scriptFailed: '지도 스크립트를 불러올 수 없습니다.',
  geocodeFailed: '주소의 좌표를 찾을 수 없습니다.',
  noKey: '지도를 표시할 수 없습니다.',
  openInNaver: '네이버 지도에서 위치 보기',
} as const;

export const loginMessages = {
  required: '이메일과 비밀번호를 모두 입력해주세요.',
  invalidCredentials: '이메일 또는 비밀번호가 잘못되었습니다.',
  generic: '로그인 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  notAdmin: '관리자 권한이 없는 계정입니다. 관리자에게 권한을 요청해 주세요.',
} as const;

/** Firebase Auth codes that mean "wrong e-mail or password" (spec 8 "Login"). */
export const INVALID_CREDENTIAL_CODES = [
  'auth/invalid-credential',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-email',
] as const;

export const adminMessages = {
  loginRequired: '로그인이 필요합니다.',
  imageListFailed: '이미지 목록을 불러오는 데 실패했습니다.',
  uploadFailed: (message: string) => `업로드 실패: ${message}`,
  metadataFailed: '메타데이터 저장 실패',
  editFailed: '이미지 정보 수정에 실패했습니다.',
  featureFailed: '대표 프로젝트 설정 변경에 실패했습니다.',
  heroFailed: '배경 이미지 설정 중 오류가 발생했습니다.',
  deleteImageFailed: (message: string) => `이미지 삭제 실패: ${message}`,
  deleteInquiryFailed: (message: string) => `문의 삭제 실패: ${message}`,
  statusChangeFailed: (message: string) => `문의 상태 변경 실패: ${message}`,
  imageRequired: '이미지를 선택해주세요',
  titleRequired: '제목을 입력해 주세요.',
  imagesOnly: '이미지 파일만 업로드할 수 있습니다.',
} as const;

export const emptyStates = {
  images: '업로드된 이미지가 없습니다',
  inquiries: '접수된 문의가 없습니다',
  activities: '최근 활동이 없습니다',
} as const;

/** Spec 8 "Other": chunk load failures by type. */
export const chunkErrors = {
  missing: {
    title: '페이지를 찾을 수 없습니다',
    body: '사이트가 새 버전으로 업데이트되었을 수 있습니다. 새로고침하면 최신 화면을 불러옵니다.',
  },
  timeout: {
    title: '페이지를 불러오는 데 시간이 너무 오래 걸립니다',
    body: '네트워크 연결을 확인한 뒤 새로고침해 주세요.',
  },
  error: {
    title: '페이지를 불러오지 못했습니다',
    body: '일시적인 오류가 발생했습니다. 새로고침해 주세요.',
  },
  reload: '새로고침',
} as const;
