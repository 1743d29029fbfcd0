import type { HomeServiceId, ServiceId, SettingsSection } from '@/domain/site-settings/types';

export { settingsCopy } from './page-copy';

export const companyCopy = {
  name: '회사 이름',
  nameHint: '머리글, 바닥글, 검색 결과에 보이는 이름입니다.',
  nameEnglish: '영문 이름',
  nameEnglishHint: '검색엔진에 알려 주는 영문 이름입니다. 화면에는 보이지 않습니다.',
  representative: '대표자',
  businessNumber: '사업자등록번호',
  businessNumberHint: '123-45-67890 형식으로 적어 주세요. 바닥글에 보입니다.',
  address: '주소',
  addressHint: '견적 문의 페이지의 지도 표시는 이 주소를 따라 옮겨집니다. 저장하기 전에 네이버 지도에서 위치가 맞는지 확인해 주세요.',
  checkOnMap: '네이버 지도에서 위치 확인',
  newWindow: ' (새 창)',
  city: '시·군',
  cityHint: '회사 소개 문구와 검색엔진에 쓰이는 지역 이름입니다 (예: 원주시).',
  phone: '대표 전화번호',
  phoneHint: '머리글의 전화 버튼, 휴대전화 화면 아래의 ‘전화’ 버튼, 바닥글에 이 번호가 걸립니다.',
  email: '이메일',
  emailHint: '바닥글과 견적 문의 페이지에 보이는 주소입니다.',
  hours: '영업시간',
  days: '영업일',
  daysHint: '눌러서 고르거나 뺍니다.',
  dayNames: ['월', '화', '수', '목', '금', '토', '일'] as const,
  dayLabel: (name: string) => `${name}요일`,
  opens: '여는 시각',
  closes: '닫는 시각',
} as const;

export const channelsCopy = {
  intro: '비워 둔 채널은 사이트에 나오지 않습니다.',
  kakao: '카카오톡 채널 아이디',
  kakaoHint:
    '채널 주소 pf.kakao.com/ 뒤의 아이디입니다 (예: _ZeUTxl). 채널 주소를 통째로 붙여 넣어도 아이디만 남깁니다. 비워 두면 ‘카카오톡 상담’ 버튼이 보이지 않습니다.',
  naverPlace: '네이버 플레이스 주소',
  naverPlaceHint: '네이버 지도에서 업체를 열고 ‘공유’로 복사한 주소입니다.',
  naverBlog: '네이버 블로그 주소',
  instagram: '인스타그램 주소',
} as const;

export const trustCopy = {
  intro: '회사소개 페이지와 견적 문의 양식 옆 ‘인증·보증’에 보입니다. 비워 둔 줄은 보이지 않습니다.',
  license: '건설업 면허',
  licensePlaceholder: '예: 전문건설업 지붕판금·건축물조립공사업 등록',
  warranty: '하자 보증',
  warrantyPlaceholder: '예: 시공 후 3년 무상 하자 보수',
  insurance: '보험',
  insurancePlaceholder: '예: 영업배상책임보험 가입',
} as const;

export const pricesCopy = {
  intro: '공사 종류마다 보통의 가격 범위와 기간을 안내할 수 있습니다. 안내하지 않는 공사에는 가격이 보이지 않습니다.',
  show: (label: string) => `${label} 가격 안내하기`,
  minWon: '최저 가격 (원)',
  maxWon: '최고 가격 (원)',
  unit: '가격 단위',
  unitLabels: { 평: '평당', '㎡': '㎡당', 건: '건당' } as const,
  duration: '공사 기간',
  durationPlaceholder: '예: 3~7일',
  wonReading: (text: string) => `${text} 원`,
  notShown: '가격을 안내하지 않습니다.',
  promise: '응답 약속',
  promiseHint: '문의에 언제까지 연락드리는지 방문자에게 약속하는 문장입니다. 영업일과 영업시간(회사 정보)을 기준으로 계산합니다.',
  promiseKind: '약속 방식',
  promiseNone: '약속을 적지 않음',
  promiseSameDay: '기준 시각 전에 들어온 문의는 그날 연락',
  promiseWithin: '영업시간 기준 정한 시간 안에 연락',
  cutoff: '기준 시각',
  withinHours: '몇 시간 안에 (영업시간 기준)',
  sentence: '방문자에게 보이는 문장',
  noSentence: '응답 약속이 보이지 않습니다.',
} as const;

