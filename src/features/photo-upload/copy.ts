/** Copy of the photo upload both the photos screen (이미지 관리) and the site photo upload (현장 사진 올리기) use. */
export const photoFieldsCopy = {
  title: '제목',
  titlePlaceholder: '예: 강릉 주택 지붕 교체 공사',
  category: '분류',
  /** The site shows the owner's label for a category; the form names both. */
  renamedCategory: (label: string, stored: string) => `${label} (${stored})`,
  workType: '공사 종류',
  noWorkType: '선택 안 함',
  workTypeHint: '갤러리의 공사 종류별 보기와 사진 아래 비슷한 시공 사례에 쓰입니다.',
  description: '설명',
  optional: '(선택)',
  descriptionPlaceholder: '시공 내용, 위치, 사용한 자재 등을 적어 주세요.',
  required: '(필수)',
} as const;

export const uploadCopy = {
  modalTitle: '이미지 업로드',
  dropHint: '사진을 여기로 끌어다 놓거나 아래 버튼으로 선택하세요.',
  dropActive: '여기에 놓으면 추가됩니다',
  pickFiles: '사진 선택',
  takePhoto: '카메라로 촬영',
  fileNote: '이미지 파일만 올릴 수 있으며, 여러 장을 한 번에 선택할 수 있습니다. 올리기 전에 자동으로 용량을 줄입니다.',
  selected: (count: number) => `선택한 사진 ${count}장`,
  removeFile: (name: string) => `${name} 빼기`,
  numberingHint: '여러 장을 올리면 제목 뒤에 (1), (2)처럼 번호가 붙습니다.',
  submit: '업로드',
  submitMany: (count: number) => `${count}장 업로드`,
  submitting: '업로드 중...',
  cancel: '취소',
  progressLabel: '업로드 진행률',
  preparing: (index: number, count: number) => (count > 1 ? `${index}/${count}번째 사진 최적화 중...` : '사진 최적화 중...'),
  sending: (index: number, count: number) => (count > 1 ? `${index}/${count}번째 사진 업로드 중...` : '사진 업로드 중...'),
  keepOpen: '업로드가 끝날 때까지 창을 닫을 수 없습니다.',
  success: (count: number) => (count > 1 ? `이미지 ${count}장을 업로드했습니다.` : '이미지를 업로드했습니다.'),
  partialSuccess: (count: number) => `${count}장은 업로드되었습니다. 남은 사진을 확인한 뒤 다시 시도해 주세요.`,
  processingFailed: (name: string) => `${name} 파일을 처리하지 못했습니다. 다른 사진을 선택해 주세요.`,
  numbered: (title: string, number: number) => `${title} (${number})`,
  /** The title offered by 현장 사진 올리기: the day, and the work type once one is chosen. */
  suggestedTitle: (day: string, workTypeLabel: string | null) => (workTypeLabel ? `${day} ${workTypeLabel} 현장` : `${day} 현장 사진`),
} as const;

/** The upload's alerts, word for word as the owner wrote them. */
export const uploadMessages = {
  uploadFailed: (message: string) => `업로드 실패: ${message}`,
  metadataFailed: '메타데이터 저장 실패',
  imageRequired: '이미지를 선택해주세요',
  titleRequired: '제목을 입력해 주세요.',
  imagesOnly: '이미지 파일만 업로드할 수 있습니다.',
} as const;
