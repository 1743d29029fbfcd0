import { koreaDate } from './korea-time';

/**
 * Periods of days in Korea's time (Asia/Seoul, UTC+9 all year: Korea keeps no summer time), whatever the browser's
 * own zone: the owner's "이번 주" and "이번 달" are Korean weeks and months. A week starts on Monday.
 * A period is half-open, [from, before), as the inquiry list's filter takes it.
 */
export interface Period {
  from: Date;
  before: Date;
}

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a day written YYYY-MM-DD, or null when it names no real day (2026-02-30). */
function dayParts(day: string): [year: number, month: number, date: number] | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? [year, month, date] : null;
}

/** Whether `day` is a real day written YYYY-MM-DD. */
export function isKoreaDay(day: string): boolean {
  return dayParts(day) !== null;
}

/** Midnight in Korea at the start of a calendar day given as UTC calendar fields. */
function koreaMidnight(year: number, monthIndex: number, date: number): Date {
  return new Date(Date.UTC(year, monthIndex, date) - KOREA_OFFSET_MS);
}

function todayParts(now: Date): [number, number, number] {
  const parts = dayParts(koreaDate(now));
  if (!parts) throw new Error(`no Korea date for ${now.toISOString()}`);
  return parts;
}

/** Monday 00:00 to the next Monday 00:00 of the week `now` is in, in Korea. */
export function koreaWeek(now: Date): Period {
  const [year, month, date] = todayParts(now);
  const mondayOffset = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  const from = koreaMidnight(year, month - 1, date - mondayOffset);
  return { from, before: new Date(from.getTime() + 7 * DAY_MS) };
}

/** The 1st 00:00 of the month `now` is in to the 1st of the next month, in Korea. */
export function koreaMonth(now: Date): Period {
  const [year, month] = todayParts(now);
  return { from: koreaMidnight(year, month - 1, 1), before: koreaMidnight(year, month, 1) };
}

/** The days `first` to `last` (YYYY-MM-DD, both included) in Korea; null when either is no real day. */
export function koreaDays(first: string, last: string): Period | null {
  const start = dayParts(first);
  const end = dayParts(last);
  if (!start || !end) return null;
  return { from: koreaMidnight(start[0], start[1] - 1, start[2]), before: koreaMidnight(end[0], end[1] - 1, end[2] + 1) };
}

/** The Korea day (YYYY-MM-DD) of the last moment of a period (the day before `before` starts). */
export function lastKoreaDay(period: Period): string {
  return koreaDate(new Date(period.before.getTime() - 1));
}
