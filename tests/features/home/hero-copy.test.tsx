import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBackend } from '@/backend/port';
import { setBackendAdapter } from '@/backend/registry';
import { HERO_COPY_PATHS } from '@/config/collections';
import { HeroBackground } from '@/features/home/HeroBackground';
import { freshDemoAdapter } from '../../support/demo-backend';

/**
 * A Firebase build's home page starts from the hero's stable copies (site/hero and site/hero-phone in Storage),
 * which its HTML names, so the browser fetches the current background at once; the functions keep the copies in
 * step (functions/test/emulator/on-image-written.test.ts). When a copy cannot load, the page falls back to the
 * shipped picture and the flagged hero, as the demo build does (home.test.tsx). The build's copies are this test's
 * (a demo build has none).
 */
const COPY = vi.hoisted(() => ({
  imageUrl: 'https://firebasestorage.googleapis.com/v0/b/jy-prod.appspot.com/o/site%2Fhero?alt=media',
  thumbnailUrl: 'https://firebasestorage.googleapis.com/v0/b/jy-prod.appspot.com/o/site%2Fhero-phone?alt=media',
}));
vi.mock('@/config/hero-copy', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/hero-copy')>()),
  heroCopy: COPY,
}));

/** A demo backend whose public reads are replaced; counts the hero reads. */
function backendWith(overrides: Partial<PublicBackend>) {
  const base = freshDemoAdapter();
  setBackendAdapter({ ...base, kind: base.kind, publicBackend: async () => ({ ...(await base.publicBackend()), ...overrides }) });
}

describe("the hero's stable copies", () => {
  it('are the Firebase Storage addresses of site/hero and site/hero-phone, only in a Firebase build on the real project', async () => {
    const { heroCopyFor } = await vi.importActual<typeof import('@/config/hero-copy')>('../../../src/config/hero-copy');
    expect(heroCopyFor({ backend: 'firebase', bucket: 'jy-prod.appspot.com', emulatorHost: '' })).toEqual(COPY);
    expect(COPY.imageUrl).toContain(encodeURIComponent(HERO_COPY_PATHS.display));
    expect(COPY.thumbnailUrl).toContain(encodeURIComponent(HERO_COPY_PATHS.phone));
    expect(heroCopyFor({ backend: 'demo', bucket: '', emulatorHost: '' })).toBeNull();
    expect(heroCopyFor({ backend: 'firebase', bucket: 'jy-prod.appspot.com', emulatorHost: '127.0.0.1:8080' })).toBeNull();
  });

  it('are the only picture, with high priority (the phone file on phones), and nothing is read from the backend', async () => {
    let reads = 0;
    backendWith({ getHeroPhoto: async () => ((reads += 1), null) });
    const { container } = render(<HeroBackground />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', COPY.imageUrl);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading');
    expect(container.querySelector('source')).toHaveAttribute('srcset', COPY.thumbnailUrl);
    // Let the page settle: a read would have started on mount.
    await new Promise((done) => setTimeout(done, 50));
    expect(reads).toBe(0);
  });

  it('when a copy fails to load: the shipped picture, then the image flagged as hero', async () => {
    backendWith({ getHeroPhoto: async () => ({ imageUrl: 'https://example.invalid/flagged.webp', thumbnailUrl: null }) as never });
    const { container } = render(<HeroBackground />);
    fireEvent.error(container.querySelector(`img[src="${COPY.imageUrl}"]`)!);
    await waitFor(() => expect(container.querySelector('img[src="https://example.invalid/flagged.webp"]')).not.toBeNull());
    expect(container.querySelector('img[src="/images/hero-default.webp"]')).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector(`img[src="${COPY.imageUrl}"]`)).toBeNull();
  });

  it('are preloaded by the home page only when its render read that a hero is set, never before one exists', async () => {
    const { renderPublicPage, FIRST_SITE_SETTINGS } = await import('@/app/server/index');
    const preloadsOf = (head: string) =>
      [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)"[^>]*>/g)].map((match) => match[0]);
    // The Firebase build's prerender read nothing: the copies may not exist yet (no background set): no preload.
    const unknown = await renderPublicPage({ path: '/', data: {}, settings: FIRST_SITE_SETTINGS });
    expect(preloadsOf(unknown.head)).toEqual([]);
    expect(unknown.html).toContain(`src="${COPY.imageUrl}"`);
    // A render that read a hero: its pictures, first.
    const set = await renderPublicPage({ path: '/', data: { hero: COPY }, settings: FIRST_SITE_SETTINGS });
    const preloads = preloadsOf(set.head);
    expect(preloads).toHaveLength(2);
    expect(preloads.find((tag) => tag.includes('max-width'))).toContain(COPY.thumbnailUrl.replace(/&/g, '&amp;'));
    expect(preloads.find((tag) => tag.includes('min-width'))).toContain(COPY.imageUrl.replace(/&/g, '&amp;'));
    // A render that read that no hero is set: the shipped picture.
    const none = await renderPublicPage({ path: '/', data: { hero: null }, settings: FIRST_SITE_SETTINGS });
    expect(preloadsOf(none.head).join('\n')).toContain('/images/hero-default-mobile.webp');
  });
});
