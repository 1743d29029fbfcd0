/** Words of the admin shell's live new-inquiry alerts (toasts, the nav badge). */
export const newInquiryCopy = {
  arrived: (name: string) => `${name}님의 새 문의`,
  /** When many arrive at once, one toast for the rest. */
  moreArrived: (count: number) => `새 문의 ${count}건이 더 접수되었습니다`,
  view: '보기',
  viewLabel: (name: string) => `${name}님의 새 문의 보기`,
  viewAll: '문의 목록 보기',
  /** The badge's accessible name. */
  badge: (count: number) => `새 문의 ${count}건`,
} as const;

/** Words of the admin shell's live new-review alerts (toasts, the nav badge). */
export const newReviewCopy = {
  arrived: (name: string, rating: number) => `${name}님의 새 후기 (별점 ${rating}점)`,
  moreArrived: (count: number) => `새 후기 ${count}건이 더 들어왔습니다`,
  view: '보기',
  viewLabel: (name: string) => `${name}님의 새 후기 보기`,
  viewAll: '후기 목록 보기',
  /** The badge's accessible name. */
  badge: (count: number) => `승인 대기 후기 ${count}건`,
} as const;
