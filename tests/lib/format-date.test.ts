import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKoreaDay, formatMonthDay, formatPublicDate, timeAgo } from '@/lib/format-date';
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

  it('is the same form for the Korea days of the inquiry filter, with the calendar’s weekday in any zone', () => {
    expect(formatKoreaDay('2026-11-23')).toBe('2026.11.23 (월)');
    expect(formatKoreaDay('2026-11-29')).toBe('2026.11.29 (일)');
    expect(formatKoreaDay('2028-02-29')).toBe('2028.02.29 (화)');
    expect(formatKoreaDay('2026-11-23')).toBe(formatDate(new Date(2026, 10, 23)));
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
    [6 * DAY + 23 * HOUR, '6일 전'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(timeAgo(before(ms), NOW)).toBe(text);
  });

  it('gives nothing from a week on: beside the absolute date, "9일 전" says nothing more', () => {
    expect(timeAgo(before(7 * DAY), NOW)).toBeNull();
    expect(timeAgo(before(45 * DAY), NOW)).toBeNull();
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

describe('one date rule per reader', () => {
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `src/${file.split('\\').join('/')}`);
  /** The names a file imports from the date module. */
  const dateImports = (file: string) => {
    const found = /import \{([^}]*)\} from '@\/lib\/format-date'/.exec(readFileSync(file, 'utf8'));
    return found ? found[1]!.split(',').map((name) => name.trim()) : [];
  };
  const isAdmin = (file: string) => /^src\/(features\/admin-|app\/admin\/|components\/review-request\/)/.test(file);

  it('staff read the absolute form with its weekday; never a visitor’s date, never "3분 전" alone', () => {
    const admin = sources.filter(isAdmin);
    expect(admin.length).toBeGreaterThan(30);
    const visitorsForms = admin.filter((file) => dateImports(file).some((name) => name.startsWith('formatPublic')));
    expect(visitorsForms).toEqual([]);
    // How long ago is shown only by AdminDateTime, beside the date.
    const ageAlone = sources.filter((file) => file !== 'src/components/ui/AdminDateTime.tsx' && dateImports(file).includes('timeAgo'));
    expect(ageAlone).toEqual([]);
  });

  it('visitors read the Korean date of the day in Korea; never the admin’s form', () => {
    const adminForms = ['formatDate', 'formatDateTime', 'formatKoreaDay', 'timeAgo'];
    const publicFiles = sources.filter((file) => /^src\/(features\/(?!admin-)|components\/(reviews|layout)\/)/.test(file));
    expect(publicFiles.length).toBeGreaterThan(30);
    const offenders = publicFiles.filter(
      (file) => dateImports(file).some((name) => adminForms.includes(name)) || readFileSync(file, 'utf8').includes('AdminDateTime'),
    );
    expect(offenders).toEqual([]);
  });
});
