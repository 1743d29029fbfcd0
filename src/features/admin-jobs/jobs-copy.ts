/** Copy of the staff's jobs (시공 현장): 현장 사진 올리기, the jobs page and the job form. */
export const jobFormCopy = {
  title: '현장 이름',
  titlePlaceholder: '예: 원주 단독주택 지붕 교체',
  region: '지역',
  chooseRegion: '지역 선택',
  workType: '공사 종류',
  chooseWorkType: '공사 종류 선택',
  periodStart: '시공 시작 (월)',
  periodEnd: '시공 끝 (월)',
  area: '시공 면적 (㎡)',
  areaPlaceholder: '예: 120',
  price: '공사비 (만원)',
  pricePlaceholder: '예: 1200',
  /** Under the price: what visitors will read, or how to write it. */
  priceHint: '만원 단위로 적어 주세요. 적으면 현장 페이지와 현장 카드에 보입니다.',
  /** What the job's facts will say: "공사비 약 1,200만 원". */
  pricePreview: (amount: string) => `방문자에게 “공사비 약 ${amount}”으로 보입니다.`,
  consentLegend: '공개 동의',
  consent: '고객이 사진·지역·현장 이야기를 홈페이지에 공개하는 데 동의했습니다',
  consentHint: '동의를 받아야 현장을 공개할 수 있습니다.',
  consentLocked: '공개된 현장의 동의 기록은 지울 수 없습니다. 날짜만 고칠 수 있습니다.',
  consentDate: '동의 받은 날',
  story: '현장 이야기',
  storyPlaceholder: '어떤 문제가 있었고 어떻게 시공했는지 짧게 적어 주세요. 방문자가 사진과 함께 읽습니다.',
  required: '(필수)',
  optional: '(선택)',
} as const;

export const jobMessages = {
  titleRequired: '현장 이름을 입력해 주세요.',
  regionRequired: '지역을 선택해 주세요.',
  workTypeRequired: '공사 종류를 선택해 주세요.',
  periodInvalid: '시공 기간을 연도와 월로 골라 주세요.',
  periodOrder: '시공 끝은 시작과 같은 달이거나 그 뒤여야 합니다.',
  areaInvalid: (max: number) => `면적은 0보다 크고 ${new Intl.NumberFormat('ko-KR').format(max)} 이하인 숫자로 적어 주세요.`,
  priceInvalid: (min: number, max: number) =>
    `공사비는 만원 단위의 정수로 ${new Intl.NumberFormat('ko-KR').format(min)}에서 ${new Intl.NumberFormat('ko-KR').format(max)} 사이로 적어 주세요. 예: 1,200만 원이면 1200`,
  consentDateInvalid: '동의 받은 날을 오늘이나 그 이전 날짜로 골라 주세요.',
  consentRequired: '고객의 공개 동의가 없으면 공개할 수 없습니다. 동의를 받았다면 체크해 주세요.',
  photoTitleRequired: '사진 제목을 입력해 주세요.',
  createFailed: '시공 현장을 만들지 못했습니다. 다시 시도해 주세요.',
  updateFailed: '시공 현장 정보를 수정하지 못했습니다.',
  publishFailed: '시공 현장을 공개하지 못했습니다. 다시 시도해 주세요.',
  listFailed: '시공 현장 목록을 불러오지 못했습니다.',
} as const;

export const jobUploadCopy = {
  modalTitle: '현장 사진 올리기',
  jobLegend: '시공 현장',
  newJob: '새 현장',
  existingJob: '기존 현장',
  chooseJob: '현장 선택',
  jobOption: (title: string, published: boolean) => `${title} ${published ? '(공개)' : '(비공개)'}`,
  photosHeading: (count: number) => `사진 ${count}장`,
  stage: '단계',
  /** Under the photos: how their stages were chosen, and how to change one. */
  stagesHint: '찍은 시각(없으면 고른 순서)에 따라 시공 전·중·후를 나눴습니다. 다르면 눌러서 바꿔 주세요.',
  takenAt: (when: string) => `촬영 ${when}`,
  noTakenAt: '촬영 시각 정보 없음',
  photoTitle: '사진 제목',
  /** A photo's title offered from its job and stage: "원주 단독주택 지붕 교체 · 시공 전". */
  photoTitleOf: (jobTitle: string, stage: string) => `${jobTitle} · ${stage}`,
  removePhoto: (number: number) => `${number}번째 사진 빼기`,
  photoRow: (number: number) => `${number}번째 사진`,
  category: '분류',
  visibilityLegend: '공개 여부',
  keepDraft: '비공개로 저장',
  keepDraftHint: '현장이 끝나면 시공 현장 화면에서 한 번에 공개합니다. 그때까지 방문자에게 보이지 않습니다.',
  publishNow: '바로 공개',
  publishNowHint: '현장과 사진을 지금 갤러리에 공개합니다.',
  publishedJob: '공개된 현장입니다. 올린 사진은 바로 갤러리에 보입니다.',
  submit: (count: number) => (count > 0 ? `사진 ${count}장 올리기` : '사진 올리기'),
  savedAsDraft: (count: number) => `사진 ${count}장을 비공개로 저장했습니다. 현장이 끝나면 시공 현장 화면에서 공개하세요.`,
  uploadedToJob: (count: number) => `사진 ${count}장을 현장에 올렸습니다.`,
} as const;

