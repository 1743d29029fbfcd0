import { describe, expect, it } from 'vitest';
import { WORK_TYPES } from '@/config/constants';
import { ESTIMATE_VARIABLE_NAMES, checkEnv, EnvError } from '@/config/env-schema';
import { ESTIMATE_VARIABLES, parseEstimate } from '@/config/estimates';
import { envStubLoader } from '../support/with-env';

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
const loadSite = (env: Record<string, string>) => load(env, () => import('@/config/site')).then((module) => module.site);

describe('how much, how soon (VITE_ESTIMATE_*, VITE_RESPONSE_PROMISE)', () => {
  it('has one variable per work type, the same in the build check and the site config', () => {
    expect(Object.keys(ESTIMATE_VARIABLES)).toEqual([...WORK_TYPES]);
    expect(Object.values(ESTIMATE_VARIABLES)).toEqual([...ESTIMATE_VARIABLE_NAMES]);
  });

  it('accepts a price and a duration separated by |, as .env.example shows them', () => {
    expect(
      checkEnv({
        VITE_ESTIMATE_ROOFING: '평당 25만~40만 원 | 3~7일',
        VITE_ESTIMATE_WATERPROOFING: '㎡당 3만~6만 원 | 2~4일',
        VITE_ESTIMATE_METAL_ROOFING: '평당 35만~55만 원|5~10일',
        VITE_ESTIMATE_EXTERIOR: '㎡당 8만~15만 원 | 1~3주',
        VITE_ESTIMATE_GROUND: '현장 확인 후 1,000만 원부터 | 2~6주',
        VITE_RESPONSE_PROMISE: '평일 오후 3시 전 문의는 당일 전화드립니다',
      }),
    ).toBe('demo');
  });

  it.each([
    ['평당 25만~40만 원', /separated by \|/],
    ['평당 25만~40만 원 | 3~7일 | 추가', /separated by \|/],
    [' | 3~7일', /separated by \|/],
    ['문의 주세요 | 3~7일', /price .* with 원/],
    ['평당 25만~40만 | 3~7일', /price .* with 원/],
    ['평당 25만~40만 원 | 금방', /duration/],
    ['평당 25만~40만 원 | 빠르게 끝납니다', /duration/],
    [`${'1'.repeat(40)}원 | 3일`, /price of at most 40/],
  ])('refuses VITE_ESTIMATE_ROOFING=%s', (value, message) => {
    const problems = problemsOf({ VITE_ESTIMATE_ROOFING: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^VITE_ESTIMATE_ROOFING: expected /);
    expect(problems[0]).toMatch(message);
  });

  it('refuses a response promise over 80 characters', () => {
    expect(problemsOf({ VITE_RESPONSE_PROMISE: '가'.repeat(81) })[0]).toMatch(/^VITE_RESPONSE_PROMISE: expected at most 80 characters/);
  });

  it('reads them into site.estimates and site.responsePromise; none by default', async () => {
    expect(parseEstimate(' 평당 25만~40만 원 |  3~7일 ')).toEqual({ price: '평당 25만~40만 원', duration: '3~7일' });
    expect(parseEstimate('')).toBeNull();
    const configured = await loadSite({
      VITE_ESTIMATE_ROOFING: '평당 25만~40만 원 | 3~7일',
      VITE_RESPONSE_PROMISE: '평일 오후 3시 전 문의는 당일 전화드립니다',
    });
    expect(configured.estimates).toEqual({ roofing: { price: '평당 25만~40만 원', duration: '3~7일' } });
    expect(configured.responsePromise).toBe('평일 오후 3시 전 문의는 당일 전화드립니다');
    const plain = await loadSite({});
    expect(plain.estimates).toEqual({});
    expect(plain.responsePromise).toBe('');
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
    ).toMatch(/^VITE_PRIVACY_OFFICER_PHONE: expected a phone number/);
    expect(problemsOf({ VITE_PRIVACY_POLICY_DATE: '2026-13-40' })[0]).toMatch(/^VITE_PRIVACY_POLICY_DATE: expected a date/);

    const site = await loadSite({
      VITE_PRIVACY_OFFICER_NAME: '김정연',
      VITE_PRIVACY_OFFICER_TITLE: '대표',
      VITE_COMPANY_PHONE: '033-999-8888',
    });
    expect(site.privacyOfficer).toEqual({ name: '김정연', title: '대표', phone: '033-999-8888', email: site.email });
    expect((await loadSite({})).privacyOfficer).toBeNull();
  });
});
