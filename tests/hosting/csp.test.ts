import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resolve } from 'node:path';
import { GUARDED_ADMIN_PAGES, PUBLIC_PAGES, publicSamplePages } from '../browser/support/pages';

/**
 * The Content-Security-Policy as Chromium enforces it: the build served by the Hosting emulator with
 * firebase.json's headers, over the TLS front (as in production: https, upgrade-insecure-requests). Every route
 * is visited, in both themes and (demo build) signed in, and no `securitypolicyviolation` may be reported.
 * Requests that leave 127.0.0.1 are aborted after the browser has checked them against the policy, so the
 * third-party origins are judged without any network.
 *
 * Run for the demo build (dist/) and for a Firebase build (scripts/hosting/test.mjs --build firebase).
 */
const origin = inject('httpsUrl');
const buildKind = inject('buildKind');

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

let browser: Browser;
/** Hosts outside 127.0.0.1 the visited pages asked for (the policy allowed them; the request was then aborted). */
const externalHosts = new Set<string>();

async function newContext(dark = true, { recordHosts = true } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1') return route.continue();
    if (recordHosts) externalHosts.add(hostname);
    return route.abort('internetdisconnected');
  });
  await context.addInitScript((darkMode) => {
    window.__cspViolations = [];
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolations.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        }),
      true,
    );
    localStorage.setItem('darkMode', JSON.stringify(darkMode));
  }, dark);
  return context;
}

/** Violations reported since the last call (the events are queued tasks: give them a moment). */
async function takeViolations(page: Page): Promise<Violation[]> {
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__cspViolations.splice(0));
}

/** A hash route ('#/about') or a clean path ('/about'). */
async function visit(page: Page, hash: string): Promise<void> {
  await page.goto(hash.startsWith('/') ? `${origin}${hash}` : `${origin}/${hash}`);
  await page.locator('main').first().waitFor();
  // Down to the footer: lazy content (images, the contact page's map) loads when it comes into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

async function sweep(page: Page, hashes: readonly string[]): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  for (const hash of hashes) {
    await visit(page, hash);
    const violations = await takeViolations(page);
    if (violations.length) found[hash] = violations;
  }
  return found;
}

describe(`Content-Security-Policy in Chromium (${buildKind} build, Hosting emulator over TLS)`, () => {
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });

  afterAll(async () => {
    await browser?.close();
    console.log(
      `[csp] ${buildKind} build: external hosts requested (allowed by the policy, then aborted offline): ${[...externalHosts].sort().join(', ') || 'none'}`,
    );
  });

  it('the page is served with the policy (over https)', async () => {
    const response = await fetch(`${inject('hostingUrl')}/`);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; /);
  });

  for (const dark of [true, false]) {
    it(`no public route reports a violation (${dark ? 'dark' : 'light'} theme)`, async () => {
      const context = await newContext(dark);
      const page = await context.newPage();
      const samples = buildKind === 'demo' ? await publicSamplePages(page, `${origin}/`) : [];
      const found = await sweep(page, [...PUBLIC_PAGES, ...samples]);
      await context.close();
      expect(found).toEqual({});
    });
  }

  it('no public page booted from its clean URL reports a violation (the prerendered page taken over)', async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    const samples = buildKind === 'demo' ? await publicSamplePages(page, `${origin}/`) : [];
    const found = await sweep(
      page,
      [...PUBLIC_PAGES, ...samples].map((hash) => hash.slice(1)),
    );
    await context.close();
    expect(found).toEqual({});
  });

  it('no admin route reports a violation (demo build: signed in, with an upload dialog open)', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const found = await sweep(page, ['#/jy-dev/login', ...GUARDED_ADMIN_PAGES]);
    if (buildKind === 'demo') {
      await visit(page, '#/jy-dev/login');
      await page.getByLabel('이메일').fill('admin@example.com');
      await page.getByLabel('비밀번호').fill('demo1234');
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByRole('heading', { name: '대시보드' }).waitFor();
      Object.assign(found, await sweep(page, GUARDED_ADMIN_PAGES));
      // The upload dialog: a chosen photo's preview (blob: image), the progress bar (a style prop).
      await visit(page, '#/jy-dev/images');
      await page.getByRole('button', { name: '이미지 업로드' }).click();
      await page
        .getByRole('dialog')
        .locator('input[type="file"]')
        .first()
        .setInputFiles(resolve('public/demo/works/zinc-roof-dormer.webp'));
      await page.getByRole('dialog').getByLabel(/제목/).fill('CSP 점검');
      await page.getByRole('dialog').getByRole('button', { name: '업로드', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 });
      const upload = await takeViolations(page);
      if (upload.length) found['#/jy-dev/images (upload)'] = upload;
    }
    await context.close();
    expect(found).toEqual({});
  });

  it('allows what the SDKs load and blocks the rest: cleardot.gif, App Check, inline <style>, removed hosts', async () => {
    const context = await newContext(true, { recordHosts: false });
    const page = await context.newPage();
    await visit(page, '#/');
    await takeViolations(page);
    const probe = async (kind: 'img' | 'fetch' | 'script' | 'style', url = '') => {
      await page.evaluate(
        ({ kind, url }) => {
          if (kind === 'img') new Image().src = url;
          if (kind === 'fetch') void fetch(url).catch(() => undefined);
          if (kind === 'script') document.head.append(Object.assign(document.createElement('script'), { src: url }));
          if (kind === 'style')
            document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { outline: 0 }' }));
        },
        { kind, url },
      );
      return (await takeViolations(page)).map((violation) => violation.directive);
    };
    // Allowed: the full Firestore SDK's image after a connection error, App Check's token exchange, the SDKs' APIs.
    expect(await probe('img', 'https://www.google.com/images/cleardot.gif')).toEqual([]);
    expect(await probe('fetch', 'https://content-firebaseappcheck.googleapis.com/v1/projects/x/apps/y:exchangeRecaptchaV3Token')).toEqual(
      [],
    );
    expect(await probe('fetch', 'https://firestore.googleapis.com/v1/projects/x')).toEqual([]);
    expect(await probe('script', 'https://www.google.com/recaptcha/api.js?render=x')).toEqual([]);
    expect(await probe('script', 'https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=x')).toEqual([]);
    // Blocked: the App Check host nothing calls, any other image on google.com, an inline <style> element.
    expect(await probe('fetch', 'https://firebaseappcheck.googleapis.com/v1/projects/x')).toEqual(['connect-src']);
    expect(await probe('img', 'https://www.google.com/images/other.gif')).toEqual(['img-src']);
    expect(await probe('style')).toEqual(['style-src-elem']);
    await context.close();
  });
});
