import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  PUSH_DEVICE_NAME_MAX,
  PUSH_DEVICES_COLLECTION,
  PUSH_DEVICES_MAX,
  PUSH_ENDPOINT_MAX,
  PUSH_KEY_MAX,
  STAFF_COLLECTION,
} from '@/config/staff-push';
import { ADMIN_UID, assertFails, assertSucceeds, clientTime, describe, it, setUpRulesEnvironment, USER_UID } from './support/rules-env';

/**
 * firestore.rules for staff/{uid}/pushDevices: a staff member (an administrator) reads and writes only their own
 * devices, in the shape src/backend/firebase/push-devices.ts writes, at the server's time; nobody else (another
 * administrator, a signed-in non-admin, a visitor) reads or writes them.
 */
const rules = setUpRulesEnvironment();
const OTHER_ADMIN_UID = 'other-admin-uid';
const device = (db: Firestore, uid = ADMIN_UID, id = 'dev1') => doc(db, STAFF_COLLECTION, uid, PUSH_DEVICES_COLLECTION, id);
const devices = (db: Firestore, uid = ADMIN_UID) => collection(db, STAFF_COLLECTION, uid, PUSH_DEVICES_COLLECTION);

function newDevice(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    name: 'Android · Chrome',
    createdAt: serverTimestamp(),
    lastUsedAt: serverTimestamp(),
    ...overrides,
  };
}

const stored = { ...newDevice(), createdAt: Timestamp.now(), lastUsedAt: Timestamp.now() };

describe('push devices', () => {
  it('an administrator adds, reads, lists, renames, tests and removes their own device', async () => {
    const db = rules.as.admin;
    await assertSucceeds(setDoc(device(db), newDevice()));
    await assertSucceeds(getDoc(device(db)));
    await assertSucceeds(getDocs(query(devices(db), limit(PUSH_DEVICES_MAX))));
    await assertSucceeds(updateDoc(device(db), { name: '사장님 휴대폰' }));
    await assertSucceeds(updateDoc(device(db), { testRequestedAt: serverTimestamp(), lastUsedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(device(db), { keys: { p256dh: 'C'.repeat(87), auth: 'b'.repeat(22) }, lastUsedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(device(db)));
  });

  it("nobody else reads or writes a staff member's devices: other administrators, non-admins, visitors", async () => {
    await rules.seed((db) => setDoc(device(db, OTHER_ADMIN_UID), stored));
    await rules.seed((db) => setDoc(device(db, USER_UID), stored));
    const admin = rules.as.admin;
    await assertFails(getDoc(device(admin, OTHER_ADMIN_UID)));
    await assertFails(getDocs(query(devices(admin, OTHER_ADMIN_UID), limit(PUSH_DEVICES_MAX))));
    await assertFails(setDoc(device(admin, OTHER_ADMIN_UID, 'dev2'), newDevice()));
    await assertFails(updateDoc(device(admin, OTHER_ADMIN_UID), { name: '바꿈' }));
    await assertFails(deleteDoc(device(admin, OTHER_ADMIN_UID)));
    // A signed-in account without the admin claim has no devices, not even under its own uid (it gets no alerts).
    for (const db of [rules.as.user, rules.as.anonymous]) {
      await assertFails(getDoc(device(db, USER_UID)));
      await assertFails(getDocs(query(devices(db, USER_UID), limit(PUSH_DEVICES_MAX))));
      await assertFails(setDoc(device(db, USER_UID, 'dev2'), newDevice()));
      await assertFails(updateDoc(device(db, USER_UID), { name: '바꿈' }));
      await assertFails(deleteDoc(device(db, USER_UID)));
      await assertFails(getDoc(device(db, OTHER_ADMIN_UID)));
    }
  });

  it('a list must carry a limit of at most PUSH_DEVICES_MAX', async () => {
    await assertFails(getDocs(devices(rules.as.admin)));
    await assertFails(getDocs(query(devices(rules.as.admin), limit(PUSH_DEVICES_MAX + 1))));
  });

  it('refuses a device that is not a Web Push subscription with a name, at the server time', async () => {
    const bad: Record<string, Record<string, unknown>> = {
      'http endpoint': { endpoint: 'http://push.example.com/x' },
      'long endpoint': { endpoint: `https://push.example.com/${'x'.repeat(PUSH_ENDPOINT_MAX)}` },
      'no keys': { keys: null },
      'an extra key': { keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22), other: 'x' } },
      'an empty key': { keys: { p256dh: '', auth: 'a'.repeat(22) } },
      'a long key': { keys: { p256dh: 'B'.repeat(PUSH_KEY_MAX + 1), auth: 'a'.repeat(22) } },
      'a key that is not base64url': { keys: { p256dh: 'B+/B', auth: 'a'.repeat(22) } },
      'a blank name': { name: '\u3000' },
      'a long name': { name: 'x'.repeat(PUSH_DEVICE_NAME_MAX + 1) },
      'a name with spaces around': { name: ' 휴대폰 ' },
      "the client's time": { createdAt: clientTime() },
      'a last push from the client': { lastPushAt: serverTimestamp() },
      'a test on create': { testRequestedAt: serverTimestamp() },
    };
    for (const [, fields] of Object.entries(bad)) await assertFails(setDoc(device(rules.as.admin), newDevice(fields)));
    await assertSucceeds(setDoc(device(rules.as.admin), newDevice({ name: 'x'.repeat(PUSH_DEVICE_NAME_MAX) })));
  });

  it('an update changes only the name, the keys, the last use and the test request, those at the server time', async () => {
    await rules.seed((db) => setDoc(device(db), stored));
    const ref = device(rules.as.admin);
    await assertFails(updateDoc(ref, { endpoint: 'https://push.example.com/other' }));
    await assertFails(updateDoc(ref, { lastPushAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { lastUsedAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    await assertFails(updateDoc(ref, { testRequestedAt: clientTime() }));
    await assertFails(updateDoc(ref, { name: '' }));
    await assertFails(updateDoc(ref, { keys: { p256dh: 'B'.repeat(87) } }));
  });
});
