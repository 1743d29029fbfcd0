import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@/config/collections';
import {
  INQUIRY_PHOTO_LIMITS,
  INQUIRY_LIMITS,
  INQUIRY_RETENTION_DAYS,
  MAX_QUERY_LIMIT,
  PRIVACY_CONSENT_VERSION,
  RETAIN_UNTIL_TOLERANCE_MINUTES,
} from '@/config/limits';
import { CALL_TIMES, INQUIRY_REGIONS, WORK_TYPES } from '@/domain/categories';
import { isPhoneNumber } from '@/domain/phone';
import { MALFORMED_EMAILS, PLAUSIBLE_EMAILS } from '../support/email-addresses';
import { KOREAN_PHONE_NUMBERS, NOT_PHONE_NUMBERS } from '../support/korean-phone-numbers';
import { assertFails, assertSucceeds, clientTime, describe, expect, it, setUpRulesEnvironment } from './support/rules-env';
import { DAY_MS, newInquiry } from './support/rules-fixtures';

/** firestore.rules for inquiries: anyone creates one well-formed inquiry; only admins read, change status, delete. */
const rules = setUpRulesEnvironment();
const inquiries = (db: Firestore) => collection(db, COLLECTIONS.inquiries);
const inq1 = (db: Firestore) => doc(db, COLLECTIONS.inquiries, 'inq-1');

