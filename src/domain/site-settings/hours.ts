import type { BusinessHours, Weekday } from './types.js';

/**
 * Business hours in words (the footer, the contact card, the response promise). In schema.org's terms:
 * opening-hours.ts, apart, so the words every page's footer needs do not carry the structured data's code.
 */

/** 'HH:MM' → minutes after midnight; null for anything else. */
export function timeMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Each weekday (1 Monday … 7 Sunday) in Korean. */
const dayName = (day: Weekday) => '월화수목금토일'.charAt(day - 1);

/** The days as runs of consecutive days: [1,2,3,5] → [[1,2,3],[5]]. */
function dayRuns(days: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** The days in words: 평일 for Monday to Friday, 매일 for every day, else runs such as 월~토 or 월·수·금. */
export function businessDaysText(days: readonly Weekday[]): string {
  const key = days.join('');
  if (key === '12345') return '평일';
  if (key === '1234567') return '매일';
  return dayRuns(days)
    .map((run) => (run.length >= 3 ? `${dayName(run[0]!)}~${dayName(run[run.length - 1]!)}` : run.map(dayName).join('·')))
    .join('·');
}

/** "평일 09:00-18:00": the spec's form of the default. */
export function businessHoursText(hours: BusinessHours): string {
  return `${businessDaysText(hours.days)} ${hours.opens}-${hours.closes}`;
}
