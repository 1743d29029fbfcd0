import { useNewInquiryCount } from '@/lib/new-inquiries/new-inquiry-count';
import { newInquiryCopy } from './copy';
import { CountBadge } from './CountBadge';

/** The live number of 신규 inquiries (", 새 문의 3건"); nothing while it is 0, loading or failed. */
export function NewInquiryBadge({ className = '' }: { className?: string }) {
  return <CountBadge live={useNewInquiryCount()} label={newInquiryCopy.badge} testId="new-inquiry-badge" className={className} />;
}
