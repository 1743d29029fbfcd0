import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseAdapter } from '@/backend/firebase/adapter';
import { COLLECTIONS } from '@/config/collections';
import { inquirySearchKeys } from '@/domain/inquiry-search';
import { appKeysOf, backfillSearchKeys } from '../../scripts/firebase/inquiry-search-keys.mjs';
import { inquiryDoc } from '../backend/contract/fixtures';
import { adminSdk } from './support/admin-sdk';
import { CONTRACT_PROJECT, clearFirestore, emulatorAdapterSettings, loadFirestoreRules } from './support/emulator-env';

/**
 * Inquiries stored before the search existed have no searchKeys: `npm run inquiries:search-keys -- --write` gives
 * them theirs (paged reads, nothing else touched), after which the admin's search finds them on the Firebase
 * adapter (firestore.rules loaded). A second run writes nothing.
 */
const PROJECT = CONTRACT_PROJECT;
const ADMIN = { email: 'admin@example.com', password: 'demo1234', admin: true };
const admin = adminSdk(PROJECT);

beforeAll(async () => {
  setLogLevel('error');
  await loadFirestoreRules(PROJECT);
  await clearFirestore(PROJECT);
  await admin.ensureUser(ADMIN);
});

afterAll(async () => {
  await admin.dispose();
});

describe('npm run inquiries:search-keys', () => {
  it('adds the keys old inquiries lack (a decomposed name as composed), then the search finds them', async () => {
    await admin.seed({
      inquiries: [
        inquiryDoc(1, { name: '박서연', phone: '010-2345-6789' }),
        inquiryDoc(2, { name: '한지민'.normalize('NFD'), phone: '010-1212-3434' }),
        { ...inquiryDoc(3, { name: '오태현', phone: '010-6060-2020' }), searchKeys: inquirySearchKeys('오태현', '010-6060-2020') },
        { ...inquiryDoc(4, { name: '이도윤', phone: '033-742-1188' }), searchKeys: ['n:someone-else'] },
      ],
    });
    const keysOf = await appKeysOf();
    const dry = await backfillSearchKeys(admin.db, keysOf, { pageSize: 1 });
    expect(dry.checked).toBe(4);
    expect(dry.changes.map((change) => change.id).sort()).toEqual(['inq-01', 'inq-02', 'inq-04']);
    expect((await admin.db.collection(COLLECTIONS.inquiries).doc('inq-01').get()).get('searchKeys')).toBeUndefined();

    await backfillSearchKeys(admin.db, keysOf, { write: true, pageSize: 2 });
    expect((await backfillSearchKeys(admin.db, keysOf)).changes).toEqual([]);
    const stored = await admin.db.collection(COLLECTIONS.inquiries).doc('inq-02').get();
    expect(stored.get('name')).toBe('한지민'.normalize('NFD'));
    expect(stored.get('searchKeys')).toEqual(inquirySearchKeys('한지민', '010-1212-3434'));

    const adapter = createFirebaseAdapter({
      settings: emulatorAdapterSettings(`search-keys-${Date.now()}`),
    });
    try {
      await (await adapter.authBackend()).signIn(ADMIN.email, ADMIN.password);
      const backend = await adapter.adminBackend();
      const found = async (search: string) =>
        (await backend.getInquiryPage({ pageSize: 7, direction: 'initial', search })).items.map((item) => item.id);
      expect(await found('박서연')).toEqual(['inq-01']);
      expect(await found('한지민')).toEqual(['inq-02']);
      expect(await found('1188')).toEqual(['inq-04']);
      expect(await found('someone-else')).toEqual([]);
    } finally {
      await (await adapter.authBackend()).signOut();
      await adapter.dispose();
    }
  });
});
