import { HERO_COPY_MAX_AGE_SECONDS } from '@/config/collections';

/**
 * Copy of the admin's photo management screen (이미지 관리): labels, states, and (below) its alerts and empty state.
 * Labels the owner wrote are used exactly.
 */
export const photosPageCopy = {
  title: '이미지 관리',
  intro: '시공 사진을 올리고, 홈 화면 배경 이미지와 대표 프로젝트를 지정합니다.',
  total: (count: number) => `전체 ${count}장`,
  uploadButton: '이미지 업로드',
  listLabel: '업로드된 이미지',
  paginationLabel: '이미지 목록 페이지',
  loading: '이미지 목록을 불러오는 중...',
  retry: '다시 시도',
} as const;

export const photoCardCopy = {
  heroBadge: '현재 배경 이미지',
  featuredBadge: '대표 프로젝트',
  edit: '수정',
  delete: '삭제',
  feature: '대표 프로젝트로 지정',
  unfeature: '대표 프로젝트 해제',
  setHero: '배경으로 설정',
  alreadyHero: '이미 배경 이미지로 설정되어 있습니다',
  /** The ⋯ menu of the other actions (대표 프로젝트, 배경으로 설정, 삭제). */
  more: '더 보기',
  marksLabel: '홈페이지 노출',
  /** Read after the visible label by screen readers, so six "수정" buttons can be told apart. */
  forTitle: (title: string) => ` (${title})`,
} as const;

export const editCopy = {
  modalTitle: '이미지 정보 수정',
  save: '저장',
  saving: '저장 중...',
  cancel: '취소',
  success: '이미지 정보를 수정했습니다.',
} as const;

export const photoActionCopy = {
  deleteTitle: '이미지 삭제',
  deleteMessage: (title: string) => `“${title}” 이미지를 삭제할까요?\n삭제한 이미지와 파일은 되돌릴 수 없습니다.`,
  deleteConfirm: '삭제',
  deleted: (title: string) => `“${title}” 이미지를 삭제했습니다.`,
  heroTitle: '배경 이미지 설정',
  heroMessage: (title: string) => `“${title}” 이미지를 홈 화면 배경으로 설정할까요?\n지금의 배경 이미지는 해제됩니다.`,
  heroConfirm: '배경으로 설정',
  /**
   * `later`: the Firebase build's visitors get the background from its stable copy, which a browser may keep for
   * HERO_COPY_MAX_AGE_SECONDS: staff are told so, and do not take the old picture for a failure.
   */
  heroSet: (title: string, later: boolean) =>
    `“${title}” 이미지를 배경으로 설정했습니다.${later ? ` 방문자 화면에는 ${HERO_COPY_MAX_AGE_SECONDS / 60}분 안에 반영됩니다.` : ''}`,
  featured: (title: string) => `“${title}” 이미지를 대표 프로젝트로 지정했습니다.`,
  unfeatured: (title: string) => `“${title}” 이미지를 대표 프로젝트에서 해제했습니다.`,
  cancel: '취소',
} as const;

/** The alerts of photo management, word for word as the owner wrote them. */
export const photoMessages = {
  imageListFailed: '이미지 목록을 불러오는 데 실패했습니다.',
  editFailed: '이미지 정보 수정에 실패했습니다.',
  featureFailed: '대표 프로젝트 설정 변경에 실패했습니다.',
  heroFailed: '배경 이미지 설정 중 오류가 발생했습니다.',
  deleteImageFailed: (message: string) => `이미지 삭제 실패: ${message}`,
} as const;

/** The empty state of the photo list. */
export const NO_IMAGES = '업로드된 이미지가 없습니다';
