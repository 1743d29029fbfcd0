import { describe } from 'vitest';
import { useContractEnv } from './contract-env';
import type { ContractHarness } from './harness';
import { adminGuardsContract } from './suites/admin-guards';
import { adminInquiriesContract } from './suites/admin-inquiries';
import { adminPhotosContract } from './suites/admin-photos';
import { authContract } from './suites/auth';
import { badNetworkContract } from './suites/bad-network';
import { firstContactContract } from './suites/first-contact';
import { galleryPagingContract } from './suites/gallery-paging';
import { inquiryFiltersContract } from './suites/inquiry-filters';
import { inquiryInboxContract } from './suites/inquiry-inbox';
import { inquiryPhotosContract } from './suites/inquiry-photos';
import { inquirySubmissionContract } from './suites/inquiry-submission';
import { invalidArgumentsContract } from './suites/invalid-arguments';
import { jobPublishingContract } from './suites/job-publishing';
import { jobsContract } from './suites/jobs';
import { liveActivitiesContract } from './suites/live-activities';
import { missingItemsContract } from './suites/missing-items';
import { notificationSettingsContract } from './suites/notification-settings';
import { pageCursorsContract } from './suites/page-cursors';
import { publicReadsContract } from './suites/public-reads';
import { pushDevicesContract } from './suites/push-devices';
import { reviewsContract } from './suites/reviews';
import { siteSettingsContract } from './suites/site-settings';
import { uploadContract } from './suites/upload';
import { workTypesContract } from './suites/work-types';

export type { ContractHarness, ContractSeed } from './harness';

/**
 * The backend contract: what every adapter of src/backend/port.ts must do, as one vitest suite.
 * Run it for an adapter from a *.test.ts file: `describeBackendContract('demo', demoHarness)`.
 * See harness.ts for what a harness provides (and how a Firebase emulator harness would do it).
 */
export function describeBackendContract(name: string, harness: ContractHarness): void {
  describe(`backend contract: ${name}`, () => {
    const env = useContractEnv(harness);
    publicReadsContract(env);
    pushDevicesContract(env);
    galleryPagingContract(env);
    pageCursorsContract(env);
    workTypesContract(env);
    inquirySubmissionContract(env);
    inquiryPhotosContract(env);
    authContract(env);
    adminGuardsContract(env);
    adminPhotosContract(env);
    adminInquiriesContract(env);
    inquiryFiltersContract(env);
    inquiryInboxContract(env);
    firstContactContract(env);
    uploadContract(env);
    liveActivitiesContract(env);
    invalidArgumentsContract(env);
    missingItemsContract(env);
    badNetworkContract(env);
    notificationSettingsContract(env);
    reviewsContract(env);
    jobsContract(env);
    jobPublishingContract(env);
    siteSettingsContract(env);
  });
}
