import { INQUIRY_STATUS_LABELS } from '@/domain/categories';
import { PHONE_TAIL_LENGTHS } from '@/domain/inquiry-search';
import { particle } from '@/domain/particles';
import type { InquiryStatus } from '@/domain/types';
import { visitorInquiryCopy } from '@/lib/new-inquiries/inquiry-gist';

/** Korean words of inquiry management. The owner's exact alert texts are in inquiryMessages. */
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
    phone: '연락처',
    email: '이메일',
    workType: '공사 종류',
    region: '지역',
    photos: '사진',
    message: '문의 내용',
    submittedAt: '접수일',
    status: '상태',
    actions: '관리',
  },
  view: '보기',
  delete: '삭제',
  rowLabel: (name: string) => `${name}님 문의`,
  /** The row's ⋯ menu (삭제 lives there, as on the photos page). */
  rowMenu: (name: string) => `더 보기 (${name}님 문의)`,
  noEmail: '이메일 없음',
  /** The list on phones: one card per inquiry. */
  cardsLabel: '문의 목록',
  photoCount: visitorInquiryCopy.photoCount,
  noPhotos: visitorInquiryCopy.noPhotos,
  /** The table's 사진 column (its heading says 사진). */
  photoCells: (count: number) => `${count}장`,
  noPhotoCell: '없음',
  /** The card's button: its words are part of its name ("홍길동님 문의 보기"). */
  viewDetail: '문의 보기',
  call: visitorInquiryCopy.call,
  text: '문자',
  callLabel: visitorInquiryCopy.callLabel,
  textLabel: (name: string) => `${name}님에게 문자 보내기`,
  loadFailed: '문의 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 불러오기',
  detailTitle: '문의 상세',
  detailLoading: '문의를 불러오는 중...',
  detailNotFound: '이 문의를 찾을 수 없습니다. 이미 삭제되었거나 보관 기한이 지났을 수 있습니다.',
  detailLoadFailed: '문의를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  phone: '연락처',
  workType: '공사 종류',
  region: '지역',
  preferredCallTime: '통화 희망 시간',
  photos: '첨부 사진',
  photosLoading: '사진을 불러오는 중...',
  photosFailed: '사진을 불러오지 못했습니다.',
  photosMissing: (expected: number, stored: number) =>
    stored === 0
      ? `사진 ${expected}장이 올라오지 않았습니다 (전송 중 끊긴 것으로 보입니다).`
      : `사진 ${expected}장 중 ${stored}장만 올라왔습니다.`,
  photoAlt: (name: string, number: number) => `${name}님이 보낸 사진 ${number}`,
  photoOpen: (number: number) => `사진 ${number} 크게 보기`,
  lightboxTitle: (number: number, total: number) => `사진 ${number} / ${total}`,
  lightboxFailed: '사진을 크게 열지 못했습니다. 다시 시도해 주세요.',
  previousPhoto: '이전 사진',
  nextPhoto: '다음 사진',
  originalPhoto: '새 탭에서 원본 보기',
  retainUntil: '보관 기한',
  /** The period in the consent notice's words ("문의 접수일로부터 3년"), then the day it ends for this inquiry. */
  retainUntilValue: (period: string, date: string) => `${period} · ${date}까지`,
  noRetainUntil: '기록 없음 (보관 기한 도입 전 문의)',
  notChosen: '선택 안 함',
  receivedAt: '접수 일시',
  firstContact: '첫 연락',
  /** "접수 후 12분 만에 연락": how long the visitor waited for the first call or text (formatDuration). */
  contactedAfter: (wait: string) => `접수 후 ${wait} 만에 연락`,
  notContactedYet: (wait: string) => `아직 연락 전 · ${wait}째 기다리는 중`,
  notContacted: '아직 연락 전',
  message: '문의 내용',
  consent: '개인정보 수집·이용 동의',
  consentRecord: (version: string, at: string | null) => (at ? `동의함 (${version} 안내문, ${at})` : `동의함 (${version} 안내문)`),
  statusSelect: '처리 상태',
  statusSaving: '상태를 저장하는 중...',
  close: '닫기',
  note: {
    label: '관리자 메모',
    hint: '관리자만 볼 수 있습니다. 예: 다음 주 화요일 현장 방문',
    count: (length: number, max: number) => `${length} / ${max}자`,
    tooLong: (max: number) => `메모는 ${max}자까지 쓸 수 있습니다. 조금 줄여 주세요.`,
    save: '메모 저장',
    saving: '저장하는 중...',
    unchanged: '바뀐 내용이 없습니다.',
    saved: (name: string) => `${name}님 문의의 메모를 저장했습니다.`,
    cleared: (name: string) => `${name}님 문의의 메모를 지웠습니다.`,
    failed: (message: string) => `메모 저장 실패: ${message} (입력한 메모는 그대로 있습니다)`,
  },
  export: {
    button: 'CSV 내보내기',
    /** The button's accessible name: its words, then which list it exports. */
    label: (scope: string) => `CSV 내보내기 (${scope})`,
    reading: (count: number) => `문의 ${count}건 읽는 중...`,
    preparing: '내보낼 준비 중...',
    done: (count: number) => `문의 ${count}건을 CSV 파일로 내보냈습니다.`,
    failed: (message: string) => `CSV 내보내기 실패: ${message}`,
    /** 문의목록[-상태][-기간][-검색어]-YYYY-MM-DD.csv (the parts of the filter, then the day it was made). */
    fileName: (parts: string[], date: string) => ['문의목록', ...parts, date].join('-') + '.csv',
  },
  confirmTitle: '문의 삭제',
  confirmMessage: (name: string) => `${name}님의 문의를 삭제할까요?\n삭제한 문의는 되돌릴 수 없습니다.`,
  confirmDelete: '삭제',
  statusChanged: (name: string, status: InquiryStatus) => {
    const label = INQUIRY_STATUS_LABELS[status];
    return `${name}님 문의의 상태를 '${label}'${particle(label, '으로/로')} 변경했습니다.`;
  },
  deleted: (name: string) => `${name}님의 문의를 삭제했습니다.`,
} as const;

