import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chunkErrors } from '@/app/errors/copy';
import { routeList } from '@/config/routes';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { copyDeployedFiles, readFirebaseJson } from '../../scripts/firebase/hosting-config.mjs';
import { publishRelease, restoreRelease, servedRelease } from '../../scripts/hosting/hosting-emulator.mjs';

/**
 * A deploy under an open tab: the tab keeps the old index.html, whose lazy chunks the new build no longer has.
 * Served by the Hosting emulator, the missing chunk is a 404, so the app shows its own "새 버전" message (not the
 * generic error), and its reload button brings the new version.
 */
const projectDir = inject('hostingProjectDir');
const buildDir = inject('buildDir');
const ignore = readFirebaseJson().hosting.ignore ?? [];

/** A copy of the build as the next deploy would publish it: every JS chunk under a new hashed name. */
function nextBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jy-next-build-'));
  copyDeployedFiles(buildDir, dir, ignore);
  const jsDir = join(dir, 'static/js');
  const renames = new Map<string, string>();
  for (const name of readdirSync(jsDir)) {
    const next = name.replace(/-([\w-]{8})\.js$/, (_, hash: string) => `-${[...hash].reverse().join('').replace(/^./, 'N')}.js`);
    renames.set(name, next);
    renameSync(join(jsDir, name), join(jsDir, next));
  }
  const rewrite = (file: string) => {
    let text = readFileSync(file, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    writeFileSync(file, text);
  };
  rewrite(join(dir, 'index.html'));
  for (const name of readdirSync(jsDir)) rewrite(join(jsDir, name));
  return dir;
}

describe('a deploy under an open tab (Hosting emulator, Chromium)', () => {
  let browser: Browser;
  let next: string;
  let original: string;

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
    next = nextBuild();
    original = servedRelease(projectDir);
  });

  afterAll(async () => {
    await browser?.close();
    // The other test files see the original build again.
    if (original) restoreRelease(original, projectDir);
    if (next) rmSync(next, { recursive: true, force: true });
  });

  it("shows the app's new-version message for a page whose chunk is gone, and its reload loads the new version", async () => {
    const context = await browser.newContext({ locale: 'ko-KR', ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto(`${inject('hostingUrl')}/#/`);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');

    // A public page whose chunk this tab has not loaded yet.
    const target = routeList.find(
      (route) =>
        route.area === 'public' && !route.sample && !requested.some((path) => basename(path).startsWith(`${basename(route.page)}-`)),
    );
    expect(target, 'every public page chunk was loaded at start: no page left to test with').toBeDefined();

    publishRelease(next, { projectDir, ignore }); // the deploy, swapped in atomically as Hosting does

    await page.evaluate((hash) => (window.location.hash = hash), `#${target!.path}`);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    const shown = await alert.innerText();
    expect(shown).toContain(chunkErrors.missing.title);
    expect(shown).toContain(chunkErrors.missing.body);

    // The reload asks for index.html again (no-cache) and gets the new version, whose chunks exist.
    await alert.getByRole('button', { name: chunkErrors.reload }).click();
    await page.waitForLoadState('load');
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alert').count()).toBe(0);
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    expect(html).toMatch(/static\/js\/index-N[\w-]{7}\.js/);
    await context.close();
  });
});
