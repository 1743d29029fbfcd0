#!/usr/bin/env node
/**
 * npm run inquiries:search-keys [-- --write] [--project ID]
 *
 * Inquiries stored before the admin's search existed have no `searchKeys` (src/domain/inquiry-search.ts), so no
 * search finds them (they are still listed and filtered by status and period). This lists (dry run, the default) or
 * writes (--write) the keys of every inquiry that lacks them or holds others than its name and phone give, reading
 * in pages of PAGE_SIZE documents. Keys come from the name in Unicode NFC (what the app stores and staff type);
 * nothing else of an inquiry is touched. Run it once after deploying the search; running it again writes nothing.
 * - Emulators: when FIRESTORE_EMULATOR_HOST is set (npm run emulators -- node scripts/firebase/inquiry-search-keys.mjs).
 * - Production: GOOGLE_APPLICATION_CREDENTIALS (a service-account key, role Cloud Datastore User) and --project ID.
 */
import { resolve } from 'node:path';
import { FieldPath } from 'firebase-admin/firestore';
import { runnerImport } from 'vite';
import { srcAlias } from '../lib/src-alias.mjs';
import { ROOT } from '../emulators/config.mjs';
import { dataScriptTarget, runWhenMain } from './data-script.mjs';

export const INQUIRIES_COLLECTION = 'inquiries';
export const PAGE_SIZE = 300;

/** @typedef {(name: string, phone: string) => string[]} KeysOf */

/** The app's key function (TypeScript, loaded through Vite). @returns {Promise<KeysOf>} */
export async function appKeysOf() {
  const { module } = await runnerImport(resolve(ROOT, 'src/domain/inquiry-search.ts'), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [srcAlias] },
  });
  return module.inquirySearchKeys;
}

/** @param {unknown} a @param {string[]} b */
const sameKeys = (a, b) => Array.isArray(a) && a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * Every inquiry whose keys are missing or wrong, with the keys it should have; written when `write`.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {KeysOf} keysOf
 * @param {{ write?: boolean, pageSize?: number }} [options]
 */
export async function backfillSearchKeys(db, keysOf, { write = false, pageSize = PAGE_SIZE } = {}) {
  let checked = 0;
  /** @type {{ id: string, keys: string[] }[]} */
  const changes = [];
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    const page = db.collection(INQUIRIES_COLLECTION).orderBy(FieldPath.documentId()).select('name', 'phone', 'searchKeys').limit(pageSize);
    const snapshot = await (last ? page.startAfter(last) : page).get();
    const batch = db.batch();
    let pending = 0;
    for (const inquiry of snapshot.docs) {
      checked += 1;
      const name = String(inquiry.get('name') ?? '').normalize('NFC');
      const keys = keysOf(name, String(inquiry.get('phone') ?? ''));
      if (sameKeys(inquiry.get('searchKeys'), keys)) continue;
      changes.push({ id: inquiry.id, keys });
      if (write) {
        batch.update(inquiry.ref, { searchKeys: keys });
        pending += 1;
      }
    }
    if (pending > 0) await batch.commit();
    if (snapshot.docs.length < pageSize) return { checked, changes };
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}

async function main() {
  const target = dataScriptTarget('npm run inquiries:search-keys');
  if (typeof target === 'number') return target;
  const { db, write, where } = target;
  const { checked, changes } = await backfillSearchKeys(db, await appKeysOf(), { write });
  console.log(`${checked} inquiries checked in ${where}: ${changes.length} without their search keys.`);
  if (changes.length > 0)
    console.log(write ? `Wrote the search keys of ${changes.length} inquiries.` : 'Dry run: nothing was written. Run again with --write.');
  return 0;
}

runWhenMain(import.meta.url, main);
