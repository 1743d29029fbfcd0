import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthDay, formatPublicDate, timeAgo } from '@/lib/format-date';
import { readdirSync, readFileSync } from 'node:fs';

// Local times (the reader's zone), whatever zone the machine running the tests is in.
const THURSDAY_MORNING = new Date(2026, 10, 26, 9, 5);
const SUNDAY_EVENING = new Date(2027, 0, 3, 21, 40);

describe('the admin’s one absolute form', () => {
  it('gives date, weekday and 24-hour time: "2026.11.26 (목) 09:05"', () => {
    expect(formatDateTime(THURSDAY_MORNING)).toBe('2026.11.26 (목) 09:05');
    expect(formatDateTime(SUNDAY_EVENING)).toBe('2027.01.03 (일) 21:40');
    expect(formatDateTime(new Date(2026, 2, 1, 0, 0))).toBe('2026.03.01 (일) 00:00');
  });

  it('is the same form for a day without a time', () => {
    expect(formatDate(THURSDAY_MORNING)).toBe('2026.11.26 (목)');
    expect(formatDateTime(THURSDAY_MORNING).startsWith(formatDate(THURSDAY_MORNING))).toBe(true);
  });
});

describe('the visitors’ dates', () => {
  it('reads as a Korean date, and a month and day inside words', () => {
    expect(formatPublicDate(new Date('2026-11-26T09:05:00+09:00'))).toBe('2026년 11월 26일');
    expect(formatPublicDate(new Date('2027-01-03T21:40:00+09:00'))).toBe('2027년 1월 3일');
    expect(formatMonthDay(SUNDAY_EVENING)).toBe('1월 3일');
  });

  it('dates a work by the day in Korea, so a page rendered on a server in UTC shows the day the browser shows', () => {
    // 00:30 in Korea is still the day before in UTC (and in this machine's zone, whatever it is).
    expect(formatPublicDate(new Date('2026-05-09T00:30:00+09:00'))).toBe('2026년 5월 9일');
    expect(formatPublicDate(new Date('2026-05-08T23:30:00+09:00'))).toBe('2026년 5월 8일');
  });
});

const NOW = new Date('2026-11-23T15:00:00+09:00');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, '방금 전'],
    [59_999, '방금 전'],
    [-5 * MINUTE, '방금 전'],
    [MINUTE, '1분 전'],
    [59 * MINUTE + 59_000, '59분 전'],
    [HOUR, '1시간 전'],
    [3 * HOUR + 20 * MINUTE, '3시간 전'],
    [23 * HOUR + 59 * MINUTE, '23시간 전'],
    [DAY, '1일 전'],
    [2 * DAY + 5 * HOUR, '2일 전'],
    [29 * DAY, '29일 전'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(timeAgo(before(ms), NOW)).toBe(text);
  });

  it('gives the day in the admin’s absolute form from 30 days on', () => {
    const longAgo = new Date(2026, 9, 1, 9, 0);
    expect(timeAgo(longAgo, NOW)).toBe('2026.10.01 (목)');
  });
});

describe('one module formats dates', () => {
  it('no other source file formats a date for display (the CSV keeps its own machine form in korea-time.ts)', () => {
    const allowed = new Set(['src/lib/format-date.ts', 'src/lib/korea-time.ts']);
    const formatting = /toLocale(Date|Time)?String\(|Intl\.DateTimeFormat\(|Intl\.RelativeTimeFormat\(/;
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `src/${file.split('\\').join('/')}`);
    expect(sources.length).toBeGreaterThan(100);
    const offenders = sources.filter((file) => !allowed.has(file) && formatting.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
