import type { BusinessHours, Weekday } from './types';

/**
 * Business hours in words and in schema.org's terms, and the business-time arithmetic the response promise needs.
 * Every time here is Korea time (UTC+9, no daylight saving): the company, its visitors and its staff are there.
 */

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** 'HH:MM' → minutes after midnight; null for anything else. */
export function timeMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const DAY_NAMES: Record<Weekday, string> = { 1: '월', 2: '화', 3: '수', 4: '목', 5: '금', 6: '토', 7: '일' };
const SCHEMA_DAYS: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** The days in words: 평일 for Monday to Friday, 매일 for every day, else runs such as 월~토 or 월·수·금. */
export function businessDaysText(days: readonly Weekday[]): string {
  const key = days.join('');
  if (key === '12345') return '평일';
  if (key === '1234567') return '매일';
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length >= 3 ? `${DAY_NAMES[run[0]!]}~${DAY_NAMES[run[run.length - 1]!]}` : run.map((day) => DAY_NAMES[day]).join('·'),
    )
    .join('·');
}

/** "평일 09:00-18:00": the spec's form of the default. */
export function businessHoursText(hours: BusinessHours): string {
  return `${businessDaysText(hours.days)} ${hours.opens}-${hours.closes}`;
}

/** schema.org's short openingHours form: 'Mo-Fr 09:00-18:00', 'Mo,We,Fr 09:00-18:00'. */
export function openingHoursSchema(hours: BusinessHours): string {
  const code = (day: Weekday) => SCHEMA_DAYS[day].slice(0, 2);
  const runs: Weekday[][] = [];
  for (const day of hours.days) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  const days = runs.map((run) => (run.length >= 2 ? `${code(run[0]!)}-${code(run[run.length - 1]!)}` : code(run[0]!))).join(',');
  return `${days} ${hours.opens}-${hours.closes}`;
}

/** The same hours as schema.org's OpeningHoursSpecification (what search engines document). */
export function openingHoursSpecification(hours: BusinessHours) {
  return { dayOfWeek: hours.days.map((day) => SCHEMA_DAYS[day]), opens: hours.opens, closes: hours.closes };
}

/** The Korea-time calendar day and minute of `time`: its weekday (1-7), and a day number that counts days. */
function koreaClock(time: Date): { dayNumber: number; weekday: Weekday; minute: number } {
  const shifted = time.getTime() + KOREA_OFFSET_MS;
  const dayNumber = Math.floor(shifted / (DAY_MINUTES * MINUTE_MS));
  const minute = Math.floor((shifted - dayNumber * DAY_MINUTES * MINUTE_MS) / MINUTE_MS);
  // 1970-01-01 was a Thursday (ISO 4).
  const weekday = ((((dayNumber + 3) % 7) + 7) % 7) + 1;
  return { dayNumber, weekday: weekday as Weekday, minute };
}

/** The instant of `minute` on Korea-time day `dayNumber`. */
function koreaInstant(dayNumber: number, minute: number): Date {
  return new Date(dayNumber * DAY_MINUTES * MINUTE_MS + minute * MINUTE_MS - KOREA_OFFSET_MS);
}

function isOpenDay(hours: BusinessHours, dayNumber: number): boolean {
  const weekday = (((((dayNumber + 3) % 7) + 7) % 7) + 1) as Weekday;
  return hours.days.includes(weekday);
}

/**
 * The business minutes from `from` to `to` (0 when `to` is not after `from`): only the minutes inside the business
 * hours of a business day count. Days are walked one by one, so keep the span to weeks, not years.
 */
export function businessMinutesBetween(hours: BusinessHours, from: Date, to: Date): number {
  const opens = timeMinutes(hours.opens) ?? 0;
  const closes = timeMinutes(hours.closes) ?? 0;
  if (to <= from || closes <= opens) return 0;
  const start = koreaClock(from);
  const end = koreaClock(to);
  let total = 0;
  for (let day = start.dayNumber; day <= end.dayNumber; day++) {
    if (!isOpenDay(hours, day)) continue;
    const first = day === start.dayNumber ? Math.max(opens, start.minute) : opens;
    const last = day === end.dayNumber ? Math.min(closes, end.minute) : closes;
    if (last > first) total += last - first;
  }
  return total;
}

/**
 * The instant `minutes` business minutes after `from`: counting starts at `from` if it is inside business hours,
 * else at the next opening. At most a year ahead (a calendar with no business day never ends).
 */
export function addBusinessMinutes(hours: BusinessHours, from: Date, minutes: number): Date {
  const opens = timeMinutes(hours.opens) ?? 0;
  const closes = timeMinutes(hours.closes) ?? 0;
  const start = koreaClock(from);
  let left = Math.max(0, minutes);
  for (let day = start.dayNumber; day < start.dayNumber + 366; day++) {
    if (!isOpenDay(hours, day) || closes <= opens) continue;
    const first = day === start.dayNumber ? Math.max(opens, start.minute) : opens;
    if (first >= closes) continue;
    if (first + left <= closes) return koreaInstant(day, first + left);
    left -= closes - first;
  }
  return koreaInstant(start.dayNumber + 366, opens);
}

/** The end (closing time) of the first business day on or after Korea-time day `dayNumber`. */
export function closingOfBusinessDayFrom(hours: BusinessHours, dayNumber: number): Date {
  const closes = timeMinutes(hours.closes) ?? 0;
  for (let day = dayNumber; day < dayNumber + 366; day++) {
    if (isOpenDay(hours, day)) return koreaInstant(day, closes);
  }
  return koreaInstant(dayNumber + 366, closes);
}

export { koreaClock };

/** The Korea-time calendar day of `time`, 'YYYY-MM-DD'. */
export function koreaDay(time: Date): string {
  return new Date(time.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
}