describe('inquiries', () => {
  it('anyone creates a well-formed inquiry (e-mail optional)', async () => {
    await assertSucceeds(addDoc(inquiries(rules.as.anonymous), newInquiry()));
    await assertSucceeds(addDoc(inquiries(rules.as.anonymous), newInquiry({ email: null })));
    await assertSucceeds(addDoc(inquiries(rules.as.user), newInquiry()));
  });

  it('accepts the limits of INQUIRY_LIMITS exactly, and refuses one character more', async () => {
    const db = rules.as.anonymous;
    const atLimit = {
      name: 'n'.repeat(INQUIRY_LIMITS.name),
      phone: '010-1234-5678'.padEnd(INQUIRY_LIMITS.phone, ' '),
      email: `${'e'.repeat(INQUIRY_LIMITS.email - '@example.com'.length)}@example.com`,
      message: 'm'.repeat(INQUIRY_LIMITS.message),
    };
    await assertSucceeds(addDoc(inquiries(db), newInquiry(atLimit)));
    for (const [field, value] of Object.entries(atLimit)) {
      await assertFails(addDoc(inquiries(db), newInquiry({ [field]: `${value}${field === 'phone' ? ' ' : 'x'}` })));
    }
  });

  it("takes a phone number only by the app's one rule (src/domain/phone.ts isPhoneNumber)", async () => {
    const db = rules.as.anonymous;
    for (const [typed, shown] of KOREAN_PHONE_NUMBERS) {
      await assertSucceeds(addDoc(inquiries(db), newInquiry({ phone: typed })));
      await assertSucceeds(addDoc(inquiries(db), newInquiry({ phone: shown.replace(/-/g, '\u3000') })));
    }
    for (const phone of [...NOT_PHONE_NUMBERS, '연락처', '010-1234-567a', '+82 10 1234 5678', '010.1234.5678', '<script>']) {
      expect(isPhoneNumber(phone), phone).toBe(false);
      await assertFails(addDoc(inquiries(db), newInquiry({ phone })));
    }
  });

  it('refuses malformed inquiries', async () => {
    const db = rules.as.anonymous;
    await assertFails(addDoc(inquiries(db), newInquiry({ extra: 'x' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ status: '답변완료' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ submittedAt: clientTime() })));
    await assertFails(addDoc(inquiries(db), newInquiry({ privacyConsentAt: Timestamp.fromMillis(Date.now() - DAY_MS) })));
    await assertFails(addDoc(inquiries(db), newInquiry({ phone: '   ' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ name: '' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ message: ' \n ' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ email: 42 })));
    await assertFails(addDoc(inquiries(db), newInquiry({ privacyConsentVersion: '' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ message: 'x'.repeat(100_000) })));
    const { privacyConsentAt: _omitted, ...withoutConsent } = newInquiry();
    await assertFails(addDoc(inquiries(db), withoutConsent));
  });

  it('only admins read them', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDoc(inq1(db)));
      await assertFails(getDocs(query(inquiries(db), limit(7))));
    }
    await assertSucceeds(getDoc(inq1(rules.as.admin)));
    await assertSucceeds(getDocs(query(inquiries(rules.as.admin), orderBy('submittedAt', 'desc'), limit(8))));
  });

  it('admins list them only with a limit of at most MAX_QUERY_LIMIT (6); counts too carry that limit', async () => {
    const { admin } = rules.as;
    const newest = query(inquiries(admin), where('status', '==', '신규'));
    await assertSucceeds(getDocs(query(inquiries(admin), orderBy('submittedAt', 'desc'), limit(MAX_QUERY_LIMIT))));
    await assertFails(getDocs(query(inquiries(admin), orderBy('submittedAt', 'desc'), limit(MAX_QUERY_LIMIT + 1))));
    await assertFails(getDocs(query(inquiries(admin), orderBy('submittedAt', 'desc'))));
    await assertFails(getDocs(inquiries(admin)));
    await assertFails(getDocs(newest));
    await assertSucceeds(getCountFromServer(query(newest, limit(MAX_QUERY_LIMIT))));
    await assertSucceeds(getCountFromServer(query(inquiries(admin), limit(MAX_QUERY_LIMIT))));
    await assertFails(getCountFromServer(inquiries(admin)));
    await assertFails(getCountFromServer(query(inquiries(rules.as.user), limit(MAX_QUERY_LIMIT))));
  });

  it('refuses a name, phone or message made only of Unicode blanks (1)', async () => {
    const db = rules.as.anonymous;
    const blanks = ['\u3000', '\u3000\u3000\u3000', '\u00a0', '\u200b', '\ufeff', '\u200b \u3000\u00a0\ufeff', '\u3164', '\u2028\u0085'];
    for (const field of ['name', 'phone', 'message']) {
      for (const blank of blanks) await assertFails(addDoc(inquiries(db), newInquiry({ [field]: blank })));
    }
    // Real text with such characters around or inside it is fine.
    await assertSucceeds(
      addDoc(inquiries(db), newInquiry({ name: '\u3000홍길동\u3000', phone: '010\u00a01234\u00a05678', message: '지붕\u200b누수' })),
    );
  });

  it('refuses text that shows nothing: format characters, Braille blank, variation selectors, CGJ, fillers, tags', async () => {
    const db = rules.as.anonymous;
    // What an attack suite got through before: each alone in a required field.
    const attacks: Record<string, Record<string, string>> = {
      'name of LRM and RLM': { name: '\u200e\u200f' },
      'name of Braille blanks': { name: '\u2800\u2800\u2800' },
      'phone of bidi isolates U+2066-U+2069': { phone: '\u2066\u2067\u2068\u2069' },
      'message of VS16 and CGJ': { message: '\ufe0f\u034f\ufe0f' },
      'name of tag characters': { name: '\u{e0001}\u{e0041}\u{e007f}' },
      'message of supplementary variation selectors': { message: '\u{e0100}\u{e01ef}' },
      'name of bidi embeddings and ALM': { name: '\u202a\u202e\u061c' },
      'phone of invisible operators and word joiner': { phone: '\u2060\u2061\u2064' },
      'message of control characters': { message: '\u0000\u0007\u007f' },
      'name of Hangul fillers': { name: '\u115f\u1160\u3164\uffa0' },
      'message of interlinear annotation and Mongolian selectors': { message: '\ufff9\ufffb\u180b\u180f' },
    };
    for (const [what, fields] of Object.entries(attacks)) {
      await assertFails(addDoc(inquiries(db), newInquiry(fields))).catch((error: unknown) => {
        throw new Error(`${what} was accepted: ${String(error)}`);
      });
    }
    // Visible text with such characters inside or around it is fine (an emoji with its variation selector).
    await assertSucceeds(addDoc(inquiries(db), newInquiry({ name: '\u2066홍길동\u2069', message: '감사합니다 \u2764\ufe0f' })));
  });

  it('accepts only the current privacy notice version (2)', async () => {
    const db = rules.as.anonymous;
    await assertSucceeds(addDoc(inquiries(db), newInquiry({ privacyConsentVersion: PRIVACY_CONSENT_VERSION })));
    for (const version of [
      'v1',
      'x',
      'yes',
      '2020-01-01',
      `${PRIVACY_CONSENT_VERSION} `,
      ` ${PRIVACY_CONSENT_VERSION}`,
      '\u3000',
      null,
      true,
      1,
    ]) {
      await assertFails(addDoc(inquiries(db), newInquiry({ privacyConsentVersion: version })));
    }
  });

  it('accepts a missing (null) or plausible e-mail, never an empty or malformed one (3)', async () => {
    const db = rules.as.anonymous;
    for (const email of [null, ...PLAUSIBLE_EMAILS]) {
      await assertSucceeds(addDoc(inquiries(db), newInquiry({ email })));
    }
    for (const email of MALFORMED_EMAILS) await assertFails(addDoc(inquiries(db), newInquiry({ email })));
    const { email: _omitted, ...withoutEmail } = newInquiry();
    await assertFails(addDoc(inquiries(db), withoutEmail));
  });

  it('accepts each work type, region and time to call, or null; refuses any other value', async () => {
    const db = rules.as.anonymous;
    const choices = { workType: WORK_TYPES, region: INQUIRY_REGIONS, preferredCallTime: CALL_TIMES } as const;
    for (const [field, values] of Object.entries(choices)) {
      for (const value of [...values, null]) await assertSucceeds(addDoc(inquiries(db), newInquiry({ [field]: value })));
      for (const value of ['', 'x', '지붕', 1, true, ['roofing'], `${values[0]} `]) {
        await assertFails(addDoc(inquiries(db), newInquiry({ [field]: value })));
      }
      const { [field]: _omitted, ...without } = newInquiry();
      await assertFails(addDoc(inquiries(db), without));
    }
  });

  it('accepts a photo count from 0 to INQUIRY_PHOTO_LIMITS.maxFiles (a whole number) only', async () => {
    const db = rules.as.anonymous;
    for (let count = 0; count <= INQUIRY_PHOTO_LIMITS.maxFiles; count += 1) {
      await assertSucceeds(addDoc(inquiries(db), newInquiry({ photoCount: count })));
    }
    for (const count of [-1, INQUIRY_PHOTO_LIMITS.maxFiles + 1, 1.5, '2', null]) {
      await assertFails(addDoc(inquiries(db), newInquiry({ photoCount: count })));
    }
    const { photoCount: _omitted, ...without } = newInquiry();
    await assertFails(addDoc(inquiries(db), without));
  });

  it('accepts retainUntil only within RETAIN_UNTIL_TOLERANCE_MINUTES of now + INQUIRY_RETENTION_DAYS', async () => {
    const db = rules.as.anonymous;
    const due = Date.now() + INQUIRY_RETENTION_DAYS * DAY_MS;
    const minute = 60 * 1000;
    const tolerance = RETAIN_UNTIL_TOLERANCE_MINUTES * minute;
    for (const at of [due, due - tolerance + 5 * minute, due + tolerance - 5 * minute]) {
      await assertSucceeds(addDoc(inquiries(db), newInquiry({ retainUntil: Timestamp.fromMillis(at) })));
    }
    for (const at of [due - tolerance - 5 * minute, due + tolerance + 5 * minute, Date.now(), due + 365 * DAY_MS]) {
      await assertFails(addDoc(inquiries(db), newInquiry({ retainUntil: Timestamp.fromMillis(at) })));
    }
    for (const value of [null, due, new Date(due).toISOString()]) {
      await assertFails(addDoc(inquiries(db), newInquiry({ retainUntil: value })));
    }
    const { retainUntil: _omitted, ...without } = newInquiry();
    await assertFails(addDoc(inquiries(db), without));
  });

  it('never takes a staff note from a visitor', async () => {
    await assertFails(addDoc(inquiries(rules.as.anonymous), newInquiry({ staffNote: '메모' })));
    await assertFails(addDoc(inquiries(rules.as.anonymous), newInquiry({ staffNote: null })));
  });

  it('admins change only the status, to one of the three values', async () => {
    const ref = inq1(rules.as.admin);
    await assertSucceeds(updateDoc(ref, { status: '확인중' }));
    await assertSucceeds(updateDoc(ref, { status: '답변완료' }));
    await assertSucceeds(updateDoc(ref, { status: '신규' }));
    await assertFails(updateDoc(ref, { status: '보류' }));
    await assertFails(updateDoc(ref, { status: '확인중', name: '다른 이름' }));
    await assertFails(updateDoc(ref, { message: '고친 내용' }));
  });

  it('visitors and non-admins cannot update or delete; admins delete', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(updateDoc(inq1(db), { status: '확인중' }));
      await assertFails(deleteDoc(inq1(db)));
    }
    await assertSucceeds(deleteDoc(inq1(rules.as.admin)));
  });
});
