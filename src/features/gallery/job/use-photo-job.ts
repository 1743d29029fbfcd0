import type { JobWithPhotos } from '@/lib/page-data/page-data';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue } from '@/lib/use-async-value';
import { loadPhotoJob } from '../gallery-service';

/**
 * The job of the photo shown (its jobId), read once per job (moving between its photos reads nothing again). Null while it
 * loads, when the photo belongs to no published job, or when the read fails: the job is extra, the photo the page.
 * A server-rendered photo page carries its job (PageData photoPage.job): shown from the first render on, as its HTML
 * shows it, then read again like the photo itself, so a job changed since the HTML was made shows as it is now.
 */
export function usePhotoJob(photoId: string | null, jobId: string | null): JobWithPhotos | null {
  const photoPage = usePageData()?.photoPage;
  const rendered =
    photoPage && photoPage.photo.id === photoId && photoPage.photo.jobId === jobId && jobId ? { value: photoPage.job } : undefined;
  const job = useAsyncValue(jobId ? () => loadPhotoJob(jobId) : null, jobId ?? '', 'The job of a photo failed to load', rendered);
  return jobId && job.status === 'ready' ? job.value : null;
}
