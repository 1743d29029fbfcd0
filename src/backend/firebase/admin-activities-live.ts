import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '../../config/constants';
import type { Activity } from '../../domain/types';
import type { Unsubscribe } from '../port';
import { firebaseApp } from './app';
import { toActivity } from './mappers';
import { toBackendError } from '../shared/errors';
import { EMULATOR_PORTS, type FirebaseSettings } from './settings';

/**
 * The only use of the full Firestore SDK (about 125 KB gzip): the dashboard's live list of the latest activities
 * (spec 7 "Live subscription"). It is imported on demand by admin-activities.ts, so neither the public pages nor
 * the other admin screens load it.
 */
const connected = new WeakSet<Firestore>();

function fullFirestore(settings: FirebaseSettings): Firestore {
  const db = getFirestore(firebaseApp(settings));
  if (settings.emulatorHost && !connected.has(db)) {
    connectFirestoreEmulator(db, settings.emulatorHost, EMULATOR_PORTS.firestore);
    connected.add(db);
  }
  return db;
}

export function listenToRecentActivities(
  settings: FirebaseSettings,
  count: number,
  onChange: (activities: Activity[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const db = fullFirestore(settings);
  const latest = query(collection(db, COLLECTIONS.activities), orderBy('timestamp', 'desc'), limit(count));
  return onSnapshot(
    latest,
    (snapshot) => onChange(snapshot.docs.map((document) => toActivity(document.id, document.data({ serverTimestamps: 'estimate' })))),
    (error) => onError(toBackendError(error)),
  );
}
