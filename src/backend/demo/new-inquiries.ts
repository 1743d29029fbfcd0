import { MAX_QUERY_LIMIT } from '@/config/limits';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { NewInquiriesUpdate, Unsubscribe } from '../port';
import { newInquiriesTracker } from '../shared/new-inquiries';
import type { DemoSessionContext } from './context';
import { toInquiry } from './inquiry-mapper';
import { subscribeLive } from './live-query';

/**
 * Live: the 신규 inquiries (at most MAX_QUERY_LIMIT, like Firebase's listener), reported as a count and the ones
 * that arrived since the subscription started (shared/new-inquiries.ts). Requires the administrator.
 */
export function subscribeNewInquiries(
  ctx: DemoSessionContext,
  onChange: (update: NewInquiriesUpdate) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const track = newInquiriesTracker(ctx.now());
  return subscribeLive(
    () => ctx.auth.requireAdmin(),
    async () => {
      const records = await ctx.db.inquiries
        .where('status')
        .equals(toStoredInquiryStatus(INITIAL_INQUIRY_STATUS))
        .limit(MAX_QUERY_LIMIT)
        .toArray();
      return records.map(toInquiry);
    },
    (inquiries) => onChange(track(inquiries)),
    onError,
  );
}
