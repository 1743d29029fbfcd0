import { particle } from '../../domain/particles';
import type { InquiryStatus } from '../../domain/types';

/** Korean words of inquiry management. The spec's exact alert texts are in inquiryMessages. */
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
  statusChanged: (name: string, status: InquiryStatus) => `${name}님 문의의 상태를 '${status}'${particle(status, '으로/로')} 변경했습니다.`,
  deleted: (name: string) => `${name}님의 문의를 삭제했습니다.`,
} as const;

/** Spec 8 "Inquiries" alerts. */
export const inquiryMessages = {
  deleteInquiryFailed: (message: string) => `문의 삭제 실패: ${message}`,
  statusChangeFailed: (message: string) => `문의 상태 변경 실패: ${message}`,
} as const;

/** Spec 8: the empty state of the inquiry list. */
export const NO_INQUIRIES = '접수된 문의가 없습니다';
