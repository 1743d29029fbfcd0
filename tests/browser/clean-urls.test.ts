import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_SITE_URL } from '../../scripts/lib/test-site.mjs';
import { appTookOver, attributeMismatches, errorsOf, holdAppEntry } from './support/app-start';
import { axeInto } from './support/axe-report';
import { PUBLIC_PAGES } from './support/pages';
import { useBrowserSession } from './support/session';
import { forEachAxeView } from './support/themes';

/**
 * Arriving at a page's clean URL (a search result, a shared link) and at the app's hash URLs, in Chromium on the
 * production build: what shows before any JavaScript runs (the app's entry script is held back), that nothing but
 * the addressed page is ever painted, that the app takes over the prerendered markup itself (hydration: the same
 * nodes, no console error) at the hash address, both themes; then navigating, opening a link in a new tab, a hash
 * change while the app starts, and 공유.
 */
declare global {
  interface Window {
    /** Every h1 text painted since the document began (sampled each animation frame). */
    __painted: string[];
    /** Set before the app took over, to see that the page was not reloaded. */
    __sameDocument?: boolean;
  }
}

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors. */
  errors: string[];
  /** Lets the app's entry script load (it is held at each navigation until this is called). */
  release: () => void;
}

describe('booting from clean URLs and hash URLs', () => {
  const session = useBrowserSession();
  const rawH1 = new Map<string, string>();

  /** The h1 of a page's prerendered HTML (as a crawler gets it), its text as the browser shows it. */
  async function h1Of(path: string): Promise<string> {
    if (!rawH1.has(path)) {
      const html = await (await fetch(session.url(path))).text();
      const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      rawH1.set(
        path,
        inner
          .replace(/<br\/?>/g, '')
          .replace(/<[^>]+>/g, '')
          .replace(/&amp;/g, '&')
          .trim(),
      );
    }
    return rawH1.get(path)!;
  }

  async function watchedPage(width: number, dark: boolean): Promise<Watched> {
    const { context, page } = await session.newPage(width, { dark });
    const errors = errorsOf(page);
    await context.addInitScript(() => {
      window.__painted = [];
      const sample = () => {
        const h1 = document.querySelector('h1');
        const text = h1?.textContent?.trim();
        if (h1 && text && h1.checkVisibility() && window.__painted.at(-1) !== text) window.__painted.push(text);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // Each request for the entry script waits for the next release().
    const release = await holdAppEntry(page);
    return { page, context, errors, release };
  }

  /** Every public page without a parameter, the first photo the gallery's HTML links to, and a work of a demo job. */
  async function pagesToVisit(): Promise<string[]> {
    const gallery = await (await fetch(session.url('/projects'))).text();
    const work = /href="(\/projects\/gallery\/[^"]+)"/.exec(gallery)?.[1];
    expect(work).toBeDefined();
    // A photo of a job: its page shows the job (시공 현장) from the page's data, so the app takes that over too; and
    // a job's own page.
    return [
      ...PUBLIC_PAGES.map((hash) => hash.slice(1)),
      work!,
      '/projects/gallery/job-wonju-roof-during',
      '/projects/jobs/job-wonju-roof',
    ];
  }

  for (const dark of [true, false]) {
    const theme = dark ? 'dark' : 'light';

    it(`shows each clean URL's own page before any script, then takes over that markup at #/… (${theme} theme)`, async () => {
      const { page, context, errors, release } = await watchedPage(375, dark);
      const paths = await pagesToVisit();
      for (const path of paths) {
        const h1 = await h1Of(path);
        await page.goto(session.url('/robots.txt')); // a document of the site between visits: each visit loads afresh
        await page.goto(session.url(path), { waitUntil: 'commit' });
        // Before any JavaScript: the page's own HTML, in the stored theme.
        const heading = page.locator('h1').first();
        await heading.waitFor();
        expect(await heading.textContent(), path).toBe(h1);
        expect(new URL(page.url()).pathname, path).toBe(path);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(dark);
        await page.evaluate(() => {
          window.__sameDocument = true;
          (document.querySelector('h1') as HTMLElement & { __prerendered?: boolean }).__prerendered = true;
        });
        // A form takes input from the first paint (what is typed before the app starts is taken over: first-taps.test.ts).
        const inert = () => page.evaluate(() => [...document.querySelectorAll('form')].map((form) => form.inert));
        expect((await inert()).some(Boolean), path).toBe(false);
        release();
        await appTookOver(page, h1);
        const url = new URL(page.url());
        expect(url.pathname + url.hash, path).toBe(path === '/' ? '/' : `/#${path}`);
        // Hydrated: the same nodes the HTML made (not a second render), in the same document.
        expect(
          await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { __prerendered?: boolean }).__prerendered === true),
          path,
        ).toBe(true);
        expect(await page.evaluate(() => window.__sameDocument), path).toBe(true);
        expect(await page.evaluate(() => window.__painted), path).toEqual([h1]);
        expect(await attributeMismatches(page), path).toEqual([]);
        expect((await inert()).some(Boolean), path).toBe(false);
        const toggle = page.getByRole('banner').getByRole('button', { name: '다크 모드' });
        expect(await toggle.getAttribute('aria-pressed'), path).toBe(String(dark));
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(dark);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows a hash URL's page without first painting the home page's HTML it is served (${theme} theme)`, async () => {
      const { page, context, errors, release } = await watchedPage(1440, dark);
      const paths = await pagesToVisit();
      for (const path of paths) {
        const h1 = await h1Of(path);
        await page.goto(session.url('/robots.txt'));
        await page.goto(session.url(`#${path}`), { waitUntil: 'commit' });
        await page.locator('h1').first().waitFor({ state: 'attached' });
        // Nothing paints before the stylesheet (it blocks rendering): look once it is in.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
        );
        // Before any JavaScript: the home page's HTML is there (index.html) but hidden, unless it is the page asked for.
        expect(await page.locator('h1').first().isVisible(), path).toBe(path === '/');
        release();
        await appTookOver(page, h1);
        expect(await page.evaluate(() => window.__painted), path).toEqual([h1]);
        expect(new URL(page.url()).hash, path).toBe(`#${path}`);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(dark);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('navigates in the app from a clean URL: clean hrefs, a click without reload, a new tab at the clean URL', async () => {
    const { page, context, errors, release } = await watchedPage(1440, true);
    await page.goto(session.url('/about'), { waitUntil: 'commit' });
    release();
    await appTookOver(page, await h1Of('/about'));
    await page.evaluate(() => (window.__sameDocument = true));
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    const services = nav.getByRole('link', { name: '사업분야' });
    expect(await services.getAttribute('href')).toBe('/services');
    await services.click();
    await appTookOver(page, await h1Of('/services'));
    expect(new URL(page.url()).hash).toBe('#/services');
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);

    // Ctrl-click (a new tab): the clean URL, which is the page itself.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      nav.getByRole('link', { name: '견적문의' }).click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/contact');
    await appTookOver(tab, await h1Of('/contact'));
    expect(new URL(page.url()).hash).toBe('#/services');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a hash change made while the app is still starting: the page shows the address bar's route", async () => {
    const { page, context, errors, release } = await watchedPage(375, true);
    await page.goto(session.url('/about'), { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor();
    // An address-bar edit (or a fast Back) before the app has started.
    await page.evaluate(() => (window.location.hash = '#/contact'));
    release();
    await appTookOver(page, await h1Of('/contact'));
    expect(new URL(page.url()).hash).toBe('#/contact');
    expect(await page.evaluate(() => window.__painted.at(-1))).toBe(await h1Of('/contact'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("공유 copies the photo's clean URL (never a # URL) on a computer", async () => {
    const { page, context, errors, release } = await watchedPage(1440, true);
    const [path] = (await pagesToVisit()).filter((candidate) => candidate.startsWith('/projects/gallery/'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(session.url('')).origin });
    await page.goto(session.url(path!), { waitUntil: 'commit' });
    release();
    await appTookOver(page, await h1Of(path!));
    await page.getByRole('button', { name: '공유' }).click();
    // The app's note (the hidden one beside it is the start-up script's, for a tap before the app).
    await page
      .getByText(/링크를 복사했습니다/)
      .filter({ visible: true })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${TEST_SITE_URL}${path}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  forEachAxeView(({ width, dark, name }) => {
    it(`the 404 page (no app: an unknown photo, a mistyped path) answers 404 and passes axe (${name})`, async () => {
      const { page, context, errors } = await watchedPage(width, dark);
      const response = await page.goto(session.url('/projects/gallery/no-such-work'));
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
      expect(
        await page
          .getByRole('navigation', { name: '주요 페이지' })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(['/', '/about', '/services', '/projects', '/contact']);
      const report: string[] = [];
      await axeInto(report, page, '404');
      expect(report).toEqual([]);
      // Chromium logs the page's own status; nothing else may fail.
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      await context.close();
    });
  });
});
