import type { Page, PageQuery } from '../../domain/paging';
import type { ConstructionImage } from '../../domain/types';
import type { DemoContext } from './context';
import type { ImageRecord } from './db';
import { toImage } from './mappers';
import { mapPage, readPage, upToQueryLimit, type ListIndex } from './paging';

/** Image reads shared by the public and the admin parts. */

/** Image records → domain images, with `demo-file:` references resolved to displayable URLs. */
export async function toImages(ctx: DemoContext, records: ImageRecord[]): Promise<ConstructionImage[]> {
  const urls = await ctx.files.resolve(records.flatMap((record) => [record.imageUrl, record.thumbnailUrl]));
  return records.map((record, index) => toImage(record, urls[index * 2] ?? record.imageUrl, urls[index * 2 + 1] ?? null));
}

export async function toImageOrNull(ctx: DemoContext, record: ImageRecord | undefined): Promise<ConstructionImage | null> {
  if (!record) return null;
  const [image] = await toImages(ctx, [record]);
  return image ?? null;
}

export function allImages(ctx: DemoContext): ListIndex<ImageRecord> {
  return { table: ctx.db.images, index: '[orderKey+id]', prefix: [] };
}

export function featuredImages(ctx: DemoContext): ListIndex<ImageRecord> {
  return { table: ctx.db.images, index: '[isFeatured+orderKey+id]', prefix: [1] };
}

export async function countImages(ctx: DemoContext): Promise<number> {
  await ctx.latency();
  return upToQueryLimit(await ctx.db.images.count());
}

export async function getImagePage(ctx: DemoContext, query: PageQuery): Promise<Page<ConstructionImage>> {
  await ctx.latency();
  const page = await readPage(allImages(ctx), query);
  return mapPage(page, (records) => toImages(ctx, records));
}
