/** The texts of 이 기기에서 알림 받기 (알림 설정), in one place. */
export const pushCopy = {
  title: '이 기기에서 알림 받기',
  intro:
    '새 문의가 들어오면 이 휴대폰이나 컴퓨터에 바로 알림이 옵니다. 잠금 화면에는 이름 첫 글자와 공사 종류만 보이고, 자세한 내용은 알림을 누르면 관리자에서 열립니다.',
  turnOn: '이 기기에서 알림 받기',
  turningOn: '알림을 켜는 중…',
  thisDeviceOn: '이 기기는 알림을 받고 있습니다.',
  devicesTitle: '알림을 받는 기기',
  noDevices: '아직 알림을 받는 기기가 없습니다.',
  thisDevice: '이 기기',
  lastUsed: (when: string) => `마지막 사용 ${when}`,
  lastPush: (when: string) => `마지막 알림 ${when}`,
  sendTest: '테스트 알림 보내기',
  rename: '이름 바꾸기',
  renameLabel: (name: string) => `${name}의 새 이름`,
  save: '저장',
  cancel: '취소',
  remove: '삭제',
  removeLabel: (name: string) => `${name} 삭제`,
  testLabel: (name: string) => `${name}에 테스트 알림 보내기`,
  renameButtonLabel: (name: string) => `${name} 이름 바꾸기`,
  loading: '기기 목록을 불러오는 중…',
  loadFailed: '기기 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  // Outcomes.
  turnedOn: '이 기기에서 알림을 받습니다. 테스트 알림으로 확인해 보세요.',
  testSent: '테스트 알림을 보냈습니다. 몇 초 안에 이 기기에 도착합니다.',
  testShownDemo: '체험판이라 서버 없이 이 페이지가 직접 테스트 알림을 띄웠습니다. 실제 사이트에서는 서버가 보냅니다.',
  removed: (name: string) => `${name}에서 더 이상 알림을 받지 않습니다.`,
  renamed: '기기 이름을 바꿨습니다.',
  saveFailed: (reason: string) => `알림 기기를 저장하지 못했습니다. ${reason}`,
  removeFailed: (reason: string) => `기기를 삭제하지 못했습니다. ${reason}`,
  testFailed: (reason: string) => `테스트 알림을 보내지 못했습니다. ${reason}`,
  // Why this browser cannot (each with what to do).
  problems: {
    'not-set-up':
      '이 사이트에는 푸시 알림 키가 아직 설정되지 않았습니다. 사이트를 관리하는 분께 docs/staff-push.md의 설정을 요청해 주세요. 그동안 새 문의는 이메일로 알려 드립니다.',
    'ios-needs-install':
      'iPhone·iPad에서는 홈 화면에 추가한 관리자 앱에서만 알림을 받을 수 있습니다(iOS 16.4 이상). Safari 아래쪽의 공유 버튼 → ‘홈 화면에 추가’를 누른 뒤, 홈 화면의 ‘JY 관리자’를 열고 여기서 다시 눌러 주세요.',
    unsupported:
      '이 브라우저는 푸시 알림을 지원하지 않습니다. Android에서는 Chrome이나 삼성 인터넷, 컴퓨터에서는 Chrome·Edge·Firefox, iPhone에서는 홈 화면에 추가한 관리자 앱(iOS 16.4 이상)에서 열어 주세요.',
    insecure: '알림은 https 주소에서만 켤 수 있습니다. 사이트의 https 주소로 다시 열어 주세요.',
    denied:
      '이 브라우저에서 이 사이트의 알림이 차단되어 있습니다. 주소창 왼쪽의 사이트 설정(자물쇠)에서 알림을 ‘허용’으로 바꾼 뒤 다시 눌러 주세요. 홈 화면 앱은 휴대폰 설정 → 알림에서 허용해 주세요.',
    dismissed: '알림 권한을 묻는 창이 닫혔습니다. 알림을 받으려면 다시 누르고 ‘허용’을 선택해 주세요.',
    offline: '인터넷에 연결되어 있지 않습니다. 연결된 뒤 다시 눌러 주세요.',
    failed: '이 브라우저가 알림 구독을 만들지 못했습니다. 잠시 뒤 다시 눌러 주세요. 계속되면 브라우저를 최신으로 업데이트해 주세요.',
  },
  demoNote: '체험판: 알림을 보내는 서버가 없어 새 문의 알림은 오지 않습니다. 테스트 알림은 이 페이지가 직접 띄웁니다.',
  demoTestTitle: '테스트 알림 (체험판)',
  demoTestBody: '실제 사이트에서는 새 문의가 들어오면 이렇게 알려 드립니다. 예: 새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장',
} as const;

export type PushProblem = keyof typeof pushCopy.problems;
