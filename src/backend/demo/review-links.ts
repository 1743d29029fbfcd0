import { isReviewToken } from '@/domain/reviews';
import type { ReviewLinkState } from '@/domain/types';
import { workTypeOrNull } from '@/domain/work-type';
import { reviewLinkStateOf } from '../shared/review-rules';
import type { DemoContext } from './context';
import { sampleReviewsReady } from './sample-reviews-ready';

/** The state of the link a token names (loaded with the customer's review page, never with other pages). */
export async function getReviewLink(ctx: DemoContext, token: string): Promise<ReviewLinkState> {
  await ctx.latency();
  await sampleReviewsReady(ctx);
  const link = isReviewToken(token) ? await ctx.db.reviewLinks.get(token) : undefined;
  return reviewLinkStateOf(link ? { ...link, workType: workTypeOrNull(link.workType) } : null, ctx.now().getTime());
}
