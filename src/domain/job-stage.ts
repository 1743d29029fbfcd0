import { JOB_STAGES } from './categories';
import type { JobStage } from './types';

/**
 * Whether a value is one of JOB_STAGES. On its own (not in jobs.ts): every stored photo is read through it, on every
 * page, while the rest of jobs.ts is needed only where a job is shown.
 */
export function isJobStage(value: unknown): value is JobStage {
  return (JOB_STAGES as readonly unknown[]).includes(value);
}
