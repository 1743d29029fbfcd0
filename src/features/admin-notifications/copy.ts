import { NOTIFICATION_EMAIL_MAX, NOTIFICATION_RECIPIENTS_MAX } from '@/config/limits';
import type { RecipientProblem } from '@/domain/notification-recipients';

/** Korean words of the 알림 설정 screen. */
export const notificationsCopy = {
  seoTitle: '알림 설정',
  title: '알림 설정',
  intro: '홈페이지로 새 견적 문의가 들어오면 아래 주소로 알림 메일을 보냅니다. 현장에서도 휴대전화로 바로 확인할 수 있습니다.',
  howTitle: '알림 메일은 이렇게 보내집니다',
  /** What the owner needs to know, in the owner's words: no product or service names. */
  how: [
    '고객이 홈페이지에서 문의를 보내면 곧바로 아래 주소마다 알림 메일이 한 통씩 갑니다.',
    '메일에는 고객 이름, 연락처, 공사 종류, 지역, 통화 희망 시간, 문의 내용 앞부분과 첨부 사진 수가 담기고, 메일 속 링크를 누르면 관리자 화면에서 그 문의가 바로 열립니다.',
    `받는 사람은 최대 ${NOTIFICATION_RECIPIENTS_MAX}명까지 정할 수 있고, 목록이 비어 있으면 알림 메일이 가지 않습니다. 메일이 보이지 않으면 스팸함도 확인해 주세요.`,
    '정한 시간 안에 아무도 전화나 문자를 하지 않은 문의는 두 번째 알림 메일로 한 번 더 알립니다. (아래 두 번째 알림)',
  ],
  /** Whether alert e-mails run (AdminBackend.getAlertStatus): the functions' heartbeat, or none. */
  status: {
    checking: '알림 메일이 작동하는지 확인하는 중입니다…',
    running: (checkedAt: string) => `알림 메일 작동 중 (마지막 확인 ${checkedAt})`,
    stale: (checkedAt: string) =>
      `알림 메일이 멈춘 것 같습니다 (마지막 확인 ${checkedAt}). 지금은 새 문의가 와도 메일이 가지 않을 수 있습니다.`,
    notSetUp: '알림 메일이 아직 설정되지 않았습니다. 지금은 새 문의가 와도 메일이 가지 않으니, 문의는 관리자 화면에서 확인해 주세요.',
    notSentHere: '데모 모드에서는 받는 사람 목록만 저장되며 실제 메일은 보내지 않습니다.',
    failed: '알림 메일이 작동하는지 확인하지 못했습니다.',
    stepsLink: '설정 방법 보기',
  },
  setupTitle: '알림 메일 설정 방법 (사이트 관리 담당자용)',
  /** The steps in scripts/firebase/README.md (Set-up, the alert e-mail), in short, for whoever runs the site. */
  setupSteps: [
    'Firebase 프로젝트를 Blaze 요금제로 바꿉니다. (알림 메일을 보내는 기능에 필요합니다)',
    '메일을 보낼 SMTP 서비스(예: 회사 메일 계정)를 정하고, 보내는 도메인에 SPF, DKIM, DMARC를 설정합니다. 설정하지 않으면 네이버·다음 메일이 알림을 스팸으로 분류합니다.',
    'extensions/firestore-send-email.env.<프로젝트 ID> 파일에 SMTP 주소와 보내는 사람을 적고, SMTP 비밀번호를 준비합니다.',
    '`npm run deploy -- --project <프로젝트 ID>` 로 배포합니다. (`--without-alerts` 없이) 10분 안에 이 화면에 "알림 메일 작동 중"이 보이면 됩니다.',
  ],
  listTitle: '알림 받을 주소',
  count: (count: number) => `${count}/${NOTIFICATION_RECIPIENTS_MAX}명`,
  empty: '아직 알림을 받을 주소가 없습니다. 지금은 새 문의가 와도 메일이 가지 않습니다.',
  remove: '삭제',
  removeLabel: (address: string) => `${address} 삭제`,
  addLabel: '추가할 이메일 주소',
  addPlaceholder: 'name@example.com',
  addHint: '추가를 누르면 바로 저장되고, 다음 문의부터 이 주소로 알림 메일이 갑니다.',
  add: '추가',
  saving: '저장 중…',
  added: (address: string, running: boolean) =>
    running
      ? `${address} 주소를 추가했습니다. 새 문의가 오면 이 주소로 알림 메일을 보냅니다.`
      : `${address} 주소를 추가했습니다. 알림 메일이 작동하면 이 주소로 보냅니다. (지금은 작동하지 않습니다)`,
  removed: (address: string) => `${address} 주소를 목록에서 뺐습니다.`,
  undo: '되돌리기',
  undoLabel: (address: string) => `${address} 다시 추가`,
  saveFailed: (reason: string) => `알림 설정을 저장하지 못했습니다: ${reason}`,
  loading: '알림 설정을 불러오는 중입니다…',
  loadFailed: '알림 설정을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 불러오기',
  /** The second alarm (src/domain/second-alarm.ts). */
  secondAlarm: {
    title: '두 번째 알림',
    intro: '문의가 들어온 뒤 정한 시간 동안 아무도 전화나 문자를 하지 않으면, 알림 받을 주소 모두에게 한 번 더 알립니다.',
    enabled: '연락이 없는 문의를 한 번 더 알리기',
    minutes: '몇 분 동안 연락이 없으면 (분)',
    minutesHint: (max: number) => `1분에서 ${max}분 사이로 정해 주세요. 기본은 10분입니다.`,
    seconds: (seconds: number) => `지금은 시험용으로 ${seconds}초로 저장되어 있습니다. 저장하면 위의 분으로 바뀝니다.`,
    minutesProblem: (max: number) => `1분에서 ${max}분 사이의 정수로 입력해 주세요.`,
    outsideHours: '영업시간 밖에는',
    outside: {
      wait: '영업시간만 셉니다. 밤이나 휴일에 들어온 문의는 다음 영업 시작부터 셉니다.',
      alert: '밤과 휴일에도 셉니다. 밤에도 알림이 갈 수 있습니다.',
      skip: '영업시간 밖에 들어온 문의에는 두 번째 알림을 보내지 않습니다.',
    },
    hoursNote: '영업시간은 사이트 설정의 회사 정보에서 정합니다.',
    save: '두 번째 알림 저장',
    saved: '두 번째 알림 설정을 저장했습니다.',
  },
} as const;

/** Why an address cannot be added, in Korean (src/domain/notification-recipients.ts). */
export const recipientProblemMessages: Record<RecipientProblem, string> = {
  blank: '추가할 이메일 주소를 입력해 주세요.',
  invalid: '올바른 이메일 주소를 입력해 주세요. (예: name@example.com)',
  'too-long': `이메일 주소는 ${NOTIFICATION_EMAIL_MAX}자 이하로 입력해 주세요.`,
  duplicate: '이미 목록에 있는 주소입니다.',
  full: `받는 사람은 최대 ${NOTIFICATION_RECIPIENTS_MAX}명까지 등록할 수 있습니다. 다른 주소를 삭제한 뒤 추가해 주세요.`,
};
