import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, type FirebaseSettings } from './settings';

/**
 * The full Firestore SDK (about 125 KB gzip), for live listeners (onSnapshot) only: the dashboard's recent activities
 * (admin-activities-live.ts), the admin's new-inquiry count (new-inquiries-live.ts) and its new-review count
 * (new-reviews-live.ts). Only those three modules import this, and each is imported on demand when its subscription
 * starts, so neither the public pages nor the admin's first screen wait for it. Every other read and write uses Firestore Lite (firestore-lite.ts).
 */
const connected = new WeakSet<Firestore>();

export function fullFirestore(settings: FirebaseSettings): Firestore {
  const db = getFirestore(firebaseApp(settings));
  if (settings.emulatorHost && !connected.has(db)) {
    connectFirestoreEmulator(db, settings.emulatorHost, EMULATOR_PORTS.firestore);
    connected.add(db);
  }
  return db;
}
