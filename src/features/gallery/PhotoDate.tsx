import { ui } from '../../components/ui/copy';
import { formatKoreanDate } from '../../lib/format-date';

/** A photo's date in Korean (2024년 5월 3일), or the no-date label. */
export function PhotoDate({ date, className = '' }: { date: Date | null; className?: string }) {
  if (!date) return <span className={className}>{ui.noDate}</span>;
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatKoreanDate(date)}
    </time>
  );
}
