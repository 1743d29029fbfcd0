import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import {
  ALERT_HEARTBEAT_ID,
  FUNCTION_STATUS_COLLECTION,
  COLLECTIONS,
  MAIL_COLLECTION,
  MAIL_TEMPLATES_COLLECTION,
  NOTIFICATION_SETTINGS_ID,
} from '@/config/collections';
import { SECOND_ALARM_MAX_SECONDS, SECOND_ALARM_OUTSIDE_HOURS } from '@/config/lead-response';
import { NOTIFICATION_EMAIL_MAX, NOTIFICATION_RECIPIENTS_MAX } from '@/config/limits';
import { assertFails, assertSucceeds, describe, it, setUpRulesEnvironment } from './support/rules-env';

/**
 * firestore.rules for the alerts: settings/notifications (administrators only, exact shape) and the mail and
 * mailTemplates collections (server only: the alert function and the Trigger Email extension use admin rights).
 */
const SAVED = { emailRecipients: ['boss@example.com', 'office@example.com'] };
const MAIL = { to: ['boss@example.com'], template: { name: 'new_inquiry', data: { name: '홍길동' } } };
const TEMPLATE = { subject: '새 문의', html: '<p>{{name}}</p>', text: '{{name}}' };

const rules = setUpRulesEnvironment(async (db) => {
  await setDoc(doc(db, COLLECTIONS.settings, NOTIFICATION_SETTINGS_ID), SAVED);
  await setDoc(doc(db, MAIL_COLLECTION, 'inq-1'), MAIL);
  await setDoc(doc(db, MAIL_TEMPLATES_COLLECTION, 'new_inquiry'), TEMPLATE);
});

const settings = (db: Firestore) => doc(db, COLLECTIONS.settings, NOTIFICATION_SETTINGS_ID);
const recipients = (emailRecipients: unknown) => ({ emailRecipients });
const addresses = (count: number) => Array.from({ length: count }, (_, index) => `staff${index + 1}@example.com`);

describe('settings/notifications', () => {
  it('visitors and signed-in non-admins can neither read nor write it', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDoc(settings(db)));
      await assertFails(getDocs(query(collection(db, COLLECTIONS.settings), limit(10))));
      await assertFails(setDoc(settings(db), recipients(['intruder@example.com'])));
      await assertFails(updateDoc(settings(db), recipients([])));
      await assertFails(deleteDoc(settings(db)));
    }
  });

  it('an administrator reads it and saves a valid list (empty, one, the maximum)', async () => {
    const { admin } = rules.as;
    await assertSucceeds(getDoc(settings(admin)));
    await assertSucceeds(setDoc(settings(admin), recipients([])));
    await assertSucceeds(setDoc(settings(admin), recipients(['site@example.co.kr'])));
    await assertSucceeds(setDoc(settings(admin), recipients(addresses(NOTIFICATION_RECIPIENTS_MAX))));
    const longest = `${'a'.repeat(NOTIFICATION_EMAIL_MAX - '@example.com'.length)}@example.com`;
    await assertSucceeds(setDoc(settings(admin), recipients([longest])));
  });

  it('an administrator creates it when it does not exist yet', async () => {
    const { admin } = rules.as;
    await rules.seed((db) => deleteDoc(settings(db)));
    await assertSucceeds(setDoc(settings(admin), recipients(['boss@example.com'])));
  });

  it('refuses a malformed list, even from an administrator', async () => {
    const { admin } = rules.as;
    const tooMany = addresses(NOTIFICATION_RECIPIENTS_MAX + 1);
    const badLast = [...addresses(NOTIFICATION_RECIPIENTS_MAX - 1), 'not-an-email'];
    const bad: unknown[] = [
      tooMany,
      badLast, // the last index the rules check
      ['not-an-email'],
      [''],
      ['\u3000'],
      [' boss@example.com'],
      ['sta ff@example.com'],
      ['a@b@example.com'],
      ['Boss@Example.com'], // not lower case: the adapter stores addresses lower-cased
      ['boss@example.com', 'boss@example.com'], // duplicates
      [`${'a'.repeat(NOTIFICATION_EMAIL_MAX + 1 - '@example.com'.length)}@example.com`],
      [42],
      [null],
      'boss@example.com', // not a list
      null,
    ];
    for (const value of bad) await assertFails(setDoc(settings(admin), recipients(value)));
    await assertFails(setDoc(settings(admin), { ...SAVED, updatedBy: 'admin-uid' }));
    await assertFails(setDoc(settings(admin), {}));
  });

  it('is never deleted, not even by an administrator (an empty list means nobody)', async () => {
    await assertFails(deleteDoc(settings(rules.as.admin)));
  });
});

