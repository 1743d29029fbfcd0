import { newReviewDraft } from '@/domain/activity-base';
import { isReviewToken } from '@/domain/reviews';
import type { ReviewInput } from '@/domain/types';
import { workTypeOrNull } from '@/domain/work-type';
import { reviewLinkError } from '../shared/errors';
import { checkReviewInput } from '../shared/input-rules';
import { newReviewFields } from '../shared/review-fields';
import { logActivity } from './activity-log';
import type { DemoContext } from './context';
import { orderKeyOf } from './db';
import { newId } from './ids';
import { linkStateOf } from './review-links';
import { sampleReviewsReady } from './sample-reviews-ready';

/**
 * Writes the review and marks its link used in one transaction, as firestore.rules allow only together (so exactly
 * one review per link), then logs new_review. Refused like the rules refuse it: no such link, used, or expired.
 * The demo keeps a review and its link in one record each; only the port decides what visitors read of them.
 */
export async function submitReview(ctx: DemoContext, token: string, input: ReviewInput): Promise<string> {
  checkReviewInput(input);
  await ctx.latency();
  await sampleReviewsReady(ctx);
  const id = newId();
  const name = await ctx.db.transaction('rw', ctx.db.reviewLinks, ctx.db.reviews, async () => {
    const link = isReviewToken(token) ? await ctx.db.reviewLinks.get(token) : undefined;
    const now = ctx.now();
    const state = linkStateOf(link, now);
    if (!link || state.state !== 'open') throw reviewLinkError(state.state === 'open' ? 'not-found' : state.state);
    const fields = newReviewFields(input, workTypeOrNull(link.workType));
    const at = now.getTime();
    await ctx.db.reviews.add({
      id,
      ...fields,
      linkId: token,
      inquiryId: link.inquiryId,
      jobId: link.jobId,
      createdAt: at,
      orderKey: orderKeyOf(at),
    });
    await ctx.db.reviewLinks.update(token, { usedAt: at, reviewId: id });
    return fields.name;
  });
  await logActivity(ctx, newReviewDraft(id, name, input.rating));
  return id;
}
