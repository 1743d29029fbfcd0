import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../../scripts/lib/test-site.mjs';
import { appStarted, appTookOver, attributeMismatches, errorsOf, holdAppEntry, slowDown } from './support/app-start';
import { seriousViolations } from './support/axe';
import { readDemoRecords } from './support/demo-server';
import { drawnPhoto } from './support/photos';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';
import { swipe } from './support/swipe';
import { forEachAxeView } from './support/themes';

/**
 * Live from the first paint, on the production build's prerendered pages, on a slow phone (Lighthouse's mobile
 * network and a 4× slower CPU, through the DevTools protocol): each control that needs JavaScript is tapped as soon
 * as it shows, before the app has started (its entry script is held until the tap is made), and acts on that first
 * tap; the app then takes over the state the visitor left (no hydration error, attributes as React has them, no
 * second tap). Pictures that fail before the app starts show the placeholder, and a page shows what the backend
 * holds once the app has started, whatever its HTML carried. axe on the states the start-up script shows.
 */
const PHOTO_OF_A_JOB = '/projects/gallery/job-wonju-roof-during';
/** A job's page: its comparison on top, from its thumbnails on a phone (<picture>). */
const JOB_PAGE = '/projects/jobs/job-wonju-roof';

describe('live from the first paint', () => {
  const session = useBrowserSession();

  /** A fresh phone (or computer), slowed down unless `slow` is false, whose app entry waits for release(). */
  async function slowVisit(path: string, width: number, options: { dark?: boolean; slow?: boolean } = {}) {
    const { context, page } = await session.newPage(width, { touch: width < 768, dark: options.dark });
    const errors = errorsOf(page);
    const release = await holdAppEntry(page);
    if (options.slow !== false) await slowDown(page);
    await page.goto(session.url(path), { waitUntil: 'commit' });
    return { context, page, errors, release };
  }

  /** Taps on a touch screen, clicks elsewhere. */
  const press = (page: Page, control: Locator) => (page.viewportSize()!.width < 768 ? control.tap() : control.click());

  /**
   * After the app has taken over: the same attributes as React rendered (once hydration, which yields to the page
   * on a slow CPU, has committed), and no error on the way.
   */
  async function tookOverCleanly(page: Page, errors: string[]) {
    await appTookOver(page);
    await expect.poll(() => attributeMismatches(page), { timeout: 10_000 }).toEqual([]);
    expect(errors).toEqual([]);
  }

  it('opens ☰ on the first tap, and the app keeps it open', async () => {
    const { context, page, errors, release } = await slowVisit('/', 375);
    const button = page.getByRole('button', { name: '메뉴 열기' });
    await button.waitFor();
    await press(page, button);
    const menu = page.getByRole('navigation', { name: '모바일 메뉴' });
    await menu.waitFor({ timeout: 1000 });
    expect(await appStarted(page)).toBe(false);
    expect(await page.getByRole('button', { name: '메뉴 닫기' }).getAttribute('aria-expanded')).toBe('true');

    release();
    await tookOverCleanly(page, errors);
    expect(await menu.isVisible()).toBe(true);
    // The app's own handler from now on: one tap closes it.
    await press(page, page.getByRole('button', { name: '메뉴 닫기' }));
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('switches the theme on the first tap, and the app keeps it', async () => {
    const { context, page, errors, release } = await slowVisit('/about', 375);
    const toggle = page.getByRole('banner').getByRole('button', { name: '다크 모드' });
    await toggle.waitFor();
    await press(page, toggle);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await appStarted(page)).toBe(false);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');

    release();
    await tookOverCleanly(page, errors);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await press(page, toggle);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });

  it("shares a photo on the first tap: its clean URL (a photo of a job: its job's) copied, with the note", async () => {
    const { context, page, errors, release } = await slowVisit(PHOTO_OF_A_JOB, 1440);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(session.url('')).origin });
    const share = page.getByRole('button', { name: '공유' });
    await share.waitFor();
    await press(page, share);
    await page.getByText(/링크를 복사했습니다/).waitFor({ timeout: 2000 });
    expect(await appStarted(page)).toBe(false);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${TEST_SITE_URL}/projects/jobs/job-wonju-roof`);
    release();
    await tookOverCleanly(page, errors);
    await context.close();
  });

  it('keeps a tap on a gallery filter or page button for the app, which does it without a second tap', async () => {
    const first = await slowVisit('/projects', 375);
    const next = first.page.getByRole('navigation', { name: '갤러리 페이지' }).getByRole('button', { name: '다음' });
    await next.waitFor();
    await next.scrollIntoViewIfNeeded();
    await press(first.page, next);
    expect(await next.getAttribute('data-first-tap-pending')).toBe('');
    first.release();
    await first.page.getByText(/^2 \/ \d+$/).waitFor({ timeout: 30_000 });
    await tookOverCleanly(first.page, first.errors);
    await first.context.close();

    const second = await slowVisit('/projects', 375);
    const filter = second.page.getByRole('navigation', { name: '공사 종류별 보기' }).getByRole('link', { name: '방수 공사' });
    await filter.waitFor();
    await press(second.page, filter);
    // Not a page load: the app takes the tap once it has started.
    await second.page.waitForTimeout(300);
    expect(new URL(second.page.url()).pathname).toBe('/projects');
    second.release();
    await expect.poll(() => filter.getAttribute('aria-current'), { timeout: 30_000 }).toBe('page');
    expect(new URL(second.page.url()).hash).toBe('#/projects?type=waterproofing');
    await tookOverCleanly(second.page, second.errors);
    await second.context.close();
  });

  it('moves the before/after divider by a sideways swipe at once, and the comparison starts there when it arrives', async () => {
    const { context, page, errors, release } = await slowVisit(PHOTO_OF_A_JOB, 375);
    const still = page.locator('[data-first-tap="comparison"]');
    await still.waitFor();
    await still.scrollIntoViewIfNeeded();
    const box = (await still.boundingBox())!;
    const y = box.y + box.height / 2;
    await swipe(page, { x: box.x + box.width * 0.5, y }, { x: box.x + box.width * 0.2, y });
    const divider = still.locator('[data-comparison-divider]');
    await expect
      .poll(async () => parseFloat((await divider.evaluate((node) => (node as HTMLElement).style.left)) || '50'))
      .toBeLessThan(30);
    const left = parseFloat(await divider.evaluate((node) => (node as HTMLElement).style.left));
    expect(await appStarted(page)).toBe(false);

    release();
    const slider = page.getByRole('slider', { name: '시공 전·후 비교 위치' });
    await slider.waitFor({ timeout: 30_000 });
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBe(left);
    await tookOverCleanly(page, errors);
    await context.close();
  });

  it('keeps what is typed in the contact form through a tap on 문의 보내기 (no reload), and sends it once the app has started', async () => {
    const { context, page, errors, release } = await slowVisit('/contact', 375);
    const form = page.getByRole('form', { name: '문의 남기기' });
    await form.waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await form.getByLabel('이름').fill('임하늘');
    await form.getByLabel('연락처').fill('01023456789');
    await form.getByRole('button', { name: '방수 공사' }).tap();
    expect(await form.getByRole('button', { name: '방수 공사' }).getAttribute('aria-pressed')).toBe('true');
    await form.getByLabel(/공사 지역/).selectOption('원주시');
    await form.getByLabel('문의 내용').fill('옥상에서 물이 샙니다.');
    await form.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }).check();
    await form.getByLabel('사진 추가').setInputFiles(await drawnPhoto(page, 'leak.jpg', '#1d4ed8'));
    const send = form.getByRole('button', { name: '문의 보내기' });
    await send.tap();
    expect(await send.getAttribute('data-first-tap-pending')).toBe('');
    expect(await appStarted(page)).toBe(false);
    expect(await form.getByLabel('이름').inputValue()).toBe('임하늘');

    release();
    await page.getByText('문의가 성공적으로 접수되었습니다.', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // What was sent: everything typed and chosen before the app started.
    // (Sent once: the app's send, not a second one as well.)
    const records = await readDemoRecords(page, { store: 'inquiries', field: 'name', value: '임하늘' });
    expect(records).toHaveLength(1);
    const [sent] = records;
    expect(sent).toMatchObject({
      phone: '010-2345-6789',
      workType: 'waterproofing',
      region: '원주시',
      message: '옥상에서 물이 샙니다.',
      photoCount: 1,
    });
    await page.getByText('사진 1장도 함께 전송되었습니다.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the placeholder for pictures that fail before the app has started, and the app keeps it', async () => {
    for (const path of ['/projects', PHOTO_OF_A_JOB, JOB_PAGE, '/', '/#/']) {
      const { context, page, errors, release } = await slowVisit('/robots.txt', 375, { slow: false });
      await page.route(/\/demo\/works\//, (route) => route.abort());
      await page.goto(session.url(path), { waitUntil: 'commit' });
      const inFigure = path === PHOTO_OF_A_JOB || path === JOB_PAGE;
      const pictures = page.locator(inFigure ? 'figure img' : path === '/projects' ? 'main li img' : 'main li a img');
      await pictures.first().waitFor({ state: 'attached' });
      // Home's featured photos are further down: they load as they come near.
      await pictures.first().scrollIntoViewIfNeeded();
      await expect.poll(() => pictures.first().getAttribute('src'), { timeout: 15_000 }).toBe('/images/photo-fallback.svg');
      expect(await appStarted(page), path).toBe(false);
      release();
      await appTookOver(page);
      // Every picture the page has fetched by now (those further down load as they come near) shows the placeholder.
      const shown = await pictures.evaluateAll((images) =>
        images.filter((image) => (image as HTMLImageElement).complete).map((image) => image.getAttribute('src')),
      );
      expect(shown.length, path).toBeGreaterThan(0);
      expect(
        shown.every((src) => src === '/images/photo-fallback.svg'),
        `${path}: ${shown.join(', ')}`,
      ).toBe(true);
      await expect.poll(() => attributeMismatches(page), { timeout: 10_000 }).toEqual([]);
      // Chromium logs each aborted picture; nothing else may fail.
      expect(
        errors.filter((error) => !error.includes('ERR_FAILED')),
        path,
      ).toEqual([]);
      await context.close();
    }
  });

  it('shows what the backend holds once the app has started: the hero deleted in the admin is gone from home on a fresh load', async () => {
    const { page, context } = await session.newPage(1440);
    await signInAsStaff(page, session.url);
    await page.goto(session.url('#/jy-dev/images'));
    const title = '평창 펜션 징크 스탠딩심 지붕 시공';
    await page.getByRole('article', { name: title }).getByText('현재 배경 이미지').waitFor();
    await page.getByRole('button', { name: `더 보기 (${title})` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: '삭제' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await page.getByText(`“${title}” 이미지를 삭제했습니다.`).waitFor();

    // A fresh load of the prerendered home page: its HTML names the seed's hero; the app shows the shipped picture.
    await page.goto(session.url('/robots.txt'));
    await page.goto(session.url('/'));
    expect(await page.locator('img[data-hero-image]').getAttribute('src')).toBe('/demo/works/zinc-standing-seam-roof.webp');
    const shipped = page.locator('img[src="/images/hero-default.webp"]');
    await expect.poll(() => shipped.evaluate((image) => getComputedStyle(image).opacity), { timeout: 30_000 }).toBe('1');
    await context.close();
  });

  forEachAxeView(({ width, dark, name }) => {
    it(`passes axe on what the start-up script shows before the app (${name})`, async () => {
      const report: string[] = [];
      const check = async (page: Page, state: string) => {
        for (const violation of await seriousViolations(page))
          report.push(`${state} [${violation.impact}] ${violation.id}: ${violation.help}`);
      };
      const home = await slowVisit('/', width, { dark, slow: false });
      await home.page.locator('h1').waitFor();
      if (width < 768) {
        await press(home.page, home.page.getByRole('button', { name: '메뉴 열기' }));
        await home.page.getByRole('navigation', { name: '모바일 메뉴' }).waitFor();
        await check(home.page, 'menu opened before the app');
      }
      await press(home.page, home.page.getByRole('banner').getByRole('button', { name: '다크 모드' }));
      await check(home.page, 'theme switched before the app');
      await home.context.close();

      const photo = await slowVisit(PHOTO_OF_A_JOB, width, { dark, slow: false });
      await photo.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(session.url('')).origin });
      await press(photo.page, photo.page.getByRole('button', { name: '공유' }));
      await photo.page.getByText(/링크를 복사했습니다/).waitFor();
      await check(photo.page, 'share note before the app');
      await photo.context.close();

      const gallery = await slowVisit('/projects', width, { dark, slow: false });
      const next = gallery.page.getByRole('navigation', { name: '갤러리 페이지' }).getByRole('button', { name: '다음' });
      await next.scrollIntoViewIfNeeded();
      await press(gallery.page, next);
      await check(gallery.page, 'a page button waiting for the app');
      await gallery.context.close();
      expect(report).toEqual([]);
    });
  });
});
