import { collection, doc, getDoc, getDocs, limit, query, runTransaction, where, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS, HERO_SETTINGS_ID } from '@/config/collections';
import { MAX_PAGE_SIZE } from '@/config/limits';

export function heroSettingsRef(db: Firestore) {
  return doc(db, COLLECTIONS.settings, HERO_SETTINGS_ID);
}

/**
 * Data from before settings/hero existed: flags on photos, no settings document. firestore.rules accept no new hero
 * flag until settings/hero exists, and its first version only records what is there (they cannot query the flags,
 * so they cannot rule out a second hero otherwise). This writes that first version once: the hero visitors see
 * now stays (the public page shows the first flagged photo in the query's order, by document id) and every other
 * old flag is cleared, in one transaction; with no flagged photo it records none (null). Nothing is written when
 * settings/hero exists. Called before a first setHeroPhoto and when an administrator signs in.
 */
export async function ensureHeroSettings(db: Firestore): Promise<void> {
  if ((await getDoc(heroSettingsRef(db))).exists()) return;
  // Queries cannot run inside a client transaction: find the flagged photos first (old data has one or two), then
  // read each again in the transaction, which Firestore retries if any of them changes meanwhile.
  const flagged = await getDocs(query(collection(db, COLLECTIONS.images), where('isHeroImage', '==', true), limit(MAX_PAGE_SIZE)));
  await runTransaction(db, async (transaction) => {
    const settings = await transaction.get(heroSettingsRef(db));
    if (settings.exists()) return;
    const current = await Promise.all(flagged.docs.map((photo) => transaction.get(photo.ref)));
    const [kept, ...others] = current.filter((photo) => photo.exists() && photo.get('isHeroImage') === true);
    for (const photo of others) transaction.update(photo.ref, { isHeroImage: false });
    transaction.set(heroSettingsRef(db), { imageId: kept ? kept.id : null });
  });
}