export const jobsPageCopy = {
  title: '시공 현장',
  intro: '현장별로 시공 전·중·후 사진을 모아 보여 줍니다. 비공개 현장은 공개할 때까지 방문자에게 보이지 않습니다.',
  addPhotos: '현장 사진 올리기',
  listLabel: '시공 현장 목록',
  empty: '아직 시공 현장이 없습니다. 현장 사진 올리기로 첫 현장을 만들어 보세요.',
  loading: '시공 현장을 불러오는 중...',
  retry: '다시 시도',
  draft: '비공개',
  published: '공개',
  photoCounts: (published: number, drafts: number) =>
    drafts > 0 ? `사진 ${published + drafts}장 (비공개 ${drafts}장)` : `사진 ${published}장`,
  noPhotos: '아직 사진이 없습니다.',
  draftPhoto: '비공개',
  publish: '공개하기',
  publishDrafts: (count: number) => `비공개 사진 ${count}장 공개`,
  publishing: '공개하는 중...',
  edit: '정보 수정',
  addToJob: '사진 추가',
  /** Read after the visible label (and a space), so the buttons of several jobs can be told apart. */
  forJob: (title: string) => `(${title})`,
  publishTitle: '시공 현장 공개',
  publishMessage: (title: string, photos: number) =>
    `“${title}” 현장과 비공개 사진 ${photos}장을 지금 공개할까요?\n공개하면 방문자가 갤러리와 사진 페이지에서 볼 수 있습니다.`,
  publishedToast: (title: string) => `“${title}” 현장을 공개했습니다.`,
  /** The publish dialog of a job without a recorded consent: the tick is offered right there. */
  consentMissing: '이 현장은 고객의 공개 동의가 기록되어 있지 않습니다. 동의를 받았다면 아래에 체크해 주세요.',
  consentRecorded: (day: string) => `고객 공개 동의: ${day}`,
  editTitle: '시공 현장 정보 수정',
  save: '저장',
  saving: '저장 중...',
  cancel: '취소',
  saved: '시공 현장 정보를 수정했습니다.',
} as const;

/** A job's public page, for staff to look at and share (after an upload, and on the jobs page). */
export const jobLinkCopy = {
  view: '공개 페이지 보기',
  newWindow: '(새 창)',
  copy: '링크 복사',
  /** Said when the link was copied. */
  copied: '링크를 복사했습니다. 카카오톡이나 문자에 붙여 넣어 보내 주세요.',
  /** The clipboard refused: the address is shown, selected, to copy by hand. */
  copyFailed: '링크를 복사하지 못했습니다. 아래 주소를 길게 눌러 직접 복사해 주세요.',
  urlLabel: '현장 공개 페이지 주소',
  /** A draft job has no public page yet: what publishing takes, instead of a link that leads nowhere. */
  notPublic:
    '아직 비공개 현장이라 방문자에게 보이지 않습니다. 시공 현장 화면에서 공개하기를 누르면 공개 페이지를 보고 링크를 보낼 수 있습니다.',
  goPublish: '시공 현장에서 공개하기',
  /** The panel shown on 이미지 관리 after 현장 사진 올리기. */
  uploadedTitle: '방금 사진을 올린 현장',
  uploadedPublished: '방문자에게 공개된 현장입니다. 공개 페이지를 확인하거나 링크를 고객에게 보내 보세요.',
  dismiss: '닫기',
} as const;
