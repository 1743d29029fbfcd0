import type { Page, PageQuery } from '../../domain/paging';
import type { ConstructionImage } from '../../domain/types';
import type { DemoContext } from './context';
import type { ImageRecord } from './db';
import { toImages } from './image-reads';
import { mapPage, readPage, type ListIndex } from './paging';

/** Image reads shared by the public and the admin parts. */

export function allImages(ctx: DemoContext): ListIndex<ImageRecord> {
  return { table: ctx.db.images, index: '[orderKey+id]', prefix: [] };
}

export function featuredImages(ctx: DemoContext): ListIndex<ImageRecord> {
  return { table: ctx.db.images, index: '[isFeatured+orderKey+id]', prefix: [1] };
}

export async function countImages(ctx: DemoContext): Promise<number> {
  await ctx.latency();
  return ctx.db.images.count();
}

export async function getImagePage(ctx: DemoContext, query: PageQuery): Promise<Page<ConstructionImage>> {
  await ctx.latency();
  const page = await readPage(allImages(ctx), query);
  return mapPage(page, (records) => toImages(ctx, records));
}
