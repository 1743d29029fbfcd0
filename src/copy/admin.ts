import type { ActivityType, InquiryStatus } from '../domain/types';

/**
 * Korean words of the admin area (login, layout, dashboard, inquiries). The spec's exact error texts stay in
 * copy/errors.ts; image-management words live in copy/admin-images.ts.
 */

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
  demoTitle: '데모 모드로 실행 중입니다',
  demoBody: '데이터는 이 브라우저에만 저장되며 실제 서버와 연결되지 않습니다. 아래 데모 계정으로 로그인해 보세요.',
  demoFill: '데모 계정 입력하기',
} as const;

/**
 * The demo backend's administrator (seeded by src/backend/demo). Shown only when the demo adapter runs;
 * a test signs in with it, so a change on either side is caught.
 */
export const demoAccount = {
  email: 'admin@example.com',
  password: 'demo1234',
} as const;

export const layoutCopy = {
  seoTitle: '관리자',
  seoDescription: '관리자 전용 화면입니다.',
  brand: '관리자',
  menuLabel: '관리자 메뉴',
  skipToContent: '본문으로 건너뛰기',
  nav: {
    dashboard: '대시보드',
    images: '이미지 관리',
    inquiries: '문의 관리',
  },
  viewSite: '홈페이지 보기',
} as const;

export const dashboardCopy = {
  title: '대시보드',
  intro: '시공 사진과 고객 문의 현황을 한눈에 확인하세요.',
  imagesLabel: '전체 시공 이미지',
  imagesUnit: '장',
  imagesLink: '이미지 관리로 이동',
  inquiriesLabel: '새 문의',
  inquiriesUnit: '건',
  inquiriesLink: '문의 관리로 이동',
  needsChecking: '확인이 필요합니다',
  allChecked: '새로 들어온 문의가 없습니다',
  countFailed: '불러오지 못했습니다',
  activityTitle: '최근 활동',
  noTime: '시간 정보 없음',
  quickTitle: '바로가기',
  quickImages: '이미지 관리',
  quickImagesHint: '시공 사진 업로드와 대표 사진 설정',
  quickInquiries: '문의 확인',
  quickInquiriesHint: '고객 문의 확인과 처리 상태 변경',
} as const;

export const activityTypeLabels: Record<ActivityType, string> = {
  new_inquiry: '새 문의',
  image_upload: '이미지 업로드',
  image_update: '이미지 수정',
  image_delete: '이미지 삭제',
  image_feature_toggle: '대표 프로젝트 변경',
  inquiry_status_change: '문의 상태 변경',
  inquiry_delete: '문의 삭제',
};

/** The particle after `word`: 으로 after a final consonant other than ㄹ, else 로 (확인중으로, 신규로, 답변완료로). */
function roParticle(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  const isHangul = last >= 0xac00 && last <= 0xd7a3;
  const finalConsonant = isHangul ? (last - 0xac00) % 28 : 0;
  return finalConsonant !== 0 && finalConsonant !== 8 ? '으로' : '로';
}

export const inquiriesCopy = {
  seoTitle: '문의 관리',
  title: '문의 관리',
  intro: '홈페이지로 접수된 견적 문의를 확인하고 처리 상태를 관리하세요.',
  filterLabel: '상태별 보기',
  filterAll: '전체',
  total: (count: number) => `총 ${count}건`,
  pagination: '문의 목록 페이지',
  columns: {
    name: '이름',
    email: '이메일',
    message: '문의 내용',
    submittedAt: '접수일',
    status: '상태',
    actions: '관리',
  },
  view: '보기',
  delete: '삭제',
  rowLabel: (name: string) => `${name}님 문의`,
  noEmail: '이메일 없음',
  filteredHint: (status: InquiryStatus) => `'${status}' 상태의 문의만 보고 있습니다.`,
  loadFailed: '문의 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 불러오기',
  detailTitle: '문의 상세',
  phone: '연락처',
  receivedAt: '접수 일시',
  message: '문의 내용',
  consent: '개인정보 수집·이용 동의',
  consentRecord: (version: string, at: string | null) => (at ? `동의함 (${version} 안내문, ${at})` : `동의함 (${version} 안내문)`),
  statusSelect: '처리 상태',
  statusSaving: '상태를 저장하는 중...',
  close: '닫기',
  confirmTitle: '문의 삭제',
  confirmMessage: (name: string) => `${name}님의 문의를 삭제할까요?\n삭제한 문의는 되돌릴 수 없습니다.`,
  confirmDelete: '삭제',
  statusChanged: (name: string, status: InquiryStatus) => `${name}님 문의의 상태를 '${status}'${roParticle(status)} 변경했습니다.`,
  deleted: (name: string) => `${name}님의 문의를 삭제했습니다.`,
} as const;
