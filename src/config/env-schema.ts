import { z } from 'zod';

/**
 * The VITE_* environment, checked by vite.config.ts when it builds or serves, so a wrong configuration fails the
 * build loudly instead of silently building something else (a typo in one Firebase variable used to build the
 * demo). Every variable is documented in .env.example; src/config/env.ts and site.ts read them at run time.
 * Build-time only: the app never imports this file (zod stays out of the bundle).
 */

/** The six Firebase web-config variables: all six select the Firebase backend, none selects the demo backend. */
export const FIREBASE_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** Empty means unset (.env.example leaves the optional ones empty). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
const text = z.string().trim().min(1, 'a value');
/** A short line shown as it is (the 인증·보증 details). */
const line = (example: string) => text.max(80, `at most 80 characters, like ${example}`);
/** An https address on one of the given sites (a pasted link to the wrong site is an error, not a broken footer). */
const httpsOn = (hostname: RegExp, example: string) => z.url({ protocol: /^https$/, hostname, error: `an https address like ${example}` });

/** A search engine's verification token: the content="…" of its meta tag, letters, digits, - and _ only. */
const siteVerification = (example: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, `the content value of the verification meta tag only (letters, digits, - and _), like ${example}`);
/**
 * "How much, how soon" (src/config/estimates.ts reads them): one `<price> | <duration>` per work type, a price with a
 * digit and 원 (at most 40 characters) and a duration with a digit and a unit (at most 30). This file imports nothing
 * of the app (vite.config.ts loads it), so the names are listed here; tests/config/estimates-and-privacy-env.test.ts compares them
 * with estimates.ts and WORK_TYPES.
 */
export const ESTIMATE_VARIABLE_NAMES = [
  'VITE_ESTIMATE_ROOFING',
  'VITE_ESTIMATE_WATERPROOFING',
  'VITE_ESTIMATE_METAL_ROOFING',
  'VITE_ESTIMATE_EXTERIOR',
  'VITE_ESTIMATE_GROUND',
] as const;
const ESTIMATE_EXAMPLE = '평당 25만~40만 원 | 3~7일';
const estimate = z.string().superRefine((value, context) => {
  const [price = '', duration = '', ...rest] = value.split('|').map((part) => part.trim());
  const problem =
    rest.length > 0 || !price || !duration
      ? `a price and a duration separated by |, like ${ESTIMATE_EXAMPLE}`
      : price.length > 40 || !/\d/.test(price) || !price.includes('원')
        ? 'a price of at most 40 characters with 원, like 평당 25만~40만 원'
        : duration.length > 30 || !/\d/.test(duration) || !/(시간|일|주|개월)/.test(duration)
          ? 'a duration of at most 30 characters with 시간, 일, 주 or 개월, like 3~7일'
          : null;
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const estimateVariables = Object.fromEntries(ESTIMATE_VARIABLE_NAMES.map((name) => [name, optional(estimate)]));

/** The privacy officer's name and title (개인정보 보호책임자): short lines. */
const officerLine = (example: string) => text.max(40, `at most 40 characters, like ${example}`);
const phone = z
  .string()
  .trim()
  .regex(/^0\d{1,2}-\d{3,4}-\d{4}$|^1\d{3}-\d{4}$/, 'a phone number like 033-123-4567');

const schema = z
  .object({
    VITE_COMPANY_NAME: optional(text),
    VITE_COMPANY_NAME_EN: optional(text),
    VITE_COMPANY_REPRESENTATIVE: optional(text),
    VITE_COMPANY_BUSINESS_NUMBER: optional(
      z
        .string()
        .trim()
        .regex(/^\d{3}-\d{2}-\d{5}$/, 'a business number like 123-45-67890'),
    ),
    VITE_COMPANY_ADDRESS: optional(text),
    VITE_COMPANY_CITY: optional(text),
    VITE_COMPANY_PHONE: optional(phone),
    VITE_COMPANY_EMAIL: optional(z.email('an e-mail address')),
    // What visitors read for the stored image categories 지보공사 and AS (the stored values never change).
    VITE_CATEGORY_LABEL_JIBO: optional(z.string().trim().min(1, 'a value').max(20, 'at most 20 characters')),
    VITE_CATEGORY_LABEL_AS: optional(z.string().trim().min(1, 'a value').max(20, 'at most 20 characters')),
    VITE_SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'an http(s) URL like https://example.co.kr' })),
    VITE_NAVER_MAP_CLIENT_ID: optional(text),
    VITE_KAKAO_CHANNEL_ID: optional(
      z
        .string()
        .trim()
        .regex(/^_[A-Za-z0-9]+$/, 'a Kakao channel id like _ZeUTxl (what follows pf.kakao.com/)'),
    ),
    VITE_COMPANY_CONSTRUCTION_LICENSE: optional(line('강원-원주-2012-0123')),
    VITE_COMPANY_DEFECT_WARRANTY: optional(line('시공 후 최대 5년')),
    VITE_COMPANY_INSURANCE: optional(line('영업배상책임보험 가입')),
    VITE_NAVER_PLACE_URL: optional(httpsOn(/^([\w-]+\.)*naver\.(com|me)$/, 'https://naver.me/xyz or https://m.place.naver.com/place/123')),
    VITE_NAVER_BLOG_URL: optional(httpsOn(/^(m\.)?blog\.naver\.com$/, 'https://blog.naver.com/your-id')),
    VITE_INSTAGRAM_URL: optional(httpsOn(/^(www\.)?instagram\.com$/, 'https://www.instagram.com/your-id')),
    // The search engines' ownership checks: the content value of the meta tag they give (not the whole tag).
    VITE_NAVER_SITE_VERIFICATION: optional(siteVerification('a1b2c3d4e5f60718293a4b5c6d7e8f9012345678')),
    VITE_GOOGLE_SITE_VERIFICATION: optional(siteVerification('AbC-dEf_123...')),
    // How much, how soon (src/config/estimates.ts): a price and duration per work type, and the response promise.
    ...estimateVariables,
    VITE_RESPONSE_PROMISE: optional(line('평일 오후 3시 전 문의는 당일 전화드립니다')),
    // The privacy policy (/privacy): shown in full once the officer's name and title are set.
    VITE_PRIVACY_OFFICER_NAME: optional(officerLine('김정연')),
    VITE_PRIVACY_OFFICER_TITLE: optional(officerLine('대표')),
    VITE_PRIVACY_OFFICER_PHONE: optional(phone),
    VITE_PRIVACY_OFFICER_EMAIL: optional(z.email('an e-mail address')),
    VITE_PRIVACY_POLICY_DATE: optional(z.iso.date('a date like 2026-12-01')),
    VITE_FIREBASE_API_KEY: optional(text),
    VITE_FIREBASE_AUTH_DOMAIN: optional(text),
    VITE_FIREBASE_PROJECT_ID: optional(text),
    VITE_FIREBASE_STORAGE_BUCKET: optional(text),
    VITE_FIREBASE_MESSAGING_SENDER_ID: optional(text),
    VITE_FIREBASE_APP_ID: optional(text),
    VITE_APPCHECK_SITE_KEY: optional(text),
    // A host without port: the app adds each emulator's port (firebase.json's, src/backend/firebase/settings.ts).
    VITE_FIREBASE_EMULATOR_HOST: optional(
      z
        .string()
        .trim()
        .regex(/^[\w.-]+$/, 'a host without port, like 127.0.0.1'),
    ),
    VITE_FIREBASE_STORAGE_EMULATOR: optional(z.enum(['on', 'off'], 'on or off')),
    VITE_APPCHECK_DEBUG_TOKEN: optional(text),
  })
  // A misspelt name is an error, not a silently ignored variable.
  .strict();

