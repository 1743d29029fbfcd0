import { REVIEW_LINK_VALID_DAYS } from '@/config/limits';

/** Words of 후기 요청 (the inquiry detail, a job, the reviews page). */
export const reviewRequestCopy = {
  request: '후기 요청',
  requesting: '링크 만드는 중...',
  /** The button's name when it says for whom. */
  requestFor: (name: string) => `${name}님에게 후기 요청`,
  readyTitle: '후기 요청 링크를 만들었습니다',
  readyNote: (date: string) => `링크는 ${date}까지, 한 번 쓸 수 있습니다. 문자 앱에서 내용을 확인하고 보내 주세요.`,
  messageLabel: '보낼 문자 내용',
  send: '문자 보내기',
  /** Apart from the inquiry's own 문자 button ("…님에게 문자 보내기"). */
  sendTo: (name: string) => `${name}님에게 후기 요청 문자 보내기`,
  noPhone: '연락처가 없어 받는 사람은 문자 앱에서 직접 고르셔야 합니다.',
  copyMessage: '문자 내용 복사',
  copyLink: '링크만 복사',
  copied: '복사했습니다. 문자나 카카오톡에 붙여 넣어 보내 주세요.',
  copyFailed: '복사하지 못했습니다. 위 내용을 길게 눌러 직접 복사해 주세요.',
  failed: (reason: string) => `후기 요청 링크를 만들지 못했습니다: ${reason}`,
  validDays: REVIEW_LINK_VALID_DAYS,
} as const;

/**
 * The text message: who sends it, thanks, the ask, how long the link works, the link. Short enough for one
 * long SMS (LMS) on Korean carriers.
 */
export function reviewRequestMessage(companyName: string, customerName: string | null, until: string, url: string): string {
  const greeting = customerName ? `${customerName}님, 안녕하세요. ${companyName}입니다.` : `안녕하세요. ${companyName}입니다.`;
  return [
    `[${companyName}] ${greeting}`,
    '공사를 맡겨 주셔서 감사합니다. 시공은 만족스러우셨나요?',
    `아래 링크에서 별점과 짧은 후기를 남겨 주시면 큰 힘이 됩니다. (${until}까지, 한 번 쓸 수 있습니다)`,
    url,
  ].join('\n');
}
