import { formatKoreanDate } from './format-date';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From this many days on, the date itself says more than "45일 전". */
const DAYS_SHOWN = 30;

/**
 * How long ago `date` was, as Korean staff say it: "방금 전" (under a minute, or a clock a little ahead), "5분 전",
 * "3시간 전", "2일 전"; from 30 days on, the date ("2026년 3월 1일").
 */
export function timeAgo(date: Date, now: Date): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return '방금 전';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}분 전`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}시간 전`;
  const days = Math.floor(elapsed / DAY_MS);
  return days < DAYS_SHOWN ? `${days}일 전` : formatKoreanDate(date);
}
