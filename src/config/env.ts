/**
 * The VITE_* environment variables the app reads, in one place (documented in .env.example).
 * Vite inlines them at build time.
 */
const env = import.meta.env;

function read(name: string): string {
  const value: unknown = env[name];
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
  apiKey: read('VITE_FIREBASE_API_KEY'),
  authDomain: read('VITE_FIREBASE_AUTH_DOMAIN'),
  projectId: read('VITE_FIREBASE_PROJECT_ID'),
  storageBucket: read('VITE_FIREBASE_STORAGE_BUCKET'),
  messagingSenderId: read('VITE_FIREBASE_MESSAGING_SENDER_ID'),
  appId: read('VITE_FIREBASE_APP_ID'),
};

/** Set when the app should talk to local emulators (npm run dev:emulators). */
export const emulatorHost = read('VITE_FIREBASE_EMULATOR_HOST');

export const naverMapClientId = read('VITE_NAVER_MAP_CLIENT_ID');
export const appCheckSiteKey = read('VITE_APPCHECK_SITE_KEY');
export const appCheckDebugToken = read('VITE_APPCHECK_DEBUG_TOKEN');

/** Public origin of the site for canonical and Open Graph URLs, e.g. https://example.co.kr */
export const siteUrl = read('VITE_SITE_URL').replace(/\/+$/, '');
