import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { COLLECTIONS } from '@/config/collections';
import { activityDrafts } from '@/domain/activity';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { FIRESTORE_HOST, FIRESTORE_RULES, RULES_PROJECT, ruleCoverageUrl } from './emulator-env';

/** What every rules test file uses, from this one import with its set-up: the verdicts and the test functions. */
export { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
export { describe, expect, it } from 'vitest';

/**
 * @firebase/rules-unit-testing on the Firestore emulator with the project's firestore.rules, for one test file.
 * Before each test the data is cleared and three documents seeded (past the rules): image img-1, inquiry inq-1
 * (홍길동, hong@example.com) and activity act-1.
 */
export const USER_UID = 'user-uid';
export const ADMIN_UID = 'admin-uid';

/**
 * A time the client made up, for writes the rules must refuse because they want the request's own time: a minute
 * ago, so it can never fall on the request's millisecond (Timestamp.now() sometimes did, on a quiet machine).
 */
export function clientTime(): Timestamp {
  return Timestamp.fromMillis(Date.now() - 60_000);
}

/** The three kinds of caller the rules tell apart. */
export interface Callers {
  anonymous: Firestore;
  /** Signed in, no admin claim (rights come from the claim, not from having an account). */
  user: Firestore;
  admin: Firestore;
}

/** The context's Firestore for the modular API (rules-unit-testing types it as the compat instance). */
export function dbOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export interface RulesSetUp {
  /** The three callers of the running test. */
  readonly as: Callers;
  /** Writes more documents for the running test, past the rules (like an Admin SDK). */
  seed(write: (db: Firestore) => Promise<void>): Promise<void>;
}

/**
 * `projectId`: the rules tests' own demo project by default. Rules that depend on the project (its Storage bucket,
 * emulator-only allowances of demo-* projects) are also tried on a production-like id.
 */
export function setUpRulesEnvironment(seed: (db: Firestore) => Promise<void> = seedBasics, projectId = RULES_PROJECT): RulesSetUp {
  let env: RulesTestEnvironment;
  let current: Callers | null = null;

  beforeAll(async () => {
    setLogLevel('error'); // every refused write would otherwise log a warning
    const [host = '127.0.0.1', port = '8080'] = FIRESTORE_HOST.split(':');
    env = await initializeTestEnvironment({ projectId, firestore: { host, port: Number(port), rules: FIRESTORE_RULES } });
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) => seed(dbOf(context)));
    current = {
      anonymous: dbOf(env.unauthenticatedContext()),
      user: dbOf(env.authenticatedContext(USER_UID, { email: 'user@example.com' })),
      admin: dbOf(env.authenticatedContext(ADMIN_UID, { email: 'admin@example.com', admin: true })),
    };
  });

  afterAll(async () => {
    await env.cleanup();
    if (projectId === RULES_PROJECT) await saveRuleCoverage();
  });

  return {
    get as() {
      if (!current) throw new Error('rules callers used outside a test');
      return current;
    },
    seed: (write) => env.withSecurityRulesDisabled((context) => write(dbOf(context))),
  };
}

async function seedBasics(db: Firestore): Promise<void> {
  const now = Timestamp.now();
  await setDoc(doc(db, COLLECTIONS.images, 'img-1'), {
    title: '지붕 공사',
    category: '지보공사',
    description: null,
    imageUrl: `https://firebasestorage.googleapis.com/v0/b/${RULES_PROJECT}.appspot.com/o/constructionImages%2F1700000000000-a.jpg?alt=media`,
    thumbnailUrl: null,
    fileName: '1700000000000-a.jpg',
    thumbnailFileName: null,
    uploadedAt: now,
    uploaderUid: ADMIN_UID,
    uploaderEmail: 'admin@example.com',
    isFeatured: false,
    isHeroImage: false,
  });
  await setDoc(doc(db, COLLECTIONS.inquiries, 'inq-1'), {
    name: '홍길동',
    email: 'hong@example.com',
    phone: '010-1234-5678',
    message: '지붕 누수 점검 부탁드립니다.',
    submittedAt: now,
    status: '신규',
    privacyConsentVersion: 'v1',
    privacyConsentAt: now,
  });
  const draft = activityDrafts.imageUpdate('img-1', '지붕 공사', ADMIN_UID);
  await setDoc(doc(db, COLLECTIONS.activities, 'act-1'), { ...draft, timestamp: now, expireAt: now });
}

/** The emulator stops after the run, so a copy of its (cumulative) rule coverage report is kept. */
async function saveRuleCoverage(): Promise<void> {
  const url = ruleCoverageUrl(RULES_PROJECT);
  const file = resolve(import.meta.dirname, '../../../coverage/firestore-rules-coverage.html');
  const report = await fetch(url).then(
    (response) => (response.ok ? response.text() : null),
    () => null,
  );
  if (report) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, report);
  }
  console.info(`Firestore rules coverage report: ${url}${report ? ` (saved to ${file})` : ''}`);
}
