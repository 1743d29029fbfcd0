import { waitOf } from '@/domain/response-times';
import type { Inquiry } from '@/domain/types';
import { formatDateTime } from '@/lib/format-date';
import { formatDuration } from '@/lib/format-duration';
import { useNow } from '@/lib/use-now';
import { inquiriesCopy } from './copy';

/**
 * The inquiry's first-contact clock in words: "접수 후 12분 만에 연락" (the time itself on hover and for machines), or
 * how long the visitor has been waiting, counted on as the screen stays open.
 */
export function FirstContactText({ inquiry }: { inquiry: Inquiry }) {
  const now = useNow();
  const wait = waitOf(inquiry);
  if (wait !== null && inquiry.firstContactAt) {
    return (
      <time dateTime={inquiry.firstContactAt.toISOString()} title={formatDateTime(inquiry.firstContactAt)}>
        {inquiriesCopy.contactedAfter(formatDuration(wait))}
      </time>
    );
  }
  if (inquiry.firstContactAt) return <>{formatDateTime(inquiry.firstContactAt)}</>;
  if (!inquiry.submittedAt) return <>{inquiriesCopy.notContacted}</>;
  return <>{inquiriesCopy.notContactedYet(formatDuration(now.getTime() - inquiry.submittedAt.getTime()))}</>;
}
