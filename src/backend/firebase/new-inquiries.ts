import type { NewInquiriesUpdate, Unsubscribe } from '../port';
import { newInquiriesTracker } from '../shared/new-inquiries';
import type { AdminContext } from './context';
import { subscribeWhenReady } from './live-subscription';
import type { NewInquiriesWindow } from './new-inquiries-live';

/**
 * Live: the 신규 count and the inquiries that arrived since the subscription started (shared/new-inquiries.ts, on
 * the newest few, where every arrival lands first), at a bounded cost (new-inquiries-live.ts: a small live window
 * and a count query). Checks the administrator, then loads the full Firestore SDK.
 */
export function subscribeNewInquiries(
  ctx: AdminContext,
  onChange: (update: NewInquiriesUpdate) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const track = newInquiriesTracker(ctx.now());
  return subscribeWhenReady<NewInquiriesWindow>(
    ctx,
    async () => {
      const { listenToNewInquiries } = await import('./new-inquiries-live');
      return (report, fail) => listenToNewInquiries(ctx.settings, report, fail, ctx.inquiryWrites);
    },
    ({ newest, count }) => onChange({ ...track(newest), count }),
    onError,
  );
}
