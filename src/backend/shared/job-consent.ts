import { BackendError } from '@/domain/errors';
import { isConsentDate } from '@/domain/job-consent';
import { isJobPrice } from '@/domain/jobs';
import type { JobInput } from '@/domain/types';
import { checkJobInput } from './input-rules';
import { jobNeedsConsent } from './job-errors';
import { backendMessages } from './messages';

/**
 * The customer's consent to a job's publication, as both adapters enforce it before writing (firestore.rules
 * isJobEdit refuse the same): a draft is published only with a consent, and a published job's consent stays.
 */

function invalid(field: string): BackendError {
  return new BackendError('invalid-argument', backendMessages.invalidField(field));
}

/**
 * Every field of a job as createJob and updateJob write it (firestore.rules isJobFields): input-rules.ts
 * checkJobInput, a price of whole 만원 within JOB_LIMITS or none (src/domain/jobs.ts), and the customer's
 * consent: none, or a real day not after today in Korea (src/domain/job-consent.ts). invalid-argument otherwise.
 */
export function checkJobFields(input: JobInput, now: Date): void {
  checkJobInput(input);
  if (input.priceManwon !== null && !isJobPrice(input.priceManwon)) throw invalid('priceManwon');
  if (input.consentDate !== null && !isConsentDate(input.consentDate, now)) throw invalid('consentDate');
}

/** A job as stored, as far as its consent goes. */
interface ConsentState {
  isPublished: boolean;
  consentDate: string | null;
}

/**
 * The consent publishJob writes in its batch: `given` (checked), or null when it writes none. A draft with neither a
 * stored nor a given consent is BackendError job/no-consent; a malformed `given` invalid-argument.
 */
export function consentToPublish(job: ConsentState, given: string | undefined, now: Date): string | null {
  if (given !== undefined) {
    if (!isConsentDate(given, now)) throw invalid('consentDate');
    return given;
  }
  if (!job.isPublished && job.consentDate === null) throw jobNeedsConsent();
  return null;
}

/** updateJob: a published job's recorded consent may change its day, never disappear (job/no-consent). */
export function checkConsentKept(job: ConsentState, consentDate: string | null): void {
  if (job.isPublished && job.consentDate !== null && consentDate === null) throw jobNeedsConsent();
}
