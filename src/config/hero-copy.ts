import { HERO_COPY_PATHS } from './collections';
import { emulatorHost, firebaseConfig } from './env';

interface HeroCopySettings {
  backend: 'demo' | 'firebase';
  /** The Firebase Storage bucket (VITE_FIREBASE_STORAGE_BUCKET). */
  bucket: string;
  /** Set when the app talks to local emulators (VITE_FIREBASE_EMULATOR_HOST). */
  emulatorHost: string;
}

/** The hero's copies by their public addresses: the display file and the phone file, as a hero picture names them. */
export interface HeroCopy {
  imageUrl: string;
  thumbnailUrl: string;
}

/**
 * The public addresses of the hero's copies in Cloud Storage (HERO_COPY_PATHS, kept in step with the hero by the
 * functions): Firebase Storage's download addresses without a token, which storage.rules let anyone get. Null in
 * the demo build (its pictures ship with it) and against the local emulators (no function keeps copies there).
 */
export function heroCopyFor({ backend, bucket, emulatorHost: emulator }: HeroCopySettings): HeroCopy | null {
  if (backend !== 'firebase' || !bucket || emulator) return null;
  const address = (path: string) =>
    `https://firebasestorage.googleapis.com/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media`;
  return { imageUrl: address(HERO_COPY_PATHS.display), thumbnailUrl: address(HERO_COPY_PATHS.phone) };
}

/** This build's hero copies (see heroCopyFor), or null. */
export const heroCopy = heroCopyFor({ backend: __BACKEND_KIND__, bucket: firebaseConfig.storageBucket, emulatorHost });
