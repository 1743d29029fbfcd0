import { JOB_PHOTOS_MAX } from '@/config/limits';
import { BackendError } from '@/domain/errors';

/**
 * The BackendErrors of the job operations, with their Korean messages. Apart from errors.ts and messages.ts, which
 * every page loads: only the job writes (and the uploads filed under a job) need these.
 */
export function jobNotFound(id: string): BackendError {
  return new BackendError('not-found', `시공 현장을 찾을 수 없습니다: ${id}`);
}

/** An upload to a job that already holds JOB_PHOTOS_MAX photos (of the kind it would add: gallery or drafts). */
export function jobFull(): BackendError {
  return new BackendError('job/full', `한 시공 현장에는 사진을 ${JOB_PHOTOS_MAX}장까지 올릴 수 있습니다. 다른 현장을 만들어 올려 주세요.`);
}

/**
 * Publishing a draft job without the customer's consent to publication (Job.consentDate), or removing a published
 * job's consent: refused before any write, as firestore.rules refuse it.
 */
export function jobNeedsConsent(): BackendError {
  return new BackendError('job/no-consent', '고객의 공개 동의를 기록해야 공개할 수 있습니다. 동의 받은 날짜와 함께 체크해 주세요.');
}
