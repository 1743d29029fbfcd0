import { isJobStage } from '@/domain/job-stage';
import type { GalleryPhoto } from '@/domain/types';
import { isDocumentId } from './document-ids';

/**
 * A photo's job and stage as stored: both, or neither. A photo stored with only one of them (nothing writes that;
 * the rules refuse it) reads as belonging to no job. Both adapters' photo mappers use it, on every page.
 */
export function placementOf(jobId: unknown, stage: unknown): Pick<GalleryPhoto, 'jobId' | 'stage'> {
  return isDocumentId(jobId) && isJobStage(stage) ? { jobId, stage } : { jobId: null, stage: null };
}
