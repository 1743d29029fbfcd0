import { describe, expect, inject, it } from 'vitest';
import { HERO_COPY_PATHS } from '@/config/collections';
import { demoAccount, demoNoticeCopy } from '@/features/admin-auth/demo-copy';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A Firebase build is lean (run by scripts/hosting/test.mjs on its Firebase build): it ships none of the demo's
 * sample pictures, none of the demo's sign-in hint, and its home page preloads no hero copy (site/hero) that may
 * not exist yet (a background is set only after the first deploy); the home page as Hosting serves it is checked too.
 */
const buildDir = inject('buildDir');
const buildKind = inject('buildKind');
const origin = inject('hostingUrl');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.runIf(buildKind === 'firebase')('the Firebase build ships nothing of the demo', () => {
  it('no demo pictures (public/demo is the demo seed)', () => {
    expect(existsSync(resolve(buildDir, 'demo'))).toBe(false);
    const html = filesUnder(buildDir).filter((file) => file.endsWith('.html'));
    for (const file of html) expect(readFileSync(file, 'utf8'), file).not.toContain('/demo/works/');
  });

  it("no demo sign-in text in any script (the admin's chunks included)", () => {
    const scripts = filesUnder(resolve(buildDir, 'static')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8');
      for (const secret of [demoAccount.password, demoNoticeCopy.title, demoNoticeCopy.body]) expect(text, file).not.toContain(secret);
    }
  });

  it('the home page preloads no hero copy before a background exists, as served', async () => {
    const response = await fetch(`${origin}/`);
    const html = await response.text();
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
    for (const tag of preloads) expect(tag).not.toContain(encodeURIComponent(HERO_COPY_PATHS.display));
    expect(html).not.toMatch(new RegExp(`rel="preload"[^>]*${encodeURIComponent(HERO_COPY_PATHS.phone)}`));
  });
});
