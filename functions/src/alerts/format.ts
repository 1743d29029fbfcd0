/**
 * How an alert shows what the visitor typed: on one line where a line break would do harm (the e-mail subject),
 * the phone number with its hyphens, the time in Korea, the start of a long message.
 */
import { formatPhoneNumber } from '#app/domain/phone.js';

/** Line breaks, tabs and other control characters (a subject line must stay one line). */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** `text` on one line: every line break or control character becomes a space, runs of spaces one, trimmed. */
export function oneLine(text: string): string {
  return text.replace(BREAKS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A Korean phone number with hyphens (010-1234-5678, 02-123-4567, 0504-1234-5678, 1588-1234), from what the visitor
 * typed (spaces, dots, hyphens, +82), by the web app's one rule (src/domain/phone.ts, compiled into this build).
 * Anything else is returned as typed (on one line).
 */
export function formatPhone(raw: string): string {
  return formatPhoneNumber(oneLine(raw));
}

const KOREA_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time in Korea, e.g. "2026년 11월 3일 (화) 14:05" (24-hour: ICU builds differ on 오후 / PM). */
export function koreaTime(date: Date): string {
  const part = Object.fromEntries(KOREA_TIME.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}년 ${part.month}월 ${part.day}일 (${part.weekday}) ${part.hour}:${part.minute}`;
}

/**
 * The first `max` characters of a message (whole characters: an emoji is not cut in half), trimmed, and whether
 * anything was left out.
 */
export function messageStart(message: string, max: number): { text: string; truncated: boolean } {
  const characters = Array.from(message.trim());
  if (characters.length <= max) return { text: characters.join(''), truncated: false };
  return { text: characters.slice(0, max).join('').trimEnd(), truncated: true };
}
