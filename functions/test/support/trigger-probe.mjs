/**
 * Run by real-trigger.test.ts INSIDE `firebase emulators:exec --only functions,firestore,storage` (Java 21+): writes
 * the notification setting and an inquiry, waits for the DEPLOYED-LIKE onInquiryCreated (the functions emulator
 * runs functions/lib) to write the mail document, then stores two photos, deletes the inquiry and waits for
 * onInquiryDeleted to remove its photo (and only its photo) from the Storage emulator. Exit 0 when all held;
 * 1 with the reason otherwise. The variables *_EMULATOR_HOST and GCLOUD_PROJECT come from emulators:exec.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

const project = process.env.GCLOUD_PROJECT ?? '';
const siteUrl = process.env.PROBE_SITE_URL ?? '';
const app = initializeApp({ projectId: project, storageBucket: `${project}.appspot.com` });
const db = getFirestore(app);
const bucket = getStorage(app).bucket();

/**
 * @template T
 * @param {string} what
 * @param {() => Promise<T | null>} check
 * @returns {Promise<T>}
 */
async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== null) return value;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** @param {boolean} condition @param {string} message */
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function main() {
  await db.doc('settings/notifications').set({ emailRecipients: ['boss@example.com'] });
  await db.doc('inquiries/probe-1').set({
    name: '홍길동',
    email: null,
    phone: '01012345678',
    message: '지붕 누수',
    submittedAt: new Date(),
    status: '신규',
    workType: 'roofing',
    region: '원주시',
    preferredCallTime: 'any',
    photoCount: 1,
  });
  const mail = await waitFor('the mail document', async () => {
    const snapshot = await db.doc('mail/probe-1').get();
    return snapshot.exists ? (snapshot.data() ?? null) : null;
  });
  expect(JSON.stringify(mail.to) === JSON.stringify(['boss@example.com']), `mail.to: ${JSON.stringify(mail.to)}`);
  expect(mail.template?.name === 'new_inquiry', `template: ${JSON.stringify(mail.template)}`);
  expect(mail.template?.data?.adminUrl === `${siteUrl}/#/jy-dev/inquiries?open=probe-1`, `adminUrl: ${mail.template?.data?.adminUrl}`);

  await bucket.file('inquiries/probe-1/photo-1.jpg').save(Buffer.from('photo'), { contentType: 'image/jpeg' });
  await bucket.file('inquiries/probe-10/photo-1.jpg').save(Buffer.from('other'), { contentType: 'image/jpeg' });
  await db.doc('inquiries/probe-1').delete();
  await waitFor('the photo to be deleted', async () => ((await bucket.file('inquiries/probe-1/photo-1.jpg').exists())[0] ? null : true));
  expect((await bucket.file('inquiries/probe-10/photo-1.jpg').exists())[0], "another inquiry's photo was deleted");
  console.log('trigger probe: OK');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`trigger probe FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
