import { HERO_COPY_PATH } from './constants';
import { emulatorHost, firebaseConfig } from './env';

interface HeroCopySettings {
  backend: 'demo' | 'firebase';
  /** The Firebase Storage bucket (VITE_FIREBASE_STORAGE_BUCKET). */
  bucket: string;
  /** Set when the app talks to local emulators (VITE_FIREBASE_EMULATOR_HOST). */
  emulatorHost: string;
}

/**
 * The public address of the hero's copy in Cloud Storage (HERO_COPY_PATH, kept in step with the hero by the
 * functions): Firebase Storage's download address without a token, which storage.rules let anyone get. Null in the
 * demo build (its pictures ship with it) and against the local emulators (no function keeps a copy there).
 */
export function heroCopyUrlFor({ backend, bucket, emulatorHost: emulator }: HeroCopySettings): string | null {
  if (backend !== 'firebase' || !bucket || emulator) return null;
  return `https://firebasestorage.googleapis.com/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(HERO_COPY_PATH)}?alt=media`;
}

/** This build's address of the hero's copy (see heroCopyUrlFor), or null. */
export const heroCopyUrl = heroCopyUrlFor({ backend: __BACKEND_KIND__, bucket: firebaseConfig.storageBucket, emulatorHost });
