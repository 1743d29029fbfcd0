import { describe, expect, it } from 'vitest';
import { SECOND_ALARM_MAX_SECONDS } from '@/config/lead-response';
import { DEFAULT_SECOND_ALARM, isWithinBusinessHours, secondAlarmAt, secondAlarmOf } from '@/domain/second-alarm';
import type { BusinessHours } from '@/domain/site-settings/types';

/** Weekdays 09:00-18:00 (the spec's hours). 2026-03-02 is a Monday; 03-07 a Saturday. */
const HOURS: BusinessHours = { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' };
const at = (korea: string) => new Date(`${korea}+09:00`);
const ten = (outsideHours: 'wait' | 'alert' | 'skip', afterSeconds = 600) => ({ afterSeconds, outsideHours });

describe('the second alarm: when it rings', () => {
  it('inside business hours: that long later, to the second', () => {
    expect(secondAlarmAt(ten('wait'), HOURS, at('2026-03-02T10:00:00'))).toEqual(at('2026-03-02T10:10:00'));
    expect(secondAlarmAt(ten('wait', 5), HOURS, at('2026-03-02T10:00:07.250'))).toEqual(at('2026-03-02T10:00:12.250'));
    expect(secondAlarmAt(ten('skip'), HOURS, at('2026-03-02T09:00:00'))).toEqual(at('2026-03-02T09:10:00'));
  });

  it('at closing the clock stops, and goes on at the next opening (the weekend skipped)', () => {
    // Exactly at closing: rings at 18:00 that day.
    expect(secondAlarmAt(ten('wait'), HOURS, at('2026-03-02T17:50:00'))).toEqual(at('2026-03-02T18:00:00'));
    // One second later: the last second counts the next morning.
    expect(secondAlarmAt(ten('wait'), HOURS, at('2026-03-02T17:50:01'))).toEqual(at('2026-03-03T09:00:01'));
    expect(secondAlarmAt(ten('wait'), HOURS, at('2026-03-06T17:55:00'))).toEqual(at('2026-03-09T09:05:00'));
  });

  it("outside business hours with 'wait': counted from the next opening", () => {
    expect(secondAlarmAt(ten('wait'), HOURS, at('2026-03-02T08:59:59'))).toEqual(at('2026-03-02T09:10:00'));
    expect(secondAlarmAt(ten('wait'), HOURS, at('2026-03-02T18:00:00'))).toEqual(at('2026-03-03T09:10:00'));
    expect(secondAlarmAt(ten('wait'), HOURS, at('2026-03-07T11:00:00'))).toEqual(at('2026-03-09T09:10:00'));
  });

  it("'alert' counts every minute, at night too; 'skip' sends none for what arrived outside", () => {
    expect(secondAlarmAt(ten('alert'), HOURS, at('2026-03-07T23:55:00'))).toEqual(at('2026-03-08T00:05:00'));
    expect(secondAlarmAt(ten('alert'), HOURS, at('2026-03-02T17:55:00'))).toEqual(at('2026-03-02T18:05:00'));
    expect(secondAlarmAt(ten('skip'), HOURS, at('2026-03-02T18:00:00'))).toBeNull();
    expect(secondAlarmAt(ten('skip'), HOURS, at('2026-03-07T11:00:00'))).toBeNull();
    expect(secondAlarmAt(ten('skip'), HOURS, at('2026-03-02T17:55:00'))).toEqual(at('2026-03-03T09:05:00'));
  });

  it('0 seconds turns it off', () => {
    expect(secondAlarmAt(ten('wait', 0), HOURS, at('2026-03-02T10:00:00'))).toBeNull();
    expect(secondAlarmAt(ten('alert', 0), HOURS, at('2026-03-02T10:00:00'))).toBeNull();
  });

  it('business hours: opening counts, closing does not', () => {
    expect(isWithinBusinessHours(HOURS, at('2026-03-02T09:00:00'))).toBe(true);
    expect(isWithinBusinessHours(HOURS, at('2026-03-02T17:59:59'))).toBe(true);
    expect(isWithinBusinessHours(HOURS, at('2026-03-02T18:00:00'))).toBe(false);
    expect(isWithinBusinessHours(HOURS, at('2026-03-07T10:00:00'))).toBe(false);
  });
});

describe('the second alarm: stored settings', () => {
  it('reads what is valid and defaults the rest (10 minutes, wait for business hours)', () => {
    expect(secondAlarmOf({ afterSeconds: 5, outsideHours: 'alert' })).toEqual({ afterSeconds: 5, outsideHours: 'alert' });
    expect(secondAlarmOf({ afterSeconds: 0, outsideHours: 'skip' })).toEqual({ afterSeconds: 0, outsideHours: 'skip' });
    for (const bad of [
      undefined,
      null,
      'x',
      { afterSeconds: -1, outsideHours: 'wait' },
      { afterSeconds: 1.5, outsideHours: 'wait' },
      { afterSeconds: SECOND_ALARM_MAX_SECONDS + 1, outsideHours: 'wait' },
      { afterSeconds: 60, outsideHours: 'never' },
    ]) {
      expect(secondAlarmOf(bad)).toEqual(DEFAULT_SECOND_ALARM);
    }
  });
});
