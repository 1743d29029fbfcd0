import { koreaDate } from './korea-time';

/**
 * Every date the site shows, one formatter per purpose, in the reader's local time:
 * - formatDateTime: the one absolute form staff read everywhere in the admin, "2026.11.26 (목) 09:15";
 *   formatDate is the same form for a day without a time of day (a retention deadline);
 * - timeAgo: how long ago, where recency is what matters (the phone inbox), "3시간 전";
 * - formatPublicDate: how visitors' pages date a work, "2026년 11월 26일" (the day in Korea: see there), and
 *   formatPublicMonth its month, "2026년 11월" (when a review was written);
 * - formatMonthDay: a day inside words (a suggested photo title), "11월 26일".
 * Files keep their own machine-readable form (korea-time.ts, for the CSV export).
 */

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 2026.11.26 (목) */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}.${twoDigits(date.getMonth() + 1)}.${twoDigits(date.getDate())} (${WEEKDAYS[date.getDay()]})`;
}

/** 2026.11.26 (목) 09:15 */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * 2026년 11월 26일, the day in Korea: a page rendered on a server in another time zone (the build, a Cloud Function
 * in UTC) shows the same day as the browser that takes it over, wherever the reader is.
 */
export function formatPublicDate(date: Date): string {
  const [year, month, day] = koreaDate(date).split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** 2026년 11월, the month in Korea (as formatPublicDate): when a review was written, on visitors' pages. */
export function formatPublicMonth(date: Date): string {
  const [year, month] = koreaDate(date).split('-').map(Number);
  return `${year}년 ${month}월`;
}

/** 11월 26일 */
export function formatMonthDay(date: Date): string {
  return `${date.getMonth() + 1}월 ${date.getDate()}일`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From this many days on, the date itself says more than "45일 전". */
const DAYS_SHOWN = 30;

/**
 * How long ago `date` was, as Korean staff say it: "방금 전" (under a minute, or a clock a little ahead), "5분 전",
 * "3시간 전", "2일 전"; from 30 days on, the date in the admin's absolute form ("2026.10.01 (목)").
 */
export function timeAgo(date: Date, now: Date): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return '방금 전';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}분 전`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}시간 전`;
  const days = Math.floor(elapsed / DAY_MS);
  return days < DAYS_SHOWN ? `${days}일 전` : formatDate(date);
}
