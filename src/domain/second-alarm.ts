import { SECOND_ALARM_DEFAULT_SECONDS, SECOND_ALARM_MAX_SECONDS, SECOND_ALARM_OUTSIDE_HOURS } from '../config/lead-response.js';
import { addBusinessMinutes, koreaClock } from './site-settings/business-time.js';
import { timeMinutes } from './site-settings/hours.js';
import type { BusinessHours } from './site-settings/types.js';
import type { SecondAlarmOutsideHours, SecondAlarmSettings } from './types.js';

/**
 * The second alarm: when an inquiry nobody has called or texted is announced again. One rule for the 알림 설정
 * form, both adapters and the function that schedules it (functions/src/alerts/second-alarm.ts); firestore.rules
 * check the stored shape (mirrored).
 */

export const DEFAULT_SECOND_ALARM: SecondAlarmSettings = { afterSeconds: SECOND_ALARM_DEFAULT_SECONDS, outsideHours: 'wait' };

const SECOND_MS = 1000;

export function isSecondAlarmOutsideHours(value: unknown): value is SecondAlarmOutsideHours {
  return (SECOND_ALARM_OUTSIDE_HOURS as readonly unknown[]).includes(value);
}

/** Whether `value` is stored settings of the second alarm: whole seconds 0 to SECOND_ALARM_MAX_SECONDS, a known choice. */
export function isSecondAlarmSettings(value: unknown): value is SecondAlarmSettings {
  if (!value || typeof value !== 'object') return false;
  const { afterSeconds, outsideHours } = value as Partial<SecondAlarmSettings>;
  return (
    Number.isInteger(afterSeconds) &&
    (afterSeconds as number) >= 0 &&
    (afterSeconds as number) <= SECOND_ALARM_MAX_SECONDS &&
    isSecondAlarmOutsideHours(outsideHours)
  );
}

/** Stored settings as the domain's: the default for anything missing or malformed. */
export function secondAlarmOf(value: unknown): SecondAlarmSettings {
  return isSecondAlarmSettings(value) ? { afterSeconds: value.afterSeconds, outsideHours: value.outsideHours } : DEFAULT_SECOND_ALARM;
}

/** Whether `at` falls within the business hours (Korea time) of a business day. */
export function isWithinBusinessHours(hours: BusinessHours, at: Date): boolean {
  const opens = timeMinutes(hours.opens);
  const closes = timeMinutes(hours.closes);
  if (opens === null || closes === null) return false;
  const { weekday, minute } = koreaClock(at);
  return hours.days.includes(weekday) && minute >= opens && minute < closes;
}

/** The closing instant of the Korea-time day of `at` (at is inside business hours). */
function closingOf(hours: BusinessHours, at: Date): Date {
  const closes = timeMinutes(hours.closes) ?? 0;
  const { minute } = koreaClock(at);
  const startOfMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + (closes - minute) * 60_000);
}

/**
 * The instant `seconds` of business time after `from`, to the second: from `from` itself inside business hours,
 * else from the next opening (src/domain/site-settings/business-time.ts counts the days).
 */
export function addBusinessSeconds(hours: BusinessHours, from: Date, seconds: number): Date {
  if (isWithinBusinessHours(hours, from)) {
    const closing = closingOf(hours, from);
    const end = new Date(from.getTime() + seconds * SECOND_MS);
    if (end <= closing) return end;
    return addBusinessMinutes(hours, closing, (end.getTime() - closing.getTime()) / 60_000);
  }
  return addBusinessMinutes(hours, from, seconds / 60);
}

/**
 * When the second alarm of an inquiry received at `receivedAt` rings, or null when it never does (turned off, or
 * received outside business hours with 'skip'). 'wait' and 'skip' count business time only (the clock stops at
 * closing and goes on at the next opening); 'alert' counts every second, nights and days off included.
 */
export function secondAlarmAt(settings: SecondAlarmSettings, hours: BusinessHours, receivedAt: Date): Date | null {
  if (settings.afterSeconds <= 0) return null;
  if (settings.outsideHours === 'alert') return new Date(receivedAt.getTime() + settings.afterSeconds * SECOND_MS);
  if (settings.outsideHours === 'skip' && !isWithinBusinessHours(hours, receivedAt)) return null;
  return addBusinessSeconds(hours, receivedAt, settings.afterSeconds);
}
