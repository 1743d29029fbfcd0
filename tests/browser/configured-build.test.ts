import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { axeInto } from './support/axe-report';
import { startPreview, type PreviewServer } from './support/preview-server';
import { useBrowserSession } from './support/session';
import { forEachAxeView } from './support/themes';

/** What an owner sets in .env (the default build sets none of these, so it shows none of what they add). */
const OWNER_ENV = {
  VITE_KAKAO_CHANNEL_ID: '_e2eJy',
  VITE_COMPANY_CONSTRUCTION_LICENSE: '강원-원주-2012-0123',
  VITE_COMPANY_DEFECT_WARRANTY: '시공 후 최대 5년',
  VITE_COMPANY_INSURANCE: '영업배상책임보험 가입',
  VITE_NAVER_PLACE_URL: 'https://naver.me/e2eJy',
  VITE_NAVER_BLOG_URL: 'https://blog.naver.com/e2e-jy',
  VITE_INSTAGRAM_URL: 'https://www.instagram.com/e2e-jy',
  VITE_ESTIMATE_ROOFING: '평당 25만~40만 원 | 3~7일',
  VITE_RESPONSE_PROMISE: '평일 오후 3시 전 문의는 당일 전화드립니다',
  VITE_PRIVACY_OFFICER_NAME: '김정연',
  VITE_PRIVACY_OFFICER_TITLE: '대표',
};

/**
 * A production build with the owner's optional details set (the Kakao chat link, the 인증·보증 block, the
 * footer's Naver and Instagram links, a price guide, the response promise, the privacy officer), built into a
 * temporary folder and served beside the default build: each shows where it belongs, and the pages that carry
 * them pass axe in both themes at 375 and 1440 px.
 */
describe('a build with the Kakao channel, trust details and social links (production build)', () => {
  const session = useBrowserSession();
  let outDir = '';
  let server: PreviewServer | undefined;
  const url = (hash: string) => `${server!.url}${hash}`;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'jy-configured-build-'));
    const vite = resolve('node_modules/vite/bin/vite.js');
    await promisify(execFile)(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      env: { ...process.env, ...OWNER_ENV },
    });
    server = await startPreview(outDir);
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('shows 카카오톡 상담 in the phone bar, the trust block on About and Contact, and the footer channels', async () => {
    const { page, context } = await session.newPage(375);
    await page.goto(url('#/'));
    const bar = page.getByRole('navigation', { name: '빠른 상담' });
    await bar.waitFor();
    expect(await bar.getByRole('link').allTextContents()).toEqual(['전화 상담', '카카오톡 상담', '견적 문의']);
    expect(await bar.getByRole('link', { name: '카카오톡 상담 (새 창)' }).getAttribute('href')).toBe('https://pf.kakao.com/_e2eJy/chat');

    const channels = page.getByRole('contentinfo').getByRole('link', { name: /네이버 플레이스|네이버 블로그|인스타그램/ });
    expect(await channels.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      OWNER_ENV.VITE_NAVER_PLACE_URL,
      OWNER_ENV.VITE_NAVER_BLOG_URL,
      OWNER_ENV.VITE_INSTAGRAM_URL,
    ]);

    for (const hash of ['#/about', '#/contact']) {
      await page.goto(url(hash));
      const trust = page.getByRole('region', { name: '인증·보증' });
      await trust.waitFor();
      const text = await trust.textContent();
      for (const value of [
        OWNER_ENV.VITE_COMPANY_CONSTRUCTION_LICENSE,
        OWNER_ENV.VITE_COMPANY_DEFECT_WARRANTY,
        OWNER_ENV.VITE_COMPANY_INSURANCE,
      ]) {
        expect(text).toContain(value);
      }
    }
    // The contact page has no action bar: its company card offers the chat.
    expect(await page.getByRole('main').getByRole('link', { name: '카카오톡 상담 (새 창)' }).getAttribute('href')).toBe(
      'https://pf.kakao.com/_e2eJy/chat',
    );
    await context.close();
  });

  it('shows the price guide and the response promise on 사업분야, and the full 개인정보처리방침 with its officer', async () => {
    const { page, context } = await session.newPage(375);
    await page.goto(url('#/services'));
    const main = page.getByRole('main');
    // The promise is stored as a rule (same day, before 15:00) and said in the site's own words.
    await main
      .getByText(/오후 3시 전 문의는 당일 연락드립니다/)
      .first()
      .waitFor();
    expect(await main.getByText('평당 25만~40만 원').count()).toBe(1);
    expect(await main.getByText('3~7일').count()).toBe(1);

    await page.goto(url('#/privacy'));
    const officer = page.getByRole('region', { name: '8. 개인정보 보호책임자' });
    await officer.waitFor();
    expect(await officer.textContent()).toContain('김정연');
    expect(await page.getByText('내용이 준비 중입니다. 곧 추가될 예정입니다.').count()).toBe(0);
    await context.close();
  });

  forEachAxeView(({ width, dark, name }) => {
    it(`home, About, 사업분야, Contact and the privacy policy with them pass axe (${name})`, async () => {
      const { page, context } = await session.newPage(width, { dark });
      const report: string[] = [];
      for (const hash of ['#/', '#/about', '#/services', '#/contact', '#/privacy']) {
        await page.goto(url(hash));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await axeInto(report, page, hash);
      }
      await context.close();
      expect(report).toEqual([]);
    });
  });
});
