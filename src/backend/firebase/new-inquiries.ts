import type { Inquiry } from '@/domain/types';
import type { NewInquiriesUpdate, Unsubscribe } from '../port';
import { newInquiriesTracker } from '../shared/new-inquiries';
import type { AdminContext } from './context';
import { subscribeWhenReady } from './live-subscription';

/**
 * Live: the 신규 inquiries, reported as a count and the ones that arrived since the subscription started
 * (shared/new-inquiries.ts). Checks the administrator, then loads the full Firestore SDK (new-inquiries-live.ts).
 */
export function subscribeNewInquiries(
  ctx: AdminContext,
  onChange: (update: NewInquiriesUpdate) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const track = newInquiriesTracker(ctx.now());
  return subscribeWhenReady<Inquiry[]>(
    ctx,
    async () => {
      const { listenToNewInquiries } = await import('./new-inquiries-live');
      return (report, fail) => listenToNewInquiries(ctx.settings, report, fail);
    },
    (inquiries) => onChange(track(inquiries)),
    onError,
  );
}
