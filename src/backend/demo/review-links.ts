import { isReviewToken } from '@/domain/reviews';
import type { ReviewLinkState } from '@/domain/types';
import { workTypeOrNull } from '@/domain/work-type';
import { reviewLinkStateOf } from '../shared/review-rules';
import type { DemoContext } from './context';
import type { ReviewLinkRecord } from './db';
import { sampleReviewsReady } from './sample-reviews-ready';

/** A stored link (or none) as the shared state rules read it: only whether it was used, its expiry and work type. */
export function linkStateOf(link: ReviewLinkRecord | undefined, now: Date): ReviewLinkState {
  return reviewLinkStateOf(
    link ? { expiresAt: link.expiresAt, used: link.usedAt !== null, workType: workTypeOrNull(link.workType) } : null,
    now.getTime(),
  );
}

/** The state of the link a token names (loaded with the customer's review page, never with other pages). */
export async function getReviewLink(ctx: DemoContext, token: string): Promise<ReviewLinkState> {
  await ctx.latency();
  await sampleReviewsReady(ctx);
  return linkStateOf(isReviewToken(token) ? await ctx.db.reviewLinks.get(token) : undefined, ctx.now());
}
