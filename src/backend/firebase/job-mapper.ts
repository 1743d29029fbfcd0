import type { Job } from '@/domain/types';
import { jobFieldsOf } from '../shared/job-fields';
import { toDate, type DocData } from './mappers';

/**
 * A jobs document → Job. Like mappers.ts, written against the data only (no SDK import), so the pages Cloud
 * Function maps a job it read with the Admin SDK the same way (functions/site-bundle/entry.ts). Apart from
 * mappers.ts because only job reads need it (loaded on the first one).
 */
export function toJob(id: string, data: DocData): Job {
  return {
    id,
    ...jobFieldsOf(data),
    isPublished: data.isPublished === true,
    createdAt: toDate(data.createdAt),
    publishedAt: toDate(data.publishedAt),
  };
}