describe('mail and mailTemplates (server only)', () => {
  it('nobody on the client reads or writes mail, administrators included', async () => {
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(getDoc(doc(db, MAIL_COLLECTION, 'inq-1')));
      await assertFails(getDocs(query(collection(db, MAIL_COLLECTION), limit(10))));
      await assertFails(addDoc(collection(db, MAIL_COLLECTION), MAIL));
      await assertFails(setDoc(doc(db, MAIL_COLLECTION, 'inq-2'), MAIL));
      await assertFails(updateDoc(doc(db, MAIL_COLLECTION, 'inq-1'), { to: ['intruder@example.com'] }));
      await assertFails(deleteDoc(doc(db, MAIL_COLLECTION, 'inq-1')));
    }
  });

  it('nobody on the client reads or writes mailTemplates, administrators included', async () => {
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(getDoc(doc(db, MAIL_TEMPLATES_COLLECTION, 'new_inquiry')));
      await assertFails(getDocs(query(collection(db, MAIL_TEMPLATES_COLLECTION), limit(10))));
      await assertFails(setDoc(doc(db, MAIL_TEMPLATES_COLLECTION, 'new_inquiry'), { ...TEMPLATE, html: '{{{name}}}' }));
      await assertFails(deleteDoc(doc(db, MAIL_TEMPLATES_COLLECTION, 'new_inquiry')));
    }
  });

  it("the alert functions' heartbeat: administrators read it; nobody on the client lists or writes it", async () => {
    const heartbeat = (db: Firestore) => doc(db, FUNCTION_STATUS_COLLECTION, ALERT_HEARTBEAT_ID);
    await assertSucceeds(getDoc(heartbeat(rules.as.admin)));
    for (const db of [rules.as.anonymous, rules.as.user]) await assertFails(getDoc(heartbeat(db)));
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(getDocs(query(collection(db, FUNCTION_STATUS_COLLECTION), limit(10))));
      await assertFails(setDoc(heartbeat(db), { checkedAt: new Date() }));
      await assertFails(deleteDoc(heartbeat(db)));
    }
  });
});

describe('settings/notifications: the second alarm', () => {
  const withAlarm = (secondAlarm: unknown) => ({ ...SAVED, secondAlarm });

  it('administrators save it: whole seconds 0 to SECOND_ALARM_MAX_SECONDS and a known choice', async () => {
    const db = rules.as.admin;
    for (const outsideHours of SECOND_ALARM_OUTSIDE_HOURS) {
      await assertSucceeds(setDoc(settings(db), withAlarm({ afterSeconds: 600, outsideHours })));
    }
    await assertSucceeds(setDoc(settings(db), withAlarm({ afterSeconds: 0, outsideHours: 'wait' })));
    await assertSucceeds(setDoc(settings(db), withAlarm({ afterSeconds: SECOND_ALARM_MAX_SECONDS, outsideHours: 'wait' })));
    // A merge of the recipients alone keeps it.
    await assertSucceeds(setDoc(settings(db), recipients(['boss@example.com']), { merge: true }));
  });

  it('refuses anything else', async () => {
    const db = rules.as.admin;
    for (const bad of [
      { afterSeconds: -1, outsideHours: 'wait' },
      { afterSeconds: SECOND_ALARM_MAX_SECONDS + 1, outsideHours: 'wait' },
      { afterSeconds: 1.5, outsideHours: 'wait' },
      { afterSeconds: '600', outsideHours: 'wait' },
      { afterSeconds: 600, outsideHours: 'never' },
      { afterSeconds: 600 },
      { afterSeconds: 600, outsideHours: 'wait', extra: true },
      'ten minutes',
      null,
    ]) {
      await assertFails(setDoc(settings(db), withAlarm(bad)));
    }
    await assertFails(setDoc(settings(rules.as.user), withAlarm({ afterSeconds: 600, outsideHours: 'wait' })));
  });
});
