import type { ConstructionImage } from '../../domain/types';
import type { DemoContext } from './context';
import type { ImageRecord } from './db';
import { toImage } from './mappers';

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
