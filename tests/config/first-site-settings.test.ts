import { describe, expect, it } from 'vitest';
import { ESTIMATE_VARIABLE_NAMES, checkEnv, EnvError } from '@/config/env-schema';
import { parsePriceEstimate, parseResponsePromise } from '@/config/first-values';
import { WORK_TYPES } from '@/domain/categories';
import { checkSiteSettings } from '@/domain/site-settings/rules';
import { envStubLoader } from '../support/with-env';

/**
 * The VITE_* variables are a new site's first settings (src/config/site-defaults.ts): checked at build time by the
 * settings' own rule, so what a build shows can always be saved again in 사이트 설정.
 */
function problemsOf(env: Record<string, string>): string[] {
  try {
    checkEnv(env);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

const load = envStubLoader();
const firstSettings = (env: Record<string, string>) =>
  load(env, () => import('@/config/site-defaults')).then((module) => module.FIRST_SITE_SETTINGS);

describe('how much, how soon (VITE_ESTIMATE_*, VITE_RESPONSE_PROMISE)', () => {
  it('has one variable per work type, in the order of WORK_TYPES', () => {
    expect(ESTIMATE_VARIABLE_NAMES).toEqual(WORK_TYPES.map((type) => `VITE_ESTIMATE_${type.toUpperCase().replace('-', '_')}`));
  });

  it('accepts prices per 평, ㎡ and job with a duration, and the two forms of the promise, as .env.example shows them', () => {
    expect(
      checkEnv({
        VITE_ESTIMATE_ROOFING: '평당 25만~40만 원 | 3~7일',
        VITE_ESTIMATE_WATERPROOFING: '㎡당 3만~6만 원 | 2~4일',
        VITE_ESTIMATE_METAL_ROOFING: '평당 35만~55만 원|5~10일',
        VITE_ESTIMATE_EXTERIOR: '㎡당 8만~15만 원 | 1~3주',
        VITE_ESTIMATE_GROUND: '건당 1,000만~3,000만 원 | 2~6주',
        VITE_RESPONSE_PROMISE: '평일 오후 3시 전 문의는 당일 전화드립니다',
      }),
    ).toBe('demo');
    expect(checkEnv({ VITE_RESPONSE_PROMISE: '영업시간 기준 2시간 안에 연락드립니다' })).toBe('demo');
  });

  it.each([
    ['평당 25만~40만 원', /\| 뒤에 공사 기간/],
    ['평당 25만~40만 원 | 3~7일 | 추가', /\| 뒤에 공사 기간/],
    ['문의 주세요 | 3~7일', /최저~최고 가격/],
    ['평당 25만~40만 | 3~7일', /최저~최고 가격/],
    ['평당 40만~25만 원 | 3~7일', /최고 가격은 최저 가격보다 낮을 수 없습니다/],
    ['평당 25만~40만 원 | 금방', /숫자와 단위/],
  ])('refuses VITE_ESTIMATE_ROOFING=%s with the rule of 사이트 설정', (value, message) => {
    const problems = problemsOf({ VITE_ESTIMATE_ROOFING: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^VITE_ESTIMATE_ROOFING: expected /);
    expect(problems[0]).toMatch(message);
  });

  it('refuses a response promise a clock cannot read', () => {
    expect(problemsOf({ VITE_RESPONSE_PROMISE: '빠르게 연락드립니다' })[0]).toMatch(/^VITE_RESPONSE_PROMISE: expected .*오후 3시/);
  });

  it('reads a price into won per unit and the promise into its rule', () => {
    expect(parsePriceEstimate(' 평당 25만~40만 원 |  3~7일 ')).toEqual({ minWon: 250_000, maxWon: 400_000, unit: '평', duration: '3~7일' });
    expect(parsePriceEstimate('건당 1,250만 원 | 2주')).toEqual({ minWon: 12_500_000, maxWon: 12_500_000, unit: '건', duration: '2주' });
    expect(parsePriceEstimate('')).toBeNull();
    expect(parseResponsePromise('평일 오후 3시 전 문의는 당일 전화드립니다')).toEqual({ kind: 'same-day', cutoff: '15:00' });
    expect(parseResponsePromise('오전 11시 30분 이전 문의는 당일 연락')).toEqual({ kind: 'same-day', cutoff: '11:30' });
    expect(parseResponsePromise('영업시간 기준 2시간 이내 연락')).toEqual({ kind: 'within-hours', hours: 2 });
    expect(parseResponsePromise('')).toEqual({ kind: 'none' });
  });

  it('makes them the first version of the settings; none by default', async () => {
    const configured = await firstSettings({
      VITE_ESTIMATE_ROOFING: '평당 25만~40만 원 | 3~7일',
      VITE_RESPONSE_PROMISE: '평일 오후 3시 전 문의는 당일 전화드립니다',
    });
    expect(configured.prices).toEqual({ roofing: { minWon: 250_000, maxWon: 400_000, unit: '평', duration: '3~7일' } });
    expect(configured.responsePromise).toEqual({ kind: 'same-day', cutoff: '15:00' });
    expect(checkSiteSettings(configured)).toEqual([]);
    const plain = await firstSettings({});
    expect(plain.prices).toEqual({});
    expect(plain.responsePromise).toEqual({ kind: 'none' });
  });
});

describe('the privacy officer (VITE_PRIVACY_OFFICER_*)', () => {
  it("needs the name and the title together; phone and e-mail default to the company's", async () => {
    expect(checkEnv({ VITE_PRIVACY_OFFICER_NAME: '김정연', VITE_PRIVACY_OFFICER_TITLE: '대표' })).toBe('demo');
    const halves: Record<string, string>[] = [
      { VITE_PRIVACY_OFFICER_NAME: '김정연' },
      { VITE_PRIVACY_OFFICER_TITLE: '대표' },
      { VITE_PRIVACY_OFFICER_EMAIL: 'privacy@example.com' },
    ];
    for (const env of halves) {
      expect(problemsOf(env).join(' '), JSON.stringify(env)).toMatch(/privacy officer is half configured/);
    }
    expect(
      problemsOf({ VITE_PRIVACY_OFFICER_NAME: '김정연', VITE_PRIVACY_OFFICER_TITLE: '대표', VITE_PRIVACY_OFFICER_PHONE: '12345' })[0],
    ).toMatch(/^VITE_PRIVACY_OFFICER_PHONE: expected 전화번호는 033-123-4567처럼/);
    expect(problemsOf({ VITE_PRIVACY_POLICY_DATE: '2026-13-40' })[0]).toMatch(/^VITE_PRIVACY_POLICY_DATE: expected 날짜를/);

    const settings = await firstSettings({
      VITE_PRIVACY_OFFICER_NAME: '김정연',
      VITE_PRIVACY_OFFICER_TITLE: '대표',
      VITE_COMPANY_PHONE: '033-999-8888',
    });
    expect(settings.privacy.officer).toEqual({ name: '김정연', title: '대표', phone: '033-999-8888', email: settings.company.email });
    expect((await firstSettings({})).privacy.officer).toBeNull();
  });
});

describe('every other first value', () => {
  it('is checked by the settings’ rule: a value the build takes can be saved again in 사이트 설정', async () => {
    expect(problemsOf({ VITE_COMPANY_PHONE: '0331234567' })[0]).toMatch(/^VITE_COMPANY_PHONE: expected 전화번호는/);
    expect(problemsOf({ VITE_KAKAO_CHANNEL_ID: 'https://pf.kakao.com/_ZeUTxl' })[0]).toMatch(/^VITE_KAKAO_CHANNEL_ID: expected /);
    expect(problemsOf({ VITE_NAVER_BLOG_URL: 'https://blog.example.com/x' })[0]).toMatch(/^VITE_NAVER_BLOG_URL: expected /);
    const configured = await firstSettings({
      VITE_COMPANY_NAME: '가나건설',
      VITE_KAKAO_CHANNEL_ID: '_ZeUTxl',
      VITE_NAVER_BLOG_URL: 'https://blog.naver.com/gana',
      VITE_COMPANY_INSURANCE: '영업배상책임보험 가입',
      VITE_NAVER_SITE_VERIFICATION: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    });
    expect(configured.company.name).toBe('가나건설');
    expect(configured.channels).toMatchObject({ kakaoChannelId: '_ZeUTxl', naverBlogUrl: 'https://blog.naver.com/gana' });
    expect(configured.search.naver).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f9012345678');
    expect(checkSiteSettings(configured)).toEqual([]);
    expect(checkSiteSettings(await firstSettings({}))).toEqual([]);
  });
});
