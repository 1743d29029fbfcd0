import { describe, expect, it } from 'vitest';
import { checkEnv, checkProductionBuild, EnvError, FIREBASE_VARIABLES } from '@/config/env-schema';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const firebase = Object.fromEntries(FIREBASE_VARIABLES.map((name) => [name, `value-of-${name}`]));

function problemsOf(env: Record<string, string>): string[] {
  try {
    checkEnv(env);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

describe('the VITE_* configuration (build-time check)', () => {
  it('builds the demo with no configuration, or with the optional ones left empty as .env.example does', () => {
    expect(checkEnv({})).toBe('demo');
    expect(checkEnv({ VITE_SITE_URL: '', VITE_FIREBASE_API_KEY: '', PATH: '/usr/bin' })).toBe('demo');
  });

  it('selects Firebase when all six VITE_FIREBASE_* are set', () => {
    expect(checkEnv(firebase)).toBe('firebase');
  });

  it('fails on a half Firebase configuration and names what is missing', () => {
    const { VITE_FIREBASE_APP_ID: _appId, VITE_FIREBASE_STORAGE_BUCKET: _bucket, ...partial } = firebase;
    const problems = problemsOf(partial);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/half configured/);
    expect(problems[0]).toMatch(/VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_APP_ID missing/);
  });

  it('fails on a misspelt variable instead of ignoring it', () => {
    const { VITE_FIREBASE_API_KEY: key, ...rest } = firebase;
    const problems = problemsOf({ ...rest, VITE_FIREBSE_API_KEY: key! });
    expect(problems).toContain('unknown variable VITE_FIREBSE_API_KEY');
    expect(problems.some((problem) => problem.includes('VITE_FIREBASE_API_KEY missing'))).toBe(true);
  });

  it('fails on malformed values, naming the variable', () => {
    const problems = problemsOf({
      VITE_SITE_URL: 'example.co.kr',
      VITE_COMPANY_EMAIL: 'info-at-example',
      VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_FIREBASE_STORAGE_EMULATOR: 'no',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'VITE_COMPANY_EMAIL',
      'VITE_SITE_URL',
      'VITE_FIREBASE_EMULATOR_HOST',
      'VITE_FIREBASE_STORAGE_EMULATOR',
    ]);
  });

  it('the emulator host is a host without port (the app adds each emulator’s port), as npm run dev:emulators sets it', () => {
    expect(checkEnv({ ...firebase, VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1', VITE_FIREBASE_STORAGE_EMULATOR: 'off' })).toBe('firebase');
    expect(checkEnv({ VITE_FIREBASE_EMULATOR_HOST: 'localhost' })).toBe('demo');
  });

  it('accepts the Kakao channel, the trust details and the channel links as .env.example shows them', () => {
    expect(
      checkEnv({
        VITE_KAKAO_CHANNEL_ID: '_ZeUTxl',
        VITE_COMPANY_CONSTRUCTION_LICENSE: '강원-원주-2012-0123',
        VITE_COMPANY_DEFECT_WARRANTY: '시공 후 최대 5년',
        VITE_COMPANY_INSURANCE: '영업배상책임보험 가입',
        VITE_NAVER_PLACE_URL: 'https://naver.me/5abcDEFg',
        VITE_NAVER_BLOG_URL: 'https://blog.naver.com/your-id',
        VITE_INSTAGRAM_URL: 'https://www.instagram.com/your-id',
      }),
    ).toBe('demo');
    expect(
      checkEnv({
        VITE_NAVER_PLACE_URL: 'https://m.place.naver.com/place/1234567890',
        VITE_NAVER_BLOG_URL: 'https://m.blog.naver.com/your-id',
        VITE_INSTAGRAM_URL: 'https://instagram.com/your-id',
      }),
    ).toBe('demo');
  });

  it.each([
    ['VITE_KAKAO_CHANNEL_ID', 'https://pf.kakao.com/_ZeUTxl', /pf\.kakao\.com\/ 뒤의 아이디만/],
    ['VITE_KAKAO_CHANNEL_ID', 'ZeUTxl', /pf\.kakao\.com\/ 뒤의 아이디만/],
    ['VITE_COMPANY_INSURANCE', '보'.repeat(81), /80자 이내/],
    ['VITE_NAVER_PLACE_URL', 'http://naver.me/5abcDEFg', /네이버 플레이스 주소를 https:/],
    ['VITE_NAVER_PLACE_URL', 'https://naver.com.example.io/place', /네이버 플레이스 주소를 https:/],
    ['VITE_NAVER_BLOG_URL', 'https://www.instagram.com/your-id', /blog\.naver\.com/],
    ['VITE_INSTAGRAM_URL', 'instagram.com/your-id', /instagram\.com/],
  ])('refuses %s=%s', (name, value, message) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: expected `));
    expect(problems[0]).toMatch(message);
  });

  it('accepts Vite’s own VITE_ variables', () => {
    expect(checkEnv({ VITE_CJS_IGNORE_WARNING: 'true' })).toBe('demo');
  });
});

/** Every VITE_* name the app reads is known to the schema and documented in .env.example. */
describe('a production build', () => {
  it('on Firebase stops without VITE_SITE_URL, saying why (canonical URLs, sitemap), unless it is for the emulators', () => {
    expect(() => checkProductionBuild(firebase, 'firebase')).toThrow(
      /VITE_SITE_URL: a Firebase build needs the public address of the site.*sitemap\.xml/,
    );
    expect(() => checkProductionBuild({ ...firebase, VITE_SITE_URL: 'https://jy-construction.co.kr' }, 'firebase')).not.toThrow();
    expect(() => checkProductionBuild({ ...firebase, VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1' }, 'firebase')).not.toThrow();
    expect(() => checkProductionBuild({}, 'demo')).not.toThrow();
  });

  it("takes the search engines' verification values, not their whole meta tags", () => {
    expect(
      problemsOf({
        VITE_NAVER_SITE_VERIFICATION: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
        VITE_GOOGLE_SITE_VERIFICATION: 'AbC-dEf_1234567890',
      }),
    ).toEqual([]);
    expect(problemsOf({ VITE_NAVER_SITE_VERIFICATION: '<meta name="naver-site-verification" content="a1b2c3">' })[0]).toMatch(
      /VITE_NAVER_SITE_VERIFICATION: expected 메타 태그 전체가 아니라 content="…" 안의 값만/,
    );
  });
});

describe('the VITE_* variables are documented', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  // The names the app reads (import.meta.env.VITE_…), outside the schema itself.
  const used = new Set(
    files('src')
      .filter((file) => !file.endsWith('env-schema.ts'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)].map((match) => match[1]!)),
  );
  const example = readFileSync('.env.example', 'utf8');

  it('finds the names the app reads', () => expect(used.size).toBeGreaterThanOrEqual(26));

  it.each([...used])('%s', (name) => {
    expect(problemsOf({ [name]: '' })).toEqual([]);
    expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
