import { RELATED_IMAGES_READ_EXTRA } from '@/config/limits';
import type { Page } from '@/domain/paging';
import { pickRelatedWorks } from '@/domain/related-works';
import type { ConstructionImage, WorkType } from '@/domain/types';
import type { ImagePageQuery } from '../port';
import { checkLimit } from '../shared/page-query';
import { checkWorkTypeFilter } from '../shared/work-type-filter';
import type { DemoContext } from './context';
import type { ImageRecord } from './db';
import { toImage } from './mappers';
import { countList, mapPage, readAfter, readPage, upToQueryLimit, type ListIndex } from './paging';

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

/** The images of one work type (the gallery's filter), or all. */
function imagesOfType(ctx: DemoContext, workType: WorkType | undefined): ListIndex<ImageRecord> {
  return workType ? { table: ctx.db.images, index: '[workType+orderKey+id]', prefix: [workType] } : allImages(ctx);
}

export async function countImages(ctx: DemoContext, filter?: WorkType): Promise<number> {
  const workType = checkWorkTypeFilter(filter);
  await ctx.latency();
  return upToQueryLimit(await (workType ? countList(imagesOfType(ctx, workType)) : ctx.db.images.count()));
}

export async function getImagePage(ctx: DemoContext, query: ImagePageQuery): Promise<Page<ConstructionImage>> {
  const workType = checkWorkTypeFilter(query.workType);
  await ctx.latency();
  const page = await readPage(imagesOfType(ctx, workType), query);
  return mapPage(page, (records) => toImages(ctx, records));
}

/**
 * The newest limit + 1 + RELATED_IMAGES_READ_EXTRA images of the image's type, picked by pickRelatedWorks (itself,
 * its job's other photos and a second photo of another job left out): at most `limit` (port getRelatedImages).
 */
export async function getRelatedImages(ctx: DemoContext, image: ConstructionImage, limit: number): Promise<ConstructionImage[]> {
  checkLimit(limit);
  const workType = checkWorkTypeFilter(image.workType);
  await ctx.latency();
  if (!workType) return [];
  const records = await readAfter(imagesOfType(ctx, workType), null, limit + 1 + RELATED_IMAGES_READ_EXTRA);
  return pickRelatedWorks(image, await toImages(ctx, records), limit);
}
