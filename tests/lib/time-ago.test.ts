import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../src/lib/time-ago';

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

  it('gives the date from 30 days on', () => {
    expect(timeAgo(new Date('2026-10-01T09:00:00+09:00'), NOW)).toBe('2026년 10월 1일');
  });
});
