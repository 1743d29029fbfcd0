import { REVIEW_STATUS_LABELS } from '@/domain/categories';
import type { ReviewStatus } from '@/domain/types';

/** The admin's review screen (/jy-dev/reviews). */
export const reviewsAdminCopy = {
  seoTitle: '후기 관리',
  title: '후기 관리',
  intro: '고객이 문자로 받은 링크에서 남긴 후기입니다. 공개한 후기만 홈페이지와 회사소개, 시공 사진에 실립니다.',
  filterLabel: '상태별 보기',
  filterAll: '전체',
  total: (count: number) => `총 ${count}건`,
  loading: '후기를 불러오는 중입니다...',
  empty: '받은 후기가 없습니다. 문의 상세나 시공 현장에서 후기를 요청해 보세요.',
  emptyFiltered: (status: ReviewStatus) => `'${REVIEW_STATUS_LABELS[status]}' 상태의 후기가 없습니다.`,
  loadFailed: '후기 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  pagination: '후기 목록 페이지',
  listLabel: '후기 목록',
  /** The actions of one review, named with whose review it is. */
  actions: {
    approved: '공개',
    hidden: '숨기기',
    pending: '대기로',
  } satisfies Record<ReviewStatus, string>,
  actionLabel: (name: string, status: ReviewStatus) =>
    ({ approved: `${name}님의 후기 공개`, hidden: `${name}님의 후기 숨기기`, pending: `${name}님의 후기를 대기로 되돌리기` })[status],
  remove: '삭제',
  removeLabel: (name: string) => `${name}님의 후기 삭제`,
  confirmTitle: '후기 삭제',
  confirmMessage: (name: string) => `${name}님의 후기와 사진을 삭제합니다. 삭제한 후기는 되돌릴 수 없습니다.`,
  confirmDelete: '삭제',
  statusChanged: (name: string, status: ReviewStatus) =>
    ({
      approved: `${name}님의 후기를 공개했습니다.`,
      hidden: `${name}님의 후기를 숨겼습니다.`,
      pending: `${name}님의 후기를 대기로 되돌렸습니다.`,
    })[status],
  statusFailed: (reason: string) => `후기 상태 변경 실패: ${reason}`,
  deleted: (name: string) => `${name}님의 후기를 삭제했습니다.`,
  deleteFailed: (reason: string) => `후기 삭제 실패: ${reason}`,
  author: (name: string) => `${name} 고객`,
  nameShown: '이름 공개 동의',
  nameMasked: '이름 가림',
  fromInquiry: '문의 보기',
  photos: (count: number) => `사진 ${count}장`,
  photosLoading: '사진을 불러오는 중입니다...',
  photosFailed: '사진을 불러오지 못했습니다.',
  photosArriving: (count: number) => `사진 ${count}장이 아직 도착하는 중입니다.`,
  photosMissing: (missing: number, total: number) => `사진 ${total}장 중 ${missing}장은 도착하지 않았습니다.`,
  photoAlt: (name: string, number: number) => `${name} 고객의 사진 ${number}`,
  requestTitle: '링크만 만들기',
  requestHint:
    '전화로 상담한 고객처럼 문의 기록이 없는 분께 보낼 후기 링크를 만듭니다. 문의가 있는 고객은 문의 상세의 후기 요청을 써 주세요.',
} as const;
