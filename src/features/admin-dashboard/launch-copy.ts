import type { LaunchItemId } from './launch-checklist';

/** Korean words of the dashboard's 공개 전 점검 (launch checklist). */
export const launchCopy = {
  title: '공개 전 점검',
  intro: '사이트를 알리기 전에 아래 항목을 모두 마쳐 주세요. 다 마치면 이 안내는 사라집니다.',
  progress: (done: number, total: number) => `${total}개 중 ${done}개 완료`,
  progressLabel: '공개 전 점검 진행',
  loading: '공개 전 점검을 불러오는 중입니다…',
  loadFailed: '공개 전 점검을 불러오지 못했습니다.',
  retry: '다시 불러오기',
  done: '완료',
  doneItems: (count: number) => `완료한 항목 ${count}개 보기`,
  notDone: '할 일',
  tickedOn: (date: string) => `${date}에 완료`,
  steps: '방법 보기',
  newWindow: ' (새 창)',
  tickFailed: (reason: string) => `점검 항목을 저장하지 못했습니다: ${reason}`,
} as const;

interface ItemCopy {
  title: string;
  /** Why it matters, while it is not done. */
  todo: string;
  /** The link to where it is fixed. */
  fix?: string;
}

export const launchItemCopy: Record<LaunchItemId, ItemCopy> = {
  privacyOfficer: {
    title: '개인정보 보호책임자 지정',
    todo: '보호책임자가 지정되지 않아 개인정보처리방침(/privacy)이 ‘준비 중’ 안내로만 보입니다. 견적 문의 양식이 이름, 연락처, 사진을 받고 있으니 공개 전에 꼭 지정해 주세요.',
    fix: '사이트 설정 → 개인정보에서 지정하기',
  },
  contact: {
    title: '전화번호와 주소',
    todo: '',
    fix: '사이트 설정 → 회사 정보에서 고치기',
  },
  alertRecipients: {
    title: '새 문의 알림 받을 사람',
    todo: '알림 메일을 받을 주소가 없어 새 문의가 와도 아무에게도 알림이 가지 않습니다.',
    fix: '알림 설정에서 주소 추가하기',
  },
  siteUrl: {
    title: '사이트 주소',
    todo: '배포 설정에 사이트 주소(VITE_SITE_URL)가 없어 검색엔진과 공유 링크에 쓸 주소가 빠져 있습니다. 배포를 맡은 분께 .env.production에 VITE_SITE_URL을 적어 다시 배포해 달라고 요청해 주세요 (scripts/firebase/README.md의 Production set-up 5단계).',
  },
  searchVerification: {
    title: '검색 등록 코드 (네이버, 구글)',
    todo: '',
    fix: '사이트 설정 → 검색 등록에서 넣기',
  },
  sitemapNaver: {
    title: '네이버에 사이트맵 제출',
    todo: '네이버가 사이트의 모든 페이지를 찾도록 사이트맵을 한 번 제출합니다. 제출한 뒤 아래에 표시해 주세요.',
  },
  sitemapGoogle: {
    title: '구글에 사이트맵 제출',
    todo: '구글이 사이트의 모든 페이지를 찾도록 사이트맵을 한 번 제출합니다. 제출한 뒤 아래에 표시해 주세요.',
  },
  appCheck: {
    title: 'App Check (자동 입력 방지) 설정',
    todo: '문의 양식과 관리자 화면을 자동 프로그램으로부터 지키는 설정입니다. Firebase 콘솔에서 설정한 뒤 아래에 표시해 주세요.',
  },
};

export const contactTodo = {
  phone: '전화번호가 아직 견본 값(033-123-4567)이거나 비어 있습니다.',
  address: '주소가 아직 견본 값(강원특별자치도 원주시 단구로 170)이거나 비어 있습니다.',
  after: '회사의 실제 전화번호와 주소로 바꿔 주세요.',
} as const;

export const searchTodo = {
  missing: (engines: string) => `${engines} 사이트 확인 코드가 없습니다. 코드를 넣어야 검색엔진에 사이트를 등록할 수 있습니다.`,
  naver: '네이버',
  google: '구글',
} as const;

/** Said after the public address (which breaks anywhere, being long; this sentence breaks between words). */
export const siteUrlFixedNote = '(배포 설정 VITE_SITE_URL로 정하며, 여기서는 바꿀 수 없습니다.)';

/** The manual items' steps and consoles, and what their tick says. */
export const tickCopy = {
  sitemapNaver: {
    tick: '네이버에 제출했습니다',
    steps: (sitemap: string) => [
      '네이버 서치어드바이저(searchadvisor.naver.com)에 로그인해 등록한 사이트를 고릅니다.',
      `요청 → 사이트맵 제출에 ${sitemap} 을(를) 적고 확인을 누릅니다.`,
      '검증 → robots.txt에서 사이트맵이 읽히는지 확인합니다.',
    ],
    console: '네이버 서치어드바이저 열기',
    url: 'https://searchadvisor.naver.com/',
  },
  sitemapGoogle: {
    tick: '구글에 제출했습니다',
    steps: (sitemap: string) => [
      'Google Search Console(search.google.com/search-console)에 로그인해 등록한 속성을 고릅니다.',
      `Sitemaps → 새 사이트맵 추가에 ${sitemap} 을(를) 적고 제출합니다.`,
      '상태가 ‘성공’으로 바뀌는지 며칠 안에 확인합니다.',
    ],
    console: 'Google Search Console 열기',
    url: 'https://search.google.com/search-console',
  },
  appCheck: {
    tick: 'App Check를 설정했습니다',
    steps: () => [
      'Firebase 콘솔 → App Check에서 웹 앱을 reCAPTCHA v3로 등록합니다.',
      '받은 사이트 키를 배포 설정 VITE_APPCHECK_SITE_KEY에 넣고 다시 배포합니다.',
      'App Check의 API 탭에서 Authentication과 Storage에 적용(enforce)합니다. Firestore는 처음 읽기가 느려지지 않도록 모니터링으로 둡니다.',
      '자세한 절차는 저장소의 scripts/firebase/README.md ‘App Check’ 단계에 있습니다.',
    ],
    console: 'Firebase 콘솔 열기',
    url: 'https://console.firebase.google.com/',
  },
} as const;

export const appCheckKey = {
  set: '이 빌드에는 App Check 사이트 키가 들어 있습니다.',
  unset: '이 빌드에는 아직 App Check 사이트 키(VITE_APPCHECK_SITE_KEY)가 없습니다.',
} as const;
