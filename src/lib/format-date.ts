import { koreaDate } from './korea-time';

/**
 * Every date the site shows, one rule for each kind of reader.
 *
 * Staff (the admin), in the reader's local time: always the absolute form with its weekday,
 * - formatDateTime "2026.11.26 (목) 09:15", formatDate the same form for a day without a time of day (a retention
 *   deadline), formatKoreaDay the same form for a day the inquiry filter counts in Korea
 *   ("2026-11-23" → "2026.11.23 (월)");
 * - and, only beside that form and only where recency is what matters (the inbox, new inquiries, the activity feed),
 *   timeAgo: "5분 전", "3시간 전", "2일 전" (nothing from a week on: the date says it). Never a relative time alone.
 *
 * Visitors, the day in Korea: formatPublicDate "2026년 11월 26일" and formatPublicMonth "2026년 11월" (when a review
 * was written); formatMonthDay "11월 26일" only inside words (a suggested photo title).
 *
 * Files keep their own machine-readable form (korea-time.ts, for the CSV export and its file name).
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
 * A day written YYYY-MM-DD (a Korea day of the inquiry filter, korea-periods.ts, always a real day) in the admin's
 * form: "2026-11-23" → "2026.11.23 (월)". The day is taken as a calendar day (local midnight of that date), so its
 * weekday is the calendar's whatever the reader's zone.
 */
export function formatKoreaDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year!, month! - 1, date));
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
/** From this many days on, the absolute date beside it says all that matters: no "9일 전". */
const DAYS_SHOWN = 7;

/**
 * How long ago `date` was, as Korean staff say it, to show beside its absolute form (never instead of it): "방금 전"
 * (under a minute, or a clock a little ahead), "5분 전", "3시간 전", "2일 전"; null from a week on.
 */
export function timeAgo(date: Date, now: Date): string | null {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return '방금 전';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}분 전`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}시간 전`;
  const days = Math.floor(elapsed / DAY_MS);
  return days < DAYS_SHOWN ? `${days}일 전` : null;
}
