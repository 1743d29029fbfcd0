import { addDoc, collection, deleteField, doc, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/config/collections';
import { INQUIRY_LIMITS, STAFF_NOTE_MAX } from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { ADMIN_UID, assertFails, assertSucceeds, describe, it, setUpRulesEnvironment, USER_UID } from './support/rules-env';
import { activityFields, newInquiry } from './support/rules-fixtures';

/**
 * firestore.rules for the admin-only staff note on an inquiry: admins change only `status` and
 * `staffNote` (a string of at most STAFF_NOTE_MAX, or null); visitors never write it; its inquiry_note activity
 * names the inquiry and whether a note is left, never the note.
 */
const rules = setUpRulesEnvironment();
const inquiries = (db: Firestore) => collection(db, COLLECTIONS.inquiries);
const inq1 = (db: Firestore) => doc(db, COLLECTIONS.inquiries, 'inq-1');
const activities = (db: Firestore) => collection(db, COLLECTIONS.activities);

describe('inquiry staff note', () => {
  it('admins set, change and clear it, up to STAFF_NOTE_MAX characters', async () => {
    const ref = inq1(rules.as.admin);
    await assertSucceeds(updateDoc(ref, { staffNote: '다음 주 화요일 현장 방문' }));
    await assertSucceeds(updateDoc(ref, { staffNote: 'x'.repeat(STAFF_NOTE_MAX) }));
    await assertSucceeds(updateDoc(ref, { staffNote: null }));
    await assertSucceeds(updateDoc(ref, { status: '확인중', staffNote: '통화함' }));
  });

  it('refuses a note that is too long, not text, or removed as a field', async () => {
    const ref = inq1(rules.as.admin);
    await assertFails(updateDoc(ref, { staffNote: 'x'.repeat(STAFF_NOTE_MAX + 1) }));
    for (const value of [42, true, ['메모'], { text: '메모' }]) await assertFails(updateDoc(ref, { staffNote: value }));
    await assertSucceeds(updateDoc(ref, { staffNote: '메모' }));
    await assertFails(updateDoc(ref, { staffNote: deleteField() }));
  });

  it('admins still cannot change what the visitor sent, with or without a note', async () => {
    const ref = inq1(rules.as.admin);
    for (const change of [
      { name: '다른 이름' },
      { phone: '010-0000-0000' },
      { email: 'other@example.com' },
      { message: '고친 내용' },
      { submittedAt: null },
      { privacyConsentVersion: 'v2' },
      { staffNote: '메모', name: '다른 이름' },
      { staffNote: '메모', phone: '010-0000-0000' },
      { status: '확인중', email: null },
    ]) {
      await assertFails(updateDoc(ref, change));
    }
  });

  it('visitors and non-admins cannot set it, on create or update', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(addDoc(inquiries(db), newInquiry({ staffNote: '관리자 메모인 척' })));
      await assertFails(addDoc(inquiries(db), newInquiry({ staffNote: null })));
      await assertFails(updateDoc(inq1(db), { staffNote: '메모' }));
    }
    await assertSucceeds(addDoc(inquiries(rules.as.anonymous), newInquiry()));
  });
});

describe('inquiry_note activity', () => {
  const draft = (hasNote: boolean) => activityDrafts.inquiryNote('inq-1', '홍길동', hasNote, ADMIN_UID);

  it('admins log a note saved or cleared', async () => {
    await assertSucceeds(addDoc(activities(rules.as.admin), activityFields(draft(true))));
    await assertSucceeds(addDoc(activities(rules.as.admin), activityFields(draft(false))));
  });

  it('refuses the note text or other details, and non-admins', async () => {
    const db = rules.as.admin;
    const withDetails = (details: unknown) => activityFields({ ...draft(true), details: details as Record<string, unknown> });
    await assertFails(addDoc(activities(db), withDetails({ inquiryName: '홍길동', hasNote: true, note: '화요일 방문' })));
    await assertFails(addDoc(activities(db), withDetails({ inquiryName: '홍길동', hasNote: 'yes' })));
    await assertFails(addDoc(activities(db), withDetails({ inquiryName: '홍길동' })));
    await assertFails(addDoc(activities(db), withDetails({ inquiryName: 'x'.repeat(INQUIRY_LIMITS.name + 1), hasNote: true })));
    await assertFails(addDoc(activities(db), withDetails({ inquiryName: '홍길동', inquiryEmail: 'hong@example.com', hasNote: true })));
    await assertFails(addDoc(activities(rules.as.user), activityFields({ ...draft(true), userId: USER_UID })));
    await assertFails(addDoc(activities(rules.as.anonymous), activityFields({ ...draft(true), userId: null })));
  });
});