/**
 * What a production build needs beyond a valid environment: a Firebase build (not one for the local emulators)
 * writes absolute canonical and Open Graph URLs, the sitemap and robots.txt from VITE_SITE_URL, so it must be set.
 */
export function checkProductionBuild(env: Record<string, string | undefined>, backend: BackendKind): void {
  const emulators = (env.VITE_FIREBASE_EMULATOR_HOST ?? '').trim() !== '';
  if (backend === 'firebase' && !emulators && (env.VITE_SITE_URL ?? '').trim() === '') {
    throw new EnvError([
      'VITE_SITE_URL: a Firebase build needs the public address of the site (e.g. https://jy-construction.co.kr) for its canonical and Open Graph URLs, sitemap.xml and robots.txt; set it in .env.production',
    ]);
  }
}

/** Variables Vite itself reads from the environment: not the app's, never an error. */
const VITE_OWN = new Set(['VITE_CJS_IGNORE_WARNING', 'VITE_CJS_TRACE', 'VITE_DEBUG_FILTER', 'VITE_USER_NODE_ENV']);

export type BackendKind = 'demo' | 'firebase';

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid VITE_* configuration (see .env.example):\n- ${problems.join('\n- ')}`);
    this.name = 'EnvError';
  }
}

/**
 * Checks the VITE_* variables (other variables are ignored) and tells which backend they select.
 * Throws EnvError listing every problem: an unknown VITE_ name, a malformed value, or some but not all of the
 * Firebase variables (naming the missing ones).
 */
export function checkEnv(env: Record<string, string | undefined>): BackendKind {
  const vite = Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('VITE_') && !VITE_OWN.has(name)));
  const result = schema.safeParse(vite);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown variable ${issue.keys.join(', ')}`
          : `${issue.path.join('.')}: expected ${issue.message}`,
      );
  const set = FIREBASE_VARIABLES.filter((name) => (vite[name] ?? '').trim() !== '');
  if (set.length > 0 && set.length < FIREBASE_VARIABLES.length) {
    const missing = FIREBASE_VARIABLES.filter((name) => !set.includes(name));
    problems.push(
      `Firebase is half configured: ${set.join(', ')} set but ${missing.join(', ')} missing (set all six, or none for the demo backend)`,
    );
  }
  const officer = ['VITE_PRIVACY_OFFICER_NAME', 'VITE_PRIVACY_OFFICER_TITLE'].filter((name) => (vite[name] ?? '').trim() !== '');
  const officerDetails = ['VITE_PRIVACY_OFFICER_PHONE', 'VITE_PRIVACY_OFFICER_EMAIL'].filter((name) => (vite[name] ?? '').trim() !== '');
  if (officer.length === 1 || (officer.length === 0 && officerDetails.length > 0)) {
    problems.push(
      "the privacy officer is half configured: set VITE_PRIVACY_OFFICER_NAME and VITE_PRIVACY_OFFICER_TITLE together (phone and e-mail default to the company's)",
    );
  }
  if (problems.length > 0) throw new EnvError(problems);
  return set.length === FIREBASE_VARIABLES.length ? 'firebase' : 'demo';
}
