/**
 * The VITE_* environment variables the app reads, in one place (documented in .env.example).
 * Vite inlines them at build time (each read by its full name: a dynamic lookup would ship every variable).
 */
function read(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export const firebaseConfig: FirebaseWebConfig = {
  apiKey: read(import.meta.env.VITE_FIREBASE_API_KEY),
  authDomain: read(import.meta.env.VITE_FIREBASE_AUTH_DOMAIN),
  projectId: read(import.meta.env.VITE_FIREBASE_PROJECT_ID),
  storageBucket: read(import.meta.env.VITE_FIREBASE_STORAGE_BUCKET),
  messagingSenderId: read(import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID),
  appId: read(import.meta.env.VITE_FIREBASE_APP_ID),
};

/** Set when the app should talk to local emulators (npm run dev:emulators). */
export const emulatorHost = read(import.meta.env.VITE_FIREBASE_EMULATOR_HOST);
/** False when the emulators run without a Storage emulator (npm run dev:emulators on Java < 21). */
export const storageEmulator = read(import.meta.env.VITE_FIREBASE_STORAGE_EMULATOR) !== 'off';

export const naverMapClientId = read(import.meta.env.VITE_NAVER_MAP_CLIENT_ID);
export const appCheckSiteKey = read(import.meta.env.VITE_APPCHECK_SITE_KEY);
export const appCheckDebugToken = read(import.meta.env.VITE_APPCHECK_DEBUG_TOKEN);
/** The Web Push (VAPID) public key staff devices subscribe with (docs/staff-push.md); read only by the admin. */
export const vapidPublicKey = read(import.meta.env.VITE_VAPID_PUBLIC_KEY);

/** Public origin of the site for canonical and Open Graph URLs, e.g. https://example.co.kr */
export const siteUrl = read(import.meta.env.VITE_SITE_URL).replace(/\/+$/, '');
