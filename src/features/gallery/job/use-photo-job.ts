import { useAsyncValue } from '../../../lib/use-async-value';
import { loadPhotoJob, type PhotoJob } from '../gallery-service';

/**
 * The job of the photo shown (its jobId), read once per job (moving between its photos reads nothing again). Null while it
 * loads, when the photo belongs to no published job, or when the read fails: the job is extra, the photo the page.
 */
export function usePhotoJob(jobId: string | null): PhotoJob | null {
  const job = useAsyncValue(jobId ? () => loadPhotoJob(jobId) : null, jobId ?? '', 'The job of a photo failed to load');
  return jobId && job.status === 'ready' ? job.value : null;
}