export const privacyCopy = {
  officer: '개인정보 보호책임자',
  officerNone: '아직 지정하지 않음',
  officerNamed: '지정함',
  officerWarning:
    '보호책임자를 지정하기 전까지 개인정보처리방침(/privacy)은 ‘준비 중’ 안내로만 보입니다. 견적 문의 양식은 이름, 연락처, 사진을 받으므로 사이트를 공개하기 전에 꼭 지정해 주세요.',
  officerName: '이름',
  officerTitle: '직책',
  officerPhone: '전화번호',
  officerEmail: '이메일',
  processors: '개인정보 처리 위탁',
  processorsIntro: '방문자의 개인정보를 맡아 처리하는 업체입니다. 개인정보처리방침에 그대로 실립니다.',
  processor: (index: number) => `위탁업체 ${index}`,
  processorName: '위탁받는 자',
  processorTask: '위탁 업무',
  processorCountry: '개인정보가 이전되는 국가',
  processorCountryHint: '국외로 이전되지 않으면 비워 두세요.',
  processorContact: '문의처',
  processorContactHint: '방문자가 이 업체에 자기 정보를 물을 곳입니다 (주소 또는 전화번호).',
  processorNote: '계약 메모',
  processorNoteHint: '관리자만 봅니다. 방문자의 화면에는 나오지 않습니다 (예: 계약일, 계약서 보관 위치).',
  addProcessor: '위탁업체 추가',
  remove: '삭제',
  removeProcessor: (index: number) => `위탁업체 ${index} 삭제`,
  noProcessors: '적어 둔 위탁업체가 없습니다.',
  version: '동의서 버전',
  versionLine: (version: string, effective: string) => `지금 버전 ${version} · 시행일 ${effective}`,
  versionNote:
    '보호책임자나 위탁업체를 바꿔 저장하면 저장한 날짜로 새 버전이 시작되고, 개인정보처리방침의 시행일도 그날로 바뀝니다. 그 뒤에 들어오는 문의에는 새 버전에 동의했다고 기록됩니다.',
  versionWillChange: (version: string) => `저장하면 새 동의서 버전 ${version}이(가) 시작됩니다.`,
} as const;

const HOME_SERVICE_NAMES: Record<HomeServiceId, string> = {
  roofing: '지붕 공사',
  waterproofing: '방수 공사',
  remodeling: '외벽 리모델링',
};

const SERVICE_NAMES: Record<ServiceId, string> = {
  roofing: '지붕 공사',
  waterproofing: '방수 공사',
  'metal-roofing': '징크·금속 지붕',
  remodeling: '외벽 리모델링',
};

export const copyCopy = {
  heroHeadline: '홈 화면 제목',
  heroHeadlineHint: '줄을 바꾸려면 Enter를 누르세요. 두 줄까지 쓸 수 있습니다.',
  heroSubline: '홈 화면 소개 문장',
  aboutGreeting: '회사소개 인사말',
  aboutGreetingHint: '문단 사이에는 빈 줄을 하나 넣어 주세요.',
  serviceCards: '홈 화면 서비스 카드',
  serviceCard: (id: HomeServiceId) => `${HOME_SERVICE_NAMES[id]} 카드`,
  serviceSummaries: '사업분야 페이지 한 줄 소개',
  serviceSummary: (id: ServiceId) => `${SERVICE_NAMES[id]} 한 줄 소개`,
  categoryLabels: '시공 사례 분류 이름',
  categoryLabelsHint: '사진에 저장된 분류는 그대로 두고, 방문자에게 보이는 이름만 바꿉니다.',
  categoryLabel: (stored: string) => `‘${stored}’ 분류의 이름`,
} as const;

