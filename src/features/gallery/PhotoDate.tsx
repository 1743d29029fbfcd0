import { ui } from '@/components/ui/copy';
import { cn } from '@/lib/cn';
import { formatPublicDate } from '@/lib/format-date';

/** A photo's date in Korean (2024년 5월 3일), or the no-date label. */
export function PhotoDate({ date, className = '' }: { date: Date | null; className?: string }) {
  // A date is one unit: "2024년 5월" never ends a line with "3일" on the next.
  if (!date) return <span className={cn('whitespace-nowrap', className)}>{ui.noDate}</span>;
  return (
    <time dateTime={date.toISOString()} className={cn('whitespace-nowrap', className)}>
      {formatPublicDate(date)}
    </time>
  );
}
