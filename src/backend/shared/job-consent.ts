import { BackendError } from '@/domain/errors';
import { isConsentDate } from '@/domain/job-consent';
import { jobNeedsConsent } from './job-errors';
import { backendMessages } from './messages';

/**
 * The customer's consent to a job's publication, as both adapters enforce it before writing (firestore.rules
 * isJobEdit refuse the same): a draft is published only with a consent, and a published job's consent stays.
 */

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
    if (!isConsentDate(given, now)) throw new BackendError('invalid-argument', backendMessages.invalidField('consentDate'));
    return given;
  }
  if (!job.isPublished && job.consentDate === null) throw jobNeedsConsent();
  return null;
}

/** updateJob: a published job's recorded consent may change its day, never disappear (job/no-consent). */
export function checkConsentKept(job: ConsentState, consentDate: string | null): void {
  if (job.isPublished && job.consentDate !== null && consentDate === null) throw jobNeedsConsent();
}
