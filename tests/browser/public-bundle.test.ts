import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { adminOnlyFiles } from '../../scripts/bench/chunk-graph.mjs';
import { PUBLIC_PAGES, publicSamplePages } from './support/pages';
import { useBrowserSession } from './support/session';

/**
 * The admin's JavaScript is never loaded by a public page (the same check `npm run bench` prints), nor its manifest
 * linked, nor its service worker registered.
 */
describe('public pages load no admin code', () => {
  const session = useBrowserSession();

  it('requests none of the admin-only chunks on any public route', async () => {
    const adminOnly = adminOnlyFiles(resolve('dist'));
    expect(adminOnly.size).toBeGreaterThan(0);
    const { page, context } = await session.newPage(375);
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => loaded.add(new URL(request.url()).pathname.replace(/^\//, '')));
    const hashes = [...PUBLIC_PAGES, ...(await publicSamplePages(page, session.url('')))];
    // Each page at its hash URL and at its clean URL (the prerendered page the app takes over).
    const linkedManifests: string[] = [];
    for (const address of [...hashes, ...hashes.map((hash) => hash.slice(1))]) {
      await page.goto(session.url(address));
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      // The admin's home-screen manifest is linked from admin pages only.
      if ((await page.locator('link[rel="manifest"]').count()) > 0) linkedManifests.push(address);
    }
    expect([...loaded].filter((file) => adminOnly.has(file))).toEqual([]);
    expect(linkedManifests).toEqual([]);
    // No public page registers a service worker (the admin's, public/admin-sw.js, is registered by 알림 설정 only).
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(loaded.has('admin-sw.js')).toBe(false);

    // And the admin does load them: the check is not vacuous.
    await page.goto(session.url('#/jy-dev/login'));
    await page.getByLabel('비밀번호').waitFor();
    await page.waitForLoadState('networkidle');
    expect([...loaded].some((file) => adminOnly.has(file))).toBe(true);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/admin.webmanifest');
    await context.close();
  });

  it('loads none of the privacy policy on /privacy while no privacy officer is named (the placeholder note)', async () => {
    const js = resolve('dist/static/js');
    const policyChunks = readdirSync(js).filter(
      (file) => file.endsWith('.js') && readFileSync(join(js, file), 'utf8').includes('개인정보 보호책임자'),
    );
    // The policy is in the build (the owner may name an officer at any time), in a chunk of its own.
    expect(policyChunks.length).toBeGreaterThan(0);
    const { page, context } = await session.newPage(375);
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => loaded.add(new URL(request.url()).pathname.split('/').pop() ?? ''));
    for (const address of ['/privacy', '/#/privacy']) {
      await page.goto(session.url(address));
      await page.getByText('내용이 준비 중입니다. 곧 추가될 예정입니다.').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect([...loaded].filter((file) => policyChunks.includes(file))).toEqual([]);
    await context.close();
  });
});
