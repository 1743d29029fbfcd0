import { formatDateTime, timeAgo } from '@/lib/format-date';

interface AdminDateTimeProps {
  date: Date;
  /**
   * The current time, given only where recency is what matters (the inbox, new inquiries, the activity feed): how
   * long ago then shows beside the date, "· 5분 전", for a week.
   */
  now?: Date;
  /** Classes of the "· 5분 전" part. */
  ageClassName?: string;
}

/**
 * The admin's one way to show a moment (src/lib/format-date.ts): the absolute date and time with its weekday,
 * "2026.11.28 (토) 09:15", and, with `now`, how long ago beside it. Never a relative time alone.
 */
export function AdminDateTime({ date, now, ageClassName }: AdminDateTimeProps) {
  const age = now ? timeAgo(date, now) : null;
  return (
    <>
      <time dateTime={date.toISOString()}>{formatDateTime(date)}</time>
      {age && <span className={ageClassName}>{` · ${age}`}</span>}
    </>
  );
}
