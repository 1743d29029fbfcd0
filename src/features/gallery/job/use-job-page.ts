import { useCallback, useState } from 'react';
import type { JobWithPhotos } from '@/lib/page-data/page-data';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue } from '@/lib/use-async-value';
import { loadPhotoJob } from '../gallery-service';
import { isValidPhotoId } from '../photo-id';

/** The job page's states: an address that names no job, loading, a failed read, no such published job, or shown. */
export type JobPageState =
  { status: 'invalid' | 'loading' | 'not-found' } | { status: 'error'; retry: () => void } | { status: 'shown'; job: JobWithPhotos };

/**
 * The published job a job page shows, with its gallery photos in stage order. A server-rendered job page carries it
 * (PageData jobPage): shown from the first render on, as its HTML shows it, then read again (a job changed since
 * the HTML was made shows as it is now). A draft reads as none: visitors never see one.
 */
export function useJobPage(jobId: string | undefined): JobPageState {
  // A job's id is a document id, as a photo's: the same check.
  const valid = isValidPhotoId(jobId);
  const [attempt, setAttempt] = useState(0);
  const rendered = usePageData()?.jobPage;
  const initial = rendered && rendered.job.id === jobId ? { value: rendered } : undefined;
  const state = useAsyncValue(
    valid && jobId !== undefined ? () => loadPhotoJob(jobId) : null,
    `${attempt}\u0000${jobId ?? ''}`,
    'A job page failed to load',
    initial,
  );
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  if (!valid) return { status: 'invalid' };
  if (state.status === 'error') return { status: 'error', retry };
  if (state.status === 'ready') return state.value ? { status: 'shown', job: state.value } : { status: 'not-found' };
  return { status: 'loading' };
}
