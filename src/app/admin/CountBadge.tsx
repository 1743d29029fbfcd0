import { cn } from '@/lib/cn';
import type { LiveCount } from './use-live-arrivals';

/** Counts above this show as "99+". */
const SHOWN_MAX = 99;

/**
 * A live count as a small red pill, read by screen readers as ", <label>" (inside a link or a button it becomes part
 * of that control's name). Nothing while it is 0, loading or failed.
 */
export function CountBadge({
  live,
  label,
  testId,
  className = '',
}: {
  live: LiveCount;
  label: (count: number) => string;
  testId: string;
  className?: string;
}) {
  if (live.status !== 'ready' || live.count === 0) return null;
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold tabular-nums text-white',
        className,
      )}
    >
      <span aria-hidden="true">{live.count > SHOWN_MAX ? `${SHOWN_MAX}+` : live.count}</span>
      {/* The comma keeps it apart in the name of the link or button around it: "문의 관리, 새 문의 3건". */}
      <span className="sr-only">{`, ${label(live.count)}`}</span>
    </span>
  );
}
