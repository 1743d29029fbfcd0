import {
  deleteDemoDb,
  listDemoFiles,
  listDemoInquiryPhotos,
  listDemoOrphanFiles,
  listDemoReviewPhotos,
  seedDemoDb,
  storedDemoInquiryStatus,
  writeDemoInquiryStatus,
} from '@/backend/demo/testing';
import { freshDemo } from '../../support/demo-backend';
import { describeBackendContract } from './backend-contract';
import type { ContractHarness } from './harness';

const ADMIN = { uid: 'contract-admin', email: 'admin@example.com', password: 'demo1234', isAdmin: true };
const STAFF = { uid: 'contract-staff', email: 'staff@example.com', password: 'staff5678', isAdmin: false };

/** Short time limits, so the bad-network tests need not wait 45 s (shared/timing.ts). */
const TIMING = { uploadStallMs: 500, fileRemovalWaitMs: 1000 };

/** The demo adapter on a fresh, empty fake-IndexedDB database per test. */
const demoHarness: ContractHarness = {
  capabilities: { storage: true, faultInjection: true, storageRules: true, alertMail: false },
  accounts: {
    admin: { email: ADMIN.email, password: ADMIN.password },
    nonAdmin: { email: STAFF.email, password: STAFF.password },
    unknownEmail: 'nobody@example.com',
  },
  timing: TIMING,
  async create() {
    const { adapter, dbName, faults } = freshDemo({ seed: 'empty', users: [ADMIN, STAFF], timing: TIMING });
    return {
      adapter,
      seed: (data) => seedDemoDb(dbName, data),
      listFiles: () => listDemoFiles(dbName),
      listInquiryPhotoFiles: () => listDemoInquiryPhotos(dbName),
      listReviewPhotoFiles: () => listDemoReviewPhotos(dbName),
      breakNextImageWrite: () => faults.breakNext('imageWrite'),
      breakNextFileWrite: () => faults.breakNext('fileWrite'),
      stallStorage: () => faults.stallFiles(),
      pendingFileRemovals: () => listDemoOrphanFiles(dbName),
      readStoredInquiryStatus: (id) => storedDemoInquiryStatus(dbName, id),
      writeStoredInquiryStatus: (id, stored) => writeDemoInquiryStatus(dbName, id, stored),
      dispose: () => deleteDemoDb(dbName),
    };
  },
};

describeBackendContract('demo', demoHarness);
