import { describe, expect, it } from 'vitest';
import { isKoreaDay, koreaDays, koreaMonth, koreaWeek, lastKoreaDay } from '@/lib/korea-periods';

const iso = (period: { from: Date; before: Date } | null) => period && [period.from.toISOString(), period.before.toISOString()];

describe('Korea periods (Asia/Seoul, weeks from Monday)', () => {
  it('this week: Monday 00:00 to the next Monday 00:00 in Korea, whatever the UTC day', () => {
    // Thursday 2026-11-26 12:00 in Korea.
    expect(iso(koreaWeek(new Date('2026-11-26T03:00:00Z')))).toEqual(['2026-11-22T15:00:00.000Z', '2026-11-29T15:00:00.000Z']);
    // Monday 00:30 in Korea is still Sunday in UTC: the week is the one starting that Monday.
    expect(iso(koreaWeek(new Date('2026-11-22T15:30:00Z')))).toEqual(['2026-11-22T15:00:00.000Z', '2026-11-29T15:00:00.000Z']);
    // Sunday 23:59 in Korea belongs to the week that started six days before.
    expect(iso(koreaWeek(new Date('2026-11-29T14:59:00Z')))).toEqual(['2026-11-22T15:00:00.000Z', '2026-11-29T15:00:00.000Z']);
    // Across a month and a year.
    expect(iso(koreaWeek(new Date('2027-01-01T03:00:00Z')))).toEqual(['2026-12-27T15:00:00.000Z', '2027-01-03T15:00:00.000Z']);
  });

  it('this month: the 1st to the next 1st in Korea', () => {
    expect(iso(koreaMonth(new Date('2026-11-26T03:00:00Z')))).toEqual(['2026-10-31T15:00:00.000Z', '2026-11-30T15:00:00.000Z']);
    // 1 December 08:00 in Korea is still 30 November in UTC.
    expect(iso(koreaMonth(new Date('2026-11-30T23:00:00Z')))).toEqual(['2026-11-30T15:00:00.000Z', '2026-12-31T15:00:00.000Z']);
    expect(iso(koreaMonth(new Date('2026-12-15T03:00:00Z')))).toEqual(['2026-11-30T15:00:00.000Z', '2026-12-31T15:00:00.000Z']);
  });

  it('a range of days, both included; no real day, no period', () => {
    expect(iso(koreaDays('2026-11-01', '2026-11-26'))).toEqual(['2026-10-31T15:00:00.000Z', '2026-11-26T15:00:00.000Z']);
    expect(iso(koreaDays('2026-11-26', '2026-11-26'))).toEqual(['2026-11-25T15:00:00.000Z', '2026-11-26T15:00:00.000Z']);
    expect(koreaDays('2026-02-30', '2026-03-01')).toBeNull();
    expect(koreaDays('2026-11-1', '2026-11-26')).toBeNull();
    expect(isKoreaDay('2028-02-29')).toBe(true);
    expect(isKoreaDay('2027-02-29')).toBe(false);
    expect(lastKoreaDay(koreaWeek(new Date('2026-11-26T03:00:00Z')))).toBe('2026-11-29');
  });
});
