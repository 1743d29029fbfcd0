import { RESPONSE_TARGET_MINUTES } from '@/config/lead-response';
import { koreaClock } from './site-settings/business-time';

/**
 * The first-contact clock: how long a visitor waited for staff to call or text back. An inquiry's first contact
 * (Inquiry.firstContactAt) is the first time staff tapped 전화 or 문자 on it in the admin or moved it past 신규.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const KOREA_OFFSET_MS = 9 * 60 * MINUTE_MS;

/** The times of one inquiry the figures need. */
export interface ResponseClock {
  submittedAt: Date | null;
  firstContactAt: Date | null;
}

/** This week's response figures (AdminBackend.getResponseTimes). */
export interface ResponseTimes {
  /** The start of the period: Monday 00:00 in Korea for "this week". */
  since: Date;
  /** Inquiries received since then that were counted (at most RESPONSE_TIMES_READ_MAX, the newest). */
  received: number;
  /** True when more were received than RESPONSE_TIMES_READ_MAX: the figures are of the newest ones. */
  capped: boolean;
  /** How many of them had a first contact. */
  answered: number;
  /** The median wait of those answered (ms), null when none was. */
  medianWaitMs: number | null;
  /** How many were answered within each of RESPONSE_TARGET_MINUTES, in that order. */
  withinTargets: number[];
}

/** Monday 00:00 in Korea of the week of `now` (the company's week, wherever the browser is). */
export function koreaWeekStart(now: Date): Date {
  const { dayNumber, weekday } = koreaClock(now);
  return new Date((dayNumber - (weekday - 1)) * DAY_MS - KOREA_OFFSET_MS);
}

/** How long the visitor waited for a first contact (ms, never negative), or null while nobody answered. */
export function waitOf(clock: ResponseClock): number | null {
  if (!clock.submittedAt || !clock.firstContactAt) return null;
  return Math.max(0, clock.firstContactAt.getTime() - clock.submittedAt.getTime());
}

function median(sorted: number[]): number | null {
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted[sorted.length % 2 === 1 ? middle : middle - 1];
  return upper === undefined || lower === undefined ? null : Math.round((lower + upper) / 2);
}

/** The figures of the inquiries received since `since` (the caller read them; `capped` when it read no more). */
export function responseTimesOf(since: Date, clocks: ResponseClock[], capped: boolean): ResponseTimes {
  const waits = clocks
    .map(waitOf)
    .filter((wait): wait is number => wait !== null)
    .sort((a, b) => a - b);
  return {
    since,
    received: clocks.length,
    capped,
    answered: waits.length,
    medianWaitMs: median(waits),
    withinTargets: RESPONSE_TARGET_MINUTES.map((minutes) => waits.filter((wait) => wait <= minutes * MINUTE_MS).length),
  };
}
