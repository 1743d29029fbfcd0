import { setLogLevel as setFullLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { createFirebaseAdapter } from '@/backend/firebase/adapter';
import {
  ALERT_HEARTBEAT_ID,
  COLLECTIONS,
  FUNCTION_STATUS_COLLECTION,
  IMAGE_STORAGE_FOLDER,
  INQUIRY_PHOTO_FOLDER,
  ORPHAN_FILES_COLLECTION,
  REVIEW_PHOTO_FOLDER,
} from '@/config/collections';
import { describeBackendContract, type ContractHarness } from '../backend/contract/backend-contract';
import { EVENTUAL_WAIT_MS } from '../support/timeouts';
import { adminSdk } from './support/admin-sdk';
import { CONTRACT_PROJECT, clearAuth, clearFirestore, emulatorAdapterSettings, loadFirestoreRules } from './support/emulator-env';
import { MemoryStorage } from './support/memory-storage';
import { StallingStorage } from './support/stalling-storage';
import { armImageWriteFault, disarmWriteFaults, installWriteFaults } from './support/write-faults';

/**
 * The backend contract (tests/backend/contract) against the Firebase adapter on the Auth and Firestore emulators, with
 * firestore.rules loaded: every call the adapter makes must also pass the security rules.
 * Storage: a MemoryStorage double behind the adapter's StorageGateway (no Storage emulator on Java 17); the real
 * gateway is tested in tests/backend/firebase/storage-gateway.test.ts.
 */
const ADMIN = { email: 'admin@example.com', password: 'demo1234', admin: true };
const STAFF = { email: 'staff@example.com', password: 'staff5678', admin: false };

const admin = adminSdk(CONTRACT_PROJECT);
let appCounter = 0;
/** Short time limits, so the bad-network tests need not wait 45 s (shared/timing.ts). */
const TIMING = { uploadStallMs: 1000, fileRemovalWaitMs: 1000 };

beforeAll(async () => {
  // The refusals the suite provokes would each log a warning.
  setLiteLogLevel('error');
  setFullLogLevel('error');
  installWriteFaults();
  await loadFirestoreRules(CONTRACT_PROJECT);
  // The same two accounts for every test of this file (tests only sign in and out; none changes an account).
  await clearAuth(CONTRACT_PROJECT);
  await Promise.all([admin.ensureUser(ADMIN), admin.ensureUser(STAFF)]);
});

afterAll(async () => {
  await admin.dispose();
});

const firebaseHarness: ContractHarness = {
  // storageRules: false, the MemoryStorage double does not run storage.rules (no Storage emulator on Java 17).
  capabilities: { storage: true, faultInjection: true, storageRules: false, alertMail: true },
  accounts: {
    admin: { email: ADMIN.email, password: ADMIN.password },
    nonAdmin: { email: STAFF.email, password: STAFF.password },
    unknownEmail: 'nobody@example.com',
  },
  eventualTimeoutMs: EVENTUAL_WAIT_MS,
  timing: TIMING,
  async create() {
    disarmWriteFaults();
    await clearFirestore(CONTRACT_PROJECT);
    const storage = new MemoryStorage(`${CONTRACT_PROJECT}.appspot.com`);
    appCounter += 1;
    const network = new StallingStorage(storage);
    // A new Firebase app per test: its own Auth (in memory in Node: nobody signed in) and Firestore instances.
    const adapter = createFirebaseAdapter({
      settings: emulatorAdapterSettings(`contract-${appCounter}`),
      storage: network,
      timing: TIMING,
    });
    return {
      adapter,
      seed: (data) => admin.seed(data),
      listFiles: async () => storage.paths().filter((path) => path.startsWith(`${IMAGE_STORAGE_FOLDER}/`)),
      listInquiryPhotoFiles: async () => storage.paths().filter((path) => path.startsWith(`${INQUIRY_PHOTO_FOLDER}/`)),
      listReviewPhotoFiles: async () => storage.paths().filter((path) => path.startsWith(`${REVIEW_PHOTO_FOLDER}/`)),
      breakNextImageWrite: armImageWriteFault,
      breakNextFileWrite: () => storage.breakNextUpload(),
      stallStorage: () => network.stallUntilReleased(),
      pendingFileRemovals: async () =>
        (await admin.db.collection(ORPHAN_FILES_COLLECTION).get()).docs.map((record) => String(record.get('path'))).sort(),
      readStoredInquiryStatus: async (id) => (await admin.db.collection(COLLECTIONS.inquiries).doc(id).get()).get('status') as unknown,
      writeStoredInquiryStatus: async (id, stored) => {
        await admin.db.collection(COLLECTIONS.inquiries).doc(id).update({ status: stored });
      },
      writeAlertHeartbeat: async (at) => {
        await admin.db
          .collection(FUNCTION_STATUS_COLLECTION)
          .doc(ALERT_HEARTBEAT_ID)
          .set({ checkedAt: Timestamp.fromDate(at) });
      },
      dispose: () => adapter.dispose(),
    };
  },
};

describeBackendContract('firebase (emulators)', firebaseHarness);
