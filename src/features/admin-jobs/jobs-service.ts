import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/** What the admin's jobs screens ask of the backend. */
export type JobsBackend = Pick<AdminBackend, 'listJobs' | 'getJobPhotos' | 'createJob' | 'updateJob' | 'publishJob'>;

/** The admin jobs feature's one door to the backend. */
export async function jobsBackend(): Promise<JobsBackend> {
  return adminBackend();
}
