import { INITIAL_INQUIRY_STATUS } from '../../config/constants';
import { activityDrafts } from '../../domain/activity';
import type { PageCursor } from '../../domain/paging';
import type { InquiryInput } from '../../domain/types';
import type { PublicBackend } from '../port';
import { logActivity } from './activity-log';
import type { DemoContext } from './context';
import { orderKeyOf } from './db';
import { newId } from './ids';
import { allImages, countImages, featuredImages, getImagePage, toImageOrNull, toImages } from './image-lists';
import { cursorKey, readAfter, readBefore } from './paging';

export function createPublicBackend(ctx: DemoContext): PublicBackend {
  return {
    countImages: () => countImages(ctx),

    async getFeaturedImages(limit) {
      await ctx.latency();
      return toImages(ctx, await readAfter(featuredImages(ctx), null, limit));
    },

    async getHeroImage() {
      await ctx.latency();
      return toImageOrNull(ctx, await ctx.db.images.where('isHeroImage').equals(1).first());
    },

    getImagePage: (query) => getImagePage(ctx, query),

    async getImage(id) {
      await ctx.latency();
      return toImageOrNull(ctx, await ctx.db.images.get(id));
    },

    async getImageNeighbours(position: PageCursor) {
      await ctx.latency();
      const list = allImages(ctx);
      const key = await cursorKey(ctx.db.images, position);
      const [newer, older] = await Promise.all([readBefore(list, key, 1), readAfter(list, key, 1)]);
      return { newer: await toImageOrNull(ctx, newer[0]), older: await toImageOrNull(ctx, older[0]) };
    },

    async submitInquiry(input: InquiryInput) {
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
    },
  };
}