export const searchCopy = {
  intro:
    '네이버와 구글이 이 사이트의 주인이 맞는지 확인할 때 쓰는 코드입니다. 모든 페이지의 머리(head)에 들어갑니다. 한 번 확인을 받은 뒤에도 지우지 마세요: 코드를 지우면 확인이 풀립니다.',
  naver: '네이버 사이트 확인 코드',
  google: '구글 사이트 확인 코드',
  howTo: '코드 받는 방법',
  naverSteps: [
    '네이버 서치어드바이저(searchadvisor.naver.com)에 네이버 아이디로 로그인합니다.',
    '웹마스터 도구 → 사이트 등록에 사이트 주소를 적습니다.',
    '소유확인 방법으로 ‘HTML 태그’를 고릅니다.',
    '보이는 태그 <meta name="naver-site-verification" content="…"> 중 content="…" 안의 값만 복사해 위 칸에 붙여 넣고 저장합니다. 태그를 통째로 붙여 넣어도 값만 남깁니다.',
    '사이트에 반영된 뒤 서치어드바이저에서 ‘소유확인’을 누릅니다.',
  ],
  googleSteps: [
    'Google Search Console(search.google.com/search-console)에 구글 계정으로 로그인합니다.',
    '속성 추가 → ‘URL 접두어’에 사이트 주소를 적습니다.',
    '다른 확인 방법 → ‘HTML 태그’를 고릅니다.',
    '보이는 태그 중 content="…" 안의 값만 복사해 위 칸에 붙여 넣고 저장합니다.',
    '사이트에 반영된 뒤 Search Console에서 ‘확인’을 누릅니다.',
  ],
  naverConsole: '네이버 서치어드바이저 열기',
  googleConsole: 'Google Search Console 열기',
  newWindow: ' (새 창)',
} as const;

/** The sections' introductions, shown under their headings. */
export const sectionIntros: Partial<Record<SettingsSection, string>> = {
  channels: channelsCopy.intro,
  trust: trustCopy.intro,
  prices: pricesCopy.intro,
  search: searchCopy.intro,
};

export const saveCopy = {
  save: '저장',
  saving: '저장 중…',
  unsaved: (sections: string) => `저장하지 않은 변경: ${sections}`,
  clean: (version: number) => (version === 0 ? '처음 설정 그대로입니다' : `저장된 ${version}번째 버전과 같습니다`),
  nothingToSave: '바뀐 내용이 없습니다.',
  saved: '사이트 설정을 저장했습니다.',
  problems: (count: number) => `고쳐야 할 곳이 ${count}곳 있습니다. 첫 번째 칸으로 이동했습니다.`,
  failedTitle: '저장하지 못했습니다',
  offline: '인터넷에 연결되어 있지 않아 저장하지 못했습니다. 입력한 내용은 그대로 있습니다. 연결되면 다시 저장해 주세요.',
  failed: (reason: string) => `저장하지 못했습니다: ${reason} 입력한 내용은 그대로 있습니다.`,
  conflictTitle: '다른 관리자가 먼저 저장했습니다',
  conflictBody: (version: number, who: string | null, when: string | null) =>
    `${[who, when].filter(Boolean).join(', ') || '다른 곳'}에서 저장한 ${version}번째 버전을 불러와, 여기서 입력하신 내용을 그 위에 그대로 두었습니다. 내용을 확인한 뒤 다시 저장해 주세요.`,
  conflictOverlaps: (sections: string) => `양쪽에서 함께 바꾼 곳: ${sections} (여기서 입력하신 값을 남겼습니다)`,
  conflictReloadFailed: '최신 설정을 불러오지 못했습니다. 입력한 내용은 그대로 있습니다. 잠시 후 다시 저장해 주세요.',
  conflictToast: '다른 관리자가 먼저 저장했습니다. 최신 설정에 입력하신 내용을 합쳐 두었습니다.',
  dismiss: '닫기',
} as const;

/** The minutes within which a saved change reaches every visitor on Firebase (the pages' cache lifetimes). */
export const FIREBASE_REACH_MINUTES = 10;

