import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, type FirebaseSettings } from './settings';

/**
 * Firestore Lite (REST, no local cache, no live listeners): about 23 KB gzip instead of about 125 KB for the
 * full SDK, so the public pages stay light. Every read and write of the adapter goes through it; only the
 * admin's live activity list loads the full SDK (admin-activities-live.ts).
 */
const connected = new WeakSet<Firestore>();

export function liteFirestore(settings: FirebaseSettings): Firestore {
  const db = getFirestore(firebaseApp(settings));
  if (settings.emulatorHost && !connected.has(db)) {
    connectFirestoreEmulator(db, settings.emulatorHost, EMULATOR_PORTS.firestore);
    connected.add(db);
  }
  return db;
}
