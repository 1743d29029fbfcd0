import { RELATED_PHOTOS_READ_EXTRA } from '@/config/limits';
import type { Page } from '@/domain/paging';
import { pickRelatedPhotos } from '@/domain/related-photos';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import type { PhotoPageQuery } from '../port';
import { checkLimit } from '../shared/page-query';
import { checkWorkTypeFilter } from '../shared/work-type-filter';
import type { DemoContext } from './context';
import type { PhotoRecord } from './db';
import { toPhoto } from './mappers';
import { countList, mapPage, readAfter, readPage, upToQueryLimit, type ListIndex } from './paging';

/** Gallery photo reads shared by the public and the admin parts. */

/** Photo records → domain photos, with `demo-file:` references resolved to displayable URLs. */
export async function toPhotos(ctx: DemoContext, records: PhotoRecord[]): Promise<GalleryPhoto[]> {
  const urls = await ctx.files.resolve(records.flatMap((record) => [record.imageUrl, record.thumbnailUrl]));
  return records.map((record, index) => toPhoto(record, urls[index * 2] ?? record.imageUrl, urls[index * 2 + 1] ?? null));
}

export async function toPhotoOrNull(ctx: DemoContext, record: PhotoRecord | undefined): Promise<GalleryPhoto | null> {
  if (!record) return null;
  const [photo] = await toPhotos(ctx, [record]);
  return photo ?? null;
}

export function allPhotos(ctx: DemoContext): ListIndex<PhotoRecord> {
  return { table: ctx.db.images, index: '[orderKey+id]', prefix: [] };
}

export function featuredPhotos(ctx: DemoContext): ListIndex<PhotoRecord> {
  return { table: ctx.db.images, index: '[isFeatured+orderKey+id]', prefix: [1] };
}

/** The photos of one work type (the gallery's filter), or all. */
function photosOfType(ctx: DemoContext, workType: WorkType | undefined): ListIndex<PhotoRecord> {
  return workType ? { table: ctx.db.images, index: '[workType+orderKey+id]', prefix: [workType] } : allPhotos(ctx);
}

export async function countPhotos(ctx: DemoContext, filter?: WorkType): Promise<number> {
  const workType = checkWorkTypeFilter(filter);
  await ctx.latency();
  return upToQueryLimit(await (workType ? countList(photosOfType(ctx, workType)) : ctx.db.images.count()));
}

export async function getPhotoPage(ctx: DemoContext, query: PhotoPageQuery): Promise<Page<GalleryPhoto>> {
  const workType = checkWorkTypeFilter(query.workType);
  await ctx.latency();
  const page = await readPage(photosOfType(ctx, workType), query);
  return mapPage(page, (records) => toPhotos(ctx, records));
}

/**
 * The newest limit + 1 + RELATED_PHOTOS_READ_EXTRA photos of the photo's type, picked by pickRelatedPhotos (itself,
 * its job's other photos and a second photo of another job left out): at most `limit` (port getRelatedPhotos).
 */
export async function getRelatedPhotos(ctx: DemoContext, photo: GalleryPhoto, limit: number): Promise<GalleryPhoto[]> {
  checkLimit(limit);
  const workType = checkWorkTypeFilter(photo.workType);
  await ctx.latency();
  if (!workType) return [];
  const records = await readAfter(photosOfType(ctx, workType), null, limit + 1 + RELATED_PHOTOS_READ_EXTRA);
  return pickRelatedPhotos(photo, await toPhotos(ctx, records), limit);
}
