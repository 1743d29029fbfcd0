import { INITIAL_INQUIRY_STATUS } from '../../config/constants';
import { activityDrafts } from '../../domain/activity';
import type { PageCursor } from '../../domain/paging';
import type { InquiryInput } from '../../domain/types';
import type { PublicBackend } from '../port';
import { isDocumentId } from '../shared/document-ids';
import { withBackendErrors } from '../shared/errors';
import { checkInquiryInput } from '../shared/input-rules';
import { checkCursor, checkLimit } from '../shared/page-query';
import { logActivity } from './activity-log';
import type { DemoContext } from './context';
import { orderKeyOf } from './db';
import { newId } from './ids';
import { allImages, countImages, featuredImages, getImagePage, toImageOrNull, toImages } from './image-lists';
import { cursorKey, readAfter, readBefore } from './paging';

/** The public part; every failure is a BackendError (IndexedDB's own errors become code 'unknown'). */
export function createPublicBackend(ctx: DemoContext): PublicBackend {
  return {
    countImages: () => withBackendErrors(() => countImages(ctx)),

    getFeaturedImages: (limit) =>
      withBackendErrors(async () => {
        checkLimit(limit);
        await ctx.latency();
        return toImages(ctx, await readAfter(featuredImages(ctx), null, limit));
      }),

    getHeroImage: () =>
      withBackendErrors(async () => {
        await ctx.latency();
        return toImageOrNull(ctx, await ctx.db.images.where('isHeroImage').equals(1).first());
      }),

    getImagePage: (query) => withBackendErrors(() => getImagePage(ctx, query)),

    getImage: (id) =>
      withBackendErrors(async () => {
        await ctx.latency();
        // An id no document can have names none.
        return isDocumentId(id) ? toImageOrNull(ctx, await ctx.db.images.get(id)) : null;
      }),

    getImageNeighbours: (position: PageCursor) =>
      withBackendErrors(async () => {
        checkCursor(position);
        await ctx.latency();
        const list = allImages(ctx);
        const key = await cursorKey(ctx.db.images, position);
        const [newer, older] = await Promise.all([readBefore(list, key, 1), readAfter(list, key, 1)]);
        return { newer: await toImageOrNull(ctx, newer[0]), older: await toImageOrNull(ctx, older[0]) };
      }),

    submitInquiry: (input: InquiryInput) => withBackendErrors(() => submitInquiry(ctx, input)),
  };
}

/** Creates the inquiry (status 신규, now) and then its new_inquiry activity. */
async function submitInquiry(ctx: DemoContext, input: InquiryInput): Promise<string> {
  checkInquiryInput(input);
  await ctx.latency();
  const id = newId();
  const now = ctx.now().getTime();
  await ctx.db.inquiries.add({
    id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    submittedAt: now,
    orderKey: orderKeyOf(now),
    status: INITIAL_INQUIRY_STATUS,
    privacyConsentVersion: input.privacyConsentVersion,
    privacyConsentAt: now,
  });
  await logActivity(ctx, activityDrafts.newInquiry(id, input.name, input.email));
  return id;
}
