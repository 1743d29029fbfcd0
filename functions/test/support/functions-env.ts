import functionsTest from 'firebase-functions-test';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach } from 'vitest';
import { adminApp } from '../../src/admin.js';

/**
 * firebase-functions-test (wrap(fn)(event)) with the functions' own firebase-admin on the Firestore emulator of
 * `npm run test:emulators` (FIRESTORE_EMULATOR_HOST). The functions emulator is not used: here it ignores
 * Firestore triggers (it did not start the Firestore emulator, which needs Java 21), so each test calls the
 * handler with the event the trigger would get. Own project, so nothing meets the other emulator tests' data.
 */
export const FUNCTIONS_PROJECT = 'demo-jy-functions';

function emulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run these tests with `npm run test:emulators`.');
  return host;
}

export function setUpFunctionsTest() {
  const host = emulatorHost();
  const fft = functionsTest({ projectId: FUNCTIONS_PROJECT, storageBucket: `${FUNCTIONS_PROJECT}.appspot.com` });
  const db: Firestore = getFirestore(adminApp());

  beforeEach(async () => {
    const response = await fetch(`http://${host}/emulator/v1/projects/${FUNCTIONS_PROJECT}/databases/(default)/documents`, {
      method: 'DELETE',
    });
    if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
  });

  afterAll(() => {
    fft.cleanup();
  });

  return { fft, db };
}

/** An inquiry as storeFirestoreInquiry stores it (src/backend/firebase/inquiry-submission.ts), with the issue 9 fields. */
export function storedInquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const submittedAt = Timestamp.fromDate(new Date('2026-11-03T05:05:00Z'));
  return {
    name: '홍길동',
    email: 'hong@example.com',
    phone: '01012345678',
    message: '지붕에서 물이 샙니다. <b>급합니다</b>',
    submittedAt,
    status: '신규',
    privacyConsentVersion: '2026-11-01',
    privacyConsentAt: submittedAt,
    workType: 'roofing',
    region: '원주시',
    preferredCallTime: 'any',
    photoCount: 2,
    retainUntil: Timestamp.fromDate(new Date('2029-11-02T05:05:00Z')),
    ...overrides,
  };
}
