import { addDoc, collection, getCountFromServer, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/config/collections';
import { MAX_QUERY_LIMIT } from '@/config/limits';
import { inquirySearchKeys } from '@/domain/inquiry-search';
import { assertFails, assertSucceeds, describe, it, setUpRulesEnvironment } from './support/rules-env';
import { newInquiry } from './support/rules-fixtures';

/**
 * firestore.rules' inquirySearchKeysOf mirrors src/domain/inquiry-search.ts: an inquiry is accepted with exactly the
 * keys the app derives from its name and phone (or, from a page opened before the keys existed, none), never with
 * keys that would list it under another name or number. The admin's filtered list and count queries are allowed.
 */
const rules = setUpRulesEnvironment();
const inquiries = (db: Firestore) => collection(db, COLLECTIONS.inquiries);
const withKeys = (name: string, phone: string, keys = inquirySearchKeys(name, phone)) => newInquiry({ name, phone, searchKeys: keys });

/**
 * Names and phone numbers as visitors type them: blanks inside and around, other scripts, emoji; the numbers in every
 * shape the phone rule (src/domain/phone.ts isPhoneNumber, also in the rules) lets through.
 */
const SAMPLES: [name: string, phone: string][] = [
  ['박서연', '010-2345-6789'],
  ['박 서연', '010 2345 6789'],
  ['\u3000이도윤\u3000', '033-742-1188'],
  ['남궁\u200b민수', '02 123 4567'],
  ['John Smith', '010\u30001234\u30005678'],
  ['강지호 😀', '1588-1234'],
  ['\u2066홍길동\u2069', ' 010-1234-5678\u00a0'],
  ['최민준', '0504-1234-5678'],
  ['오태현', '0212345678'],
  ['Ｎａｍｅ𝒳', '010 - 5555 - 1234'],
];

describe('inquiry search keys', () => {
  it("accepts the app's keys for every kind of name and number, and an inquiry without keys", async () => {
    const db = rules.as.anonymous;
    for (const [name, phone] of SAMPLES) {
      await assertSucceeds(addDoc(inquiries(db), withKeys(name, phone))).catch((error: unknown) => {
        throw new Error(`${name} / ${phone} (${JSON.stringify(inquirySearchKeys(name, phone))}) refused: ${String(error)}`);
      });
    }
    await assertSucceeds(addDoc(inquiries(db), newInquiry()));
  });

  it('refuses keys that would file the inquiry under another name or number', async () => {
    const db = rules.as.anonymous;
    const [nameKey, phoneKey, tail4, tail7, tail8] = inquirySearchKeys('박서연', '010-2345-6789');
    const forged: string[][] = [
      inquirySearchKeys('김철수', '010-2345-6789'),
      inquirySearchKeys('박서연', '010-9999-9999'),
      ['n:김철수', phoneKey!, tail4!, tail7!, tail8!],
      [nameKey!, phoneKey!, 't4:0000', tail7!, tail8!],
      [nameKey!, phoneKey!, tail4!, tail7!],
      [nameKey!, phoneKey!, tail4!, tail7!, tail8!, 'n:김철수'],
      [phoneKey!, nameKey!, tail4!, tail7!, tail8!],
      [],
    ];
    for (const keys of forged) {
      await assertFails(addDoc(inquiries(db), withKeys('박서연', '010-2345-6789', keys))).catch((error: unknown) => {
        throw new Error(`${JSON.stringify(keys)} accepted: ${String(error)}`);
      });
    }
    await assertFails(addDoc(inquiries(db), newInquiry({ searchKeys: 'n:박서연' })));
  });

  it("allows the admin's filtered lists and counts (status, period, search) with a limit, and nothing without one", async () => {
    const { admin } = rules.as;
    const filtered = query(
      inquiries(admin),
      where('searchKeys', 'array-contains', 'n:박서연'),
      where('status', '==', '신규'),
      where('submittedAt', '>=', new Date('2026-11-23T00:00:00+09:00')),
      where('submittedAt', '<', new Date('2026-11-30T00:00:00+09:00')),
      orderBy('submittedAt', 'desc'),
    );
    await assertSucceeds(getDocs(query(filtered, limit(8))));
    await assertSucceeds(getCountFromServer(query(filtered, limit(MAX_QUERY_LIMIT))));
    await assertFails(getDocs(filtered));
    await assertFails(getCountFromServer(filtered));
    // Visitors and signed-in non-admins list nothing, filtered or not.
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDocs(query(inquiries(db), where('searchKeys', 'array-contains', 'n:박서연'), limit(8))));
    }
  });
});
