import { Timestamp, addDoc, collection, deleteField, doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/config/collections';
import { assertFails, assertSucceeds, describe, it, setUpRulesEnvironment } from './support/rules-env';
import { newInquiry } from './support/rules-fixtures';

/**
 * firestore.rules for the first-contact clock (Inquiry.firstContactAt): only administrators set it, only once, to
 * the request's time, never before the inquiry was submitted; visitors never write it.
 */
const rules = setUpRulesEnvironment();
const inq1 = (db: Firestore) => doc(db, COLLECTIONS.inquiries, 'inq-1');

describe('inquiry first contact', () => {
  it('an admin sets it once, at the server time, alone or with the status', async () => {
    await assertSucceeds(updateDoc(inq1(rules.as.admin), { firstContactAt: serverTimestamp() }));
    await assertFails(updateDoc(inq1(rules.as.admin), { firstContactAt: serverTimestamp() }));
    await assertFails(updateDoc(inq1(rules.as.admin), { firstContactAt: null }));
    await assertFails(updateDoc(inq1(rules.as.admin), { firstContactAt: deleteField() }));
    // The status still changes freely afterwards.
    await assertSucceeds(updateDoc(inq1(rules.as.admin), { status: '확인중' }));
  });

  it('with a status change past 신규, in one write', async () => {
    await assertSucceeds(updateDoc(inq1(rules.as.admin), { status: '확인중', firstContactAt: serverTimestamp() }));
  });

  it('refuses a time of the client, past or future, and anything that is no time', async () => {
    const ref = inq1(rules.as.admin);
    await assertFails(updateDoc(ref, { firstContactAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    await assertFails(updateDoc(ref, { firstContactAt: Timestamp.fromMillis(Date.now() + 60_000) }));
    for (const value of ['지금', 42, true, null]) await assertFails(updateDoc(ref, { firstContactAt: value }));
  });

  it('never before the inquiry was submitted', async () => {
    await rules.seed((db) =>
      setDoc(doc(db, COLLECTIONS.inquiries, 'inq-future'), {
        name: '미래',
        phone: '010-1111-2222',
        message: '시계가 앞선 문의',
        status: '신규',
        submittedAt: Timestamp.fromMillis(Date.now() + 3_600_000),
      }),
    );
    await assertFails(updateDoc(doc(rules.as.admin, COLLECTIONS.inquiries, 'inq-future'), { firstContactAt: serverTimestamp() }));
  });

  it('an old inquiry without a time takes it', async () => {
    await rules.seed((db) =>
      setDoc(doc(db, COLLECTIONS.inquiries, 'inq-old'), { name: '예전', phone: '010-1111-2222', message: '예전 문의', status: '신규' }),
    );
    await assertSucceeds(updateDoc(doc(rules.as.admin, COLLECTIONS.inquiries, 'inq-old'), { firstContactAt: serverTimestamp() }));
  });

  it('visitors and signed-in non-admins never write it, on create or update', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(updateDoc(inq1(db), { firstContactAt: serverTimestamp() }));
      await assertFails(addDoc(collection(db, COLLECTIONS.inquiries), newInquiry({ firstContactAt: serverTimestamp() })));
      await assertFails(addDoc(collection(db, COLLECTIONS.inquiries), newInquiry({ firstContactAt: null })));
    }
  });
});
