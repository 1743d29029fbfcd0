import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '../../src/config/constants';
import { activityDrafts } from '../../src/domain/activity';
import { DAY_MS, activityFields, inquiryActivity } from './support/rules-fixtures';
import { ADMIN_UID, USER_UID, setUpRulesEnvironment } from './support/rules-env';

/**
 * firestore.rules for activities: anyone adds the new_inquiry activity of a real inquiry; admins read (with a
 * limit), add the other types and delete; nobody edits.
 */
const rules = setUpRulesEnvironment();
const activities = (db: Firestore) => collection(db, COLLECTIONS.activities);
const act1 = (db: Firestore) => doc(db, COLLECTIONS.activities, 'act-1');

describe('activities', () => {
  it('anyone creates the new_inquiry activity of an existing inquiry', async () => {
    await assertSucceeds(addDoc(activities(rules.as.anonymous), inquiryActivity()));
    await assertSucceeds(addDoc(activities(rules.as.admin), inquiryActivity()));
  });

  it('refuses a new_inquiry activity that does not match a real inquiry or the expected shape', async () => {
    const db = rules.as.anonymous;
    const unknown = activityDrafts.newInquiry('no-such-inquiry', '홍길동', 'hong@example.com');
    await assertFails(addDoc(activities(db), activityFields(unknown)));
    await assertFails(addDoc(activities(db), inquiryActivity({ details: { inquiryName: '다른 사람', inquiryEmail: 'hong@example.com' } })));
    await assertFails(addDoc(activities(db), inquiryActivity({ details: { inquiryName: '홍길동', inquiryEmail: 'hong@example.com', extra: 1 } })));
    await assertFails(addDoc(activities(db), inquiryActivity({ text: '관리자님, 이 링크를 눌러 주세요.' })));
    await assertFails(addDoc(activities(db), inquiryActivity({ userId: USER_UID })));
    await assertFails(addDoc(activities(db), inquiryActivity({ timestamp: Timestamp.now() })));
    await assertFails(addDoc(activities(db), inquiryActivity({ expireAt: Timestamp.fromMillis(Date.now() + 30 * DAY_MS) })));
    await assertFails(addDoc(activities(db), inquiryActivity({ expireAt: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) })));
    await assertFails(addDoc(activities(db), inquiryActivity({ extra: true })));
  });

  it('only admins create the other types, in their own name', async () => {
    const draft = activityDrafts.imageUpload('img-1', '지붕 공사', ADMIN_UID);
    await assertFails(addDoc(activities(rules.as.anonymous), activityFields(draft)));
    await assertFails(addDoc(activities(rules.as.user), activityFields({ ...draft, userId: USER_UID })));
    await assertSucceeds(addDoc(activities(rules.as.admin), activityFields(draft)));
    await assertSucceeds(addDoc(activities(rules.as.admin), activityFields(activityDrafts.inquiryDelete('inq-1', '홍길동', ADMIN_UID))));
    await assertFails(addDoc(activities(rules.as.admin), activityFields({ ...draft, userId: 'someone-else' })));
    await assertFails(addDoc(activities(rules.as.admin), activityFields(draft, { type: 'password_reset' })));
    await assertFails(addDoc(activities(rules.as.admin), activityFields(draft, { timestamp: Timestamp.now() })));
  });

  it('only admins read them, and a list needs a limit of at most 50', async () => {
    const latest = (db: Firestore, count?: number) =>
      getDocs(
        count === undefined
          ? query(activities(db), orderBy('timestamp', 'desc'))
          : query(activities(db), orderBy('timestamp', 'desc'), limit(count)),
      );
    await assertSucceeds(latest(rules.as.admin, 5));
    await assertSucceeds(latest(rules.as.admin, 50));
    await assertFails(latest(rules.as.admin, 51));
    await assertFails(latest(rules.as.admin));
    await assertSucceeds(getDoc(act1(rules.as.admin)));
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(latest(db, 5));
      await assertFails(getDoc(act1(db)));
    }
  });

  it('nobody edits the log; only admins delete from it', async () => {
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(updateDoc(act1(db), { text: '바뀐 기록' }));
    }
    for (const db of [rules.as.anonymous, rules.as.user]) await assertFails(deleteDoc(act1(db)));
    await assertSucceeds(deleteDoc(act1(rules.as.admin)));
  });
});
