/**
 * Dates and times in Korea's time zone (Asia/Seoul), whatever the browser's own zone: for files the office keeps
 * (the CSV export) and names that carry a date.
 */
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}

/** "2026-11-23" */
export function koreaDate(date: Date): string {
  const { year, month, day } = partsOf(date);
  return `${year}-${month}-${day}`;
}

/** "2026-11-23 14:05" */
export function koreaDateTime(date: Date): string {
  const { hour, minute } = partsOf(date);
  return `${koreaDate(date)} ${hour}:${minute}`;
}
