import { useQuery } from '@tanstack/react-query';
import { errorCode } from '@/domain/errors';
import { reportError } from '@/domain/report-error';
import type { Job, JobInput } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { jobMessages, jobsPageCopy } from '../jobs-copy';
import { jobsBackend } from '../jobs-service';

/** The jobs list, and one job's photos (gallery and drafts): under the jobs root an upload invalidates. */
export const jobListKey = [...queryKeys.jobs, 'list'] as const;
export const jobPhotosKey = (jobId: string) => [...queryKeys.jobs, 'photos', jobId] as const;

/** How many jobs the staff pick from and the jobs page lists (newest first). */
export const JOBS_SHOWN = 30;

/** The toast source of the job forms: a form's check and its save's outcome replace one another. */
export const jobToastSource = 'admin-jobs/jobs';

async function read<T>(label: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reportError(label, error);
    throw error;
  }
}

/** The newest jobs, drafts included. */
export function useJobList() {
  return useQuery({
    queryKey: jobListKey,
    queryFn: () => read('Failed to load the jobs', async () => (await jobsBackend()).listJobs(JOBS_SHOWN)),
  });
}

/** One job's photos, in the gallery and drafts, in stage order. */
export function useJobPhotos(jobId: string) {
  return useQuery({
    queryKey: jobPhotosKey(jobId),
    queryFn: () => read('Failed to load the photos of a job', async () => (await jobsBackend()).getJobPhotos(jobId)),
  });
}

/**
 * The job writes, each an admin mutation (the admin check, its toast, the jobs read again). Publishing moves drafts
 * into the gallery, so the photo lists and count are read again too.
 */
export function useJobActions() {
  const create = useAdminMutation<JobInput, Job>({
    label: 'Failed to create a job',
    mutate: async (input) => (await jobsBackend()).createJob(input),
    failure: () => jobMessages.createFailed,
    invalidates: [queryKeys.jobs],
    toastSource: jobToastSource,
  });
  const update = useAdminMutation<{ id: string; input: JobInput }>({
    label: 'Failed to update a job',
    mutate: async ({ id, input }) => (await jobsBackend()).updateJob(id, input),
    success: () => jobsPageCopy.saved,
    failure: () => jobMessages.updateFailed,
    invalidates: [queryKeys.jobs],
    toastSource: jobToastSource,
  });
  const publish = useAdminMutation<{ job: Pick<Job, 'id' | 'title'>; consentDate?: string }>({
    label: 'Failed to publish a job',
    mutate: async ({ job, consentDate }) => (await jobsBackend()).publishJob(job.id, consentDate),
    success: ({ job }) => jobsPageCopy.publishedToast(job.title),
    failure: (error) => (errorCode(error) === 'job/no-consent' ? jobMessages.consentRequired : jobMessages.publishFailed),
    invalidates: [queryKeys.jobs, queryKeys.photos],
  });
  return {
    /** Resolves to the new job, or null when it was not created (the toast said why). */
    create: async (input: JobInput): Promise<Job | null> => {
      let created: Job | null = null;
      await create.run(input, { onSuccess: (job) => (created = job) });
      return created;
    },
    update: (id: string, input: JobInput) => update.run({ id, input }),
    /** Publishes; `consentDate` records the customer's consent in the same write (the job had none). */
    publish: (job: Pick<Job, 'id' | 'title'>, consentDate?: string) => publish.run({ job, consentDate }),
    publishing: publish.pending,
  };
}
