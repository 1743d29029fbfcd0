import { createContext, useContext } from 'react';

/** The live number of reviews waiting for approval, as the admin shell follows it (src/app/admin/NewReviewsProvider.tsx). */
export type PendingReviewCount = { status: 'loading' } | { status: 'ready'; count: number } | { status: 'error' };

export const PendingReviewCountContext = createContext<PendingReviewCount>({ status: 'loading' });

/** The live pending count for any admin screen (the nav badge): one subscription for the whole admin. */
export function usePendingReviewCount(): PendingReviewCount {
  return useContext(PendingReviewCountContext);
}