/** The list's period and search (and the words for a filtered list). */
export const listFilterCopy = {
  statusLabel: '상태',
  periodLabel: '기간',
  periods: { all: '전체 기간', week: '이번 주', month: '이번 달', range: '기간 지정' },
  /** The days a period covers, e.g. "2026.11.23 (월) ~ 2026.11.29 (일)" (Korea days; a week starts on Monday). */
  periodDays: (from: string, to: string) => `${from} ~ ${to}`,
  rangeFrom: '시작일',
  rangeTo: '종료일',
  searchLabel: '이름 또는 전화번호로 찾기',
  searchPlaceholder: '예: 박서연, 6789',
  searchHint: `이름은 전체 이름으로, 전화번호는 전체 또는 뒤 ${PHONE_TAIL_LENGTHS.join('·')}자리로 찾습니다.`,
  searchButton: '찾기',
  searching: (search: string) => `'${search}' 검색 결과`,
  clearSearch: '검색 지우기',
  empty: '조건에 맞는 문의가 없습니다. 상태나 기간을 바꿔 보세요.',
  showAll: '모든 문의 보기',
  /** A search that found nothing says what a search finds (src/domain/inquiry-search.ts) and offers to clear it. */
  searchEmpty: {
    title: (search: string) => `'${search}'${particle(search, '으로/로')} 찾은 문의가 없습니다`,
    lead: '검색은 다음으로 찾습니다.',
    name: '이름: 전체 이름 (예: 박서연, 띄어쓰기는 상관없습니다)',
    phone: `전화번호: 전체 번호, 또는 뒤 ${PHONE_TAIL_LENGTHS.join('·')}자리 (예: 6789, 010-2345-6789)`,
    notPart: '이름의 일부나 번호 중간의 숫자로는 찾지 않습니다.',
    digits: (count: number) => `숫자 ${count}자리로는 찾을 수 없습니다. 뒤 ${PHONE_TAIL_LENGTHS.join('·')}자리나 전체 번호를 넣어 주세요.`,
    withinFilter: '고른 상태와 기간 안에서만 찾았습니다.',
  },
  /** The export's name for its list: the status, the days and the search it is limited to. */
  exportScope: (parts: string[]) => (parts.length > 0 ? parts.join(', ') : '전체 문의'),
  searchScope: (search: string) => `'${search}' 검색`,
} as const;

/** The alerts of inquiry management. */
export const inquiryMessages = {
  deleteInquiryFailed: (message: string) => `문의 삭제 실패: ${message}`,
  statusChangeFailed: (message: string) => `문의 상태 변경 실패: ${message}`,
} as const;

/** The empty state of the inquiry list. */
export const NO_INQUIRIES = '접수된 문의가 없습니다';
