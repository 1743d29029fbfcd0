import { publicBackend } from '../../backend/registry';
import type { PublishedReview } from '../../domain/types';
import { useAsyncValue, type AsyncValue } from '../../lib/use-async-value';

/** The latest `limit` approved reviews (home, About). */
export function useApprovedReviews(limit: number): AsyncValue<PublishedReview[]> {
  return useAsyncValue(async () => (await publicBackend()).getApprovedReviews(limit), limit, 'Approved reviews failed to load');
}

/** The approved reviews asked for one job (a photo of that job); none is read without a job. */
export function useJobReviews(jobId: string | null, limit: number): AsyncValue<PublishedReview[]> {
  return useAsyncValue(jobId ? async () => (await publicBackend()).getJobReviews(jobId, limit) : null, `${jobId}:${limit}`, 'Job reviews failed to load');
}