export const previewCopy = {
  title: '저장했습니다. 방문자에게는 이렇게 보입니다',
  restoredTitle: (version: number) => `${version}번째 버전으로 되돌렸습니다. 방문자에게는 이렇게 보입니다`,
  reachDemo: '데모에서는 이 브라우저의 모든 페이지에 바로 반영됩니다. 데모의 설정은 이 브라우저에만 저장됩니다.',
  reachFirebase: `이 탭에는 바로 반영되었고, 방문자의 화면과 검색엔진·카카오톡이 받는 페이지에는 늦어도 ${FIREBASE_REACH_MINUTES}분 안에 반영됩니다.`,
  onlyPrivate: '방문자에게 보이는 내용은 바뀌지 않았습니다 (관리자만 보는 계약 메모만 저장했습니다).',
  open: '새 탭에서 보기',
  pages: { home: '홈', contact: '견적 문의', privacy: '개인정보처리방침', about: '회사소개', services: '사업분야' },
  headerPhone: '머리글과 하단 ‘전화’ 버튼',
  call: '전화',
  footer: '바닥글',
  kakao: '카카오톡 상담 버튼',
  kakaoNone: '카카오톡 상담 버튼이 보이지 않습니다.',
  channelLinks: '바닥글의 채널 링크',
  noChannelLinks: '바닥글에 채널 링크가 없습니다.',
  trust: '인증·보증',
  noTrust: '인증·보증 칸이 보이지 않습니다.',
  prices: '가격 안내',
  noPrices: '가격 안내가 보이지 않습니다.',
  promise: '응답 약속',
  noPromise: '응답 약속이 보이지 않습니다.',
  privacyPolicy: '개인정보처리방침',
  privacyPlaceholder: '보호책임자가 없어 ‘준비 중’ 안내로 보입니다.',
  officerLine: (name: string, title: string) => `개인정보 보호책임자: ${name} (${title})`,
  consentLine: (version: string, effective: string) => `동의서 버전 ${version} · 시행일 ${effective}`,
  processorCount: (count: number) => `처리 위탁 ${count}곳`,
  hero: '홈 화면',
  about: '회사소개 인사말',
  serviceCards: '서비스 카드와 한 줄 소개',
  categories: '시공 사례 분류',
  search: '검색 등록',
  searchSet: (engine: string) => `${engine} 확인 코드가 모든 페이지에 들어갑니다.`,
  searchUnset: (engine: string) => `${engine} 확인 코드가 없습니다.`,
  naver: '네이버',
  google: '구글',
} as const;

export const historyCopy = {
  title: '저장 기록',
  intro:
    '저장할 때마다 한 버전씩 남습니다. 이전 버전으로 되돌리면 그 내용이 새 버전으로 저장되고, 지금 내용도 기록에 남아 다시 되돌릴 수 있습니다.',
  loading: '저장 기록을 불러오는 중입니다…',
  loadFailed: '저장 기록을 불러오지 못했습니다.',
  retry: '다시 불러오기',
  empty: '아직 저장한 적이 없습니다. 지금 보이는 값은 사이트를 만들 때 정한 처음 설정입니다.',
  version: (version: number) => `${version}번째 버전`,
  current: '지금 버전',
  savedBy: (email: string | null) => email ?? '알 수 없는 관리자',
  changed: (sections: string) => `바꾼 곳: ${sections}`,
  changedNothing: '관리자 메모만 바꿈',
  restoredFrom: (version: number) => `${version}번째 버전으로 되돌림`,
  restorePrevious: '이전 버전으로 되돌리기',
  restore: '되돌리기',
  restoreLabel: (version: number) => `${version}번째 버전으로 되돌리기`,
  confirmTitle: '이전 버전으로 되돌리기',
  confirmMessage: (version: number, when: string, who: string) =>
    `${version}번째 버전(${when}, ${who})의 설정으로 되돌립니다. 방문자에게 보이는 내용도 그 버전으로 바뀝니다.\n지금 설정은 저장 기록에 남아 있어 언제든 다시 되돌릴 수 있습니다.`,
  confirmDiscards: '\n입력 중이던 저장하지 않은 변경은 사라집니다.',
  confirm: '되돌리기',
  restoring: '되돌리는 중…',
  restored: (version: number) => `${version}번째 버전으로 되돌렸습니다.`,
  restoreFailed: (reason: string) => `되돌리지 못했습니다: ${reason}`,
  restoreConflict: '그사이 다른 관리자가 저장했습니다. 최신 기록을 불러왔으니 확인한 뒤 다시 되돌려 주세요.',
} as const;

export const leaveCopy = {
  title: '저장하지 않은 변경이 있습니다',
  message: (sections: string) => `이 화면을 떠나면 저장하지 않은 변경(${sections})이 사라집니다.`,
  stay: '계속 편집하기',
  leave: '저장하지 않고 나가기',
} as const;
