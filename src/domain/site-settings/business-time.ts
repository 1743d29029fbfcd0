import { timeMinutes } from './hours.js';
import type { BusinessHours, ResponsePromiseRule, Weekday } from './types.js';

/**
 * Business-time arithmetic for the response promise's clock: minutes within business hours, and the instant a
 * number of them ends. Every time is Korea time (UTC+9, no daylight saving): the company, its visitors and its staff
 * are there.
 */

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

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

export { koreaDay } from './korea-day.js';

/**
 * When the promise to the visitor of an inquiry received at `receivedAt` runs out (null when there is none):
 * same-day: on a business day before the cutoff, that day's closing; else the closing of the next business day;
 * within-hours: that many business hours later.
 */
export function responseDeadline(rule: ResponsePromiseRule, hours: BusinessHours, receivedAt: Date): Date | null {
  if (rule.kind === 'within-hours') return addBusinessMinutes(hours, receivedAt, rule.hours * 60);
  if (rule.kind !== 'same-day') return null;
  const { dayNumber, weekday, minute } = koreaClock(receivedAt);
  const cutoff = timeMinutes(rule.cutoff) ?? 0;
  const sameDay = hours.days.includes(weekday) && minute < cutoff;
  return closingOfBusinessDayFrom(hours, sameDay ? dayNumber : dayNumber + 1);
}
