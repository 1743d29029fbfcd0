import { z } from 'zod';
import { checkPriceGuide, fieldRules } from '../domain/site-settings/rules';
import { parsePriceEstimate, parseResponsePromise } from './first-values';

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

/**
 * A first value of a site setting (src/config/site-defaults.ts), checked by the settings' own rule
 * (src/domain/site-settings/rules.ts): the admin's form, both adapters and firestore.rules check the same, so a
 * value the build accepts can always be saved again in 사이트 설정. The rule's Korean message is the error.
 */
const setting = (rule: (value: unknown) => string | null) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = rule(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/**
 * "How much, how soon" (src/config/first-values.ts reads them): one `<unit>당 <min>~<max> 원 | <duration>` per work
 * type, checked as a price guide of the settings. This file imports nothing that needs the app's build (vite.config.ts
 * loads it), so the names are listed here; tests/config/env-schema.test.ts compares them with WORK_TYPES.
 */
export const ESTIMATE_VARIABLE_NAMES = [
  'VITE_ESTIMATE_ROOFING',
  'VITE_ESTIMATE_WATERPROOFING',
  'VITE_ESTIMATE_METAL_ROOFING',
  'VITE_ESTIMATE_EXTERIOR',
  'VITE_ESTIMATE_GROUND',
] as const;
const estimate = setting((value) => {
  const guide = parsePriceEstimate(String(value));
  if (!guide) return '평당 25만~40만 원 | 3~7일처럼 단위(평당, ㎡당, 건당)와 최저~최고 가격, | 뒤에 공사 기간을 적어 주세요';
  return checkPriceGuide(guide, 'price')[0]?.message ?? null;
});
const estimateVariables = Object.fromEntries(ESTIMATE_VARIABLE_NAMES.map((name) => [name, optional(estimate)]));
const responsePromise = setting((value) =>
  parseResponsePromise(String(value)) === null
    ? '평일 오후 3시 전 문의는 당일 전화드립니다, 또는 영업시간 기준 2시간 안에 연락드립니다처럼 적어 주세요'
    : null,
);

const schema = z
  .object({
    VITE_COMPANY_NAME: optional(setting(fieldRules.companyName)),
    VITE_COMPANY_NAME_EN: optional(setting(fieldRules.nameEnglish)),
    VITE_COMPANY_REPRESENTATIVE: optional(setting(fieldRules.representative)),
    VITE_COMPANY_BUSINESS_NUMBER: optional(setting(fieldRules.businessNumber)),
    VITE_COMPANY_ADDRESS: optional(setting(fieldRules.address)),
    VITE_COMPANY_CITY: optional(setting(fieldRules.city)),
    VITE_COMPANY_PHONE: optional(setting(fieldRules.phone)),
    VITE_COMPANY_EMAIL: optional(setting(fieldRules.email)),
    // What visitors read for the stored photo categories 지보공사 and AS (the stored values never change).
    VITE_CATEGORY_LABEL_JIBO: optional(setting(fieldRules.categoryLabel)),
    VITE_CATEGORY_LABEL_AS: optional(setting(fieldRules.categoryLabel)),
    VITE_SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'an http(s) URL like https://example.co.kr' })),
    VITE_NAVER_MAP_CLIENT_ID: optional(text),
    VITE_KAKAO_CHANNEL_ID: optional(setting(fieldRules.kakaoChannelId)),
    VITE_COMPANY_CONSTRUCTION_LICENSE: optional(setting(fieldRules.trustLine)),
    VITE_COMPANY_DEFECT_WARRANTY: optional(setting(fieldRules.trustLine)),
    VITE_COMPANY_INSURANCE: optional(setting(fieldRules.trustLine)),
    VITE_NAVER_PLACE_URL: optional(setting(fieldRules.naverPlaceUrl)),
    VITE_NAVER_BLOG_URL: optional(setting(fieldRules.naverBlogUrl)),
    VITE_INSTAGRAM_URL: optional(setting(fieldRules.instagramUrl)),
    // The search engines' ownership checks: the content value of the meta tag they give (not the whole tag).
    VITE_NAVER_SITE_VERIFICATION: optional(setting(fieldRules.verification)),
    VITE_GOOGLE_SITE_VERIFICATION: optional(setting(fieldRules.verification)),
    // How much, how soon (src/config/first-values.ts): a price guide per work type, and the response promise.
    ...estimateVariables,
    VITE_RESPONSE_PROMISE: optional(responsePromise),
    // The privacy policy (/privacy): shown in full once the officer's name and title are set.
    VITE_PRIVACY_OFFICER_NAME: optional(setting(fieldRules.officerName)),
    VITE_PRIVACY_OFFICER_TITLE: optional(setting(fieldRules.officerTitle)),
    VITE_PRIVACY_OFFICER_PHONE: optional(setting(fieldRules.phone)),
    VITE_PRIVACY_OFFICER_EMAIL: optional(setting(fieldRules.email)),
    VITE_PRIVACY_POLICY_DATE: optional(setting(fieldRules.date)),
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
    // The staff devices' Web Push key (docs/staff-push.md): a P-256 public key, 65 bytes in base64url (87 characters).
    VITE_VAPID_PUBLIC_KEY: optional(
      z
        .string()
        .trim()
        .regex(/^B[A-Za-z0-9_-]{86}$/, 'a VAPID public key: 87 base64url characters starting with B (web-push generate-vapid-keys)'),
    ),
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
