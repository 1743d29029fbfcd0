import type { ActivityType } from '@/domain/types';

/** Korean words of the admin dashboard. */
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
  quickSitePhoto: '현장 사진 올리기',
  quickSitePhotoHint: '찍거나 고른 사진을 시공 현장에 올리기',
  quickImages: '이미지 관리',
  quickImagesHint: '시공 사진 업로드와 대표 사진 설정',
  quickInquiries: '문의 확인',
  quickInquiriesHint: '고객 문의 확인과 처리 상태 변경',
  response: {
    title: '이번 주 응답 시간',
    intro: '월요일 0시부터 접수된 문의가 전화나 문자로 처음 연락받기까지 걸린 시간입니다.',
    received: (received: number, answered: number) => `접수 ${received}건 · 연락 ${answered}건`,
    capped: (max: number) => `최근 ${max}건 기준`,
    median: '응답 시간 중간값',
    noMedian: '아직 없음',
    within: (minutes: number) => `${minutes}분 안에 연락`,
    share: (count: number, received: number) => (received === 0 ? '-' : `${Math.round((count / received) * 100)}%`),
    shareDetail: (count: number, received: number) => `${received}건 중 ${count}건`,
    none: '이번 주에 접수된 문의가 아직 없습니다.',
    failed: '응답 시간을 불러오지 못했습니다.',
    retry: '다시 불러오기',
  },
  waiting: {
    title: '연락을 기다리는 문의',
    intro: '오래 기다린 문의부터 보여 줍니다. 전화나 문자를 하거나 상태를 바꾸면 목록에서 빠집니다.',
    waited: (wait: string) => `${wait}째 기다리는 중`,
    overdue: '응답 약속 시간 지남',
    none: '연락을 기다리는 문의가 없습니다.',
    failed: '연락을 기다리는 문의를 불러오지 못했습니다.',
    retry: '다시 불러오기',
  },
} as const;

export const activityTypeLabels: Record<ActivityType, string> = {
  new_inquiry: '새 문의',
  image_upload: '이미지 업로드',
  image_update: '이미지 수정',
  image_delete: '이미지 삭제',
  image_feature_toggle: '대표 프로젝트 변경',
  inquiry_status_change: '문의 상태 변경',
  inquiry_delete: '문의 삭제',
  inquiry_note: '문의 메모',
  new_review: '새 후기',
  review_status_change: '후기 상태 변경',
  review_delete: '후기 삭제',
  job_create: '시공 현장 추가',
  job_update: '시공 현장 수정',
  job_publish: '시공 현장 공개',
  settings_update: '사이트 설정 저장',
};

/** The dashboard's list of the newest 신규 inquiries. */
export const newInquiriesPanelCopy = {
  title: '새로 들어온 문의',
  count: (count: number) => `${count}건`,
  all: '모두 보기',
  /** The link's name: its visible words, and which list. */
  allLabel: '신규 문의 모두 보기',
  none: dashboardCopy.allChecked,
  failed: '새 문의를 불러오지 못했습니다.',
  retry: '다시 불러오기',
} as const;

/** The empty state of the activity list. */
export const NO_ACTIVITIES = '최근 활동이 없습니다';

/** The dashboard's warning when a new inquiry e-mails nobody (Firebase builds). */
export const alertRecipientsCopy = {
  title: '새 문의 알림을 받는 사람이 없습니다',
  body: '지금은 새 문의가 들어와도 아무에게도 알림 메일이 가지 않습니다. 알림 받을 이메일 주소를 등록해 주세요.',
  link: '알림 설정으로 이동',
} as const;
