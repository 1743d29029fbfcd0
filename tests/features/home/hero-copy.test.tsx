import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_COPY_PATH } from '../../../src/config/constants';
import { heroCopyUrlFor } from '../../../src/config/hero-copy';
import { HeroBackground } from '../../../src/features/home/HeroBackground';
import type { PublicBackend } from '../../../src/backend/port';
import { setBackendAdapter } from '../../../src/backend/registry';
import { freshDemoAdapter } from '../../support/demo-backend';

/** A demo backend whose public reads are replaced. */
function setPublicBackend(overrides: Partial<PublicBackend>) {
  const base = freshDemoAdapter();
  setBackendAdapter({ ...base, kind: base.kind, publicBackend: async () => ({ ...(await base.publicBackend()), ...overrides }) });
}

/**
 * The Firebase build's home page names the hero's stable copy (site/hero in Storage) in its HTML, so the browser
 * fetches the current background at once; the functions keep the copy in step (functions/test/emulator/
 * on-image-written.test.ts). When the copy cannot load, the page falls back to the shipped picture and the
 * flagged hero, as the demo build always does (home.test.tsx).
 */
const COPY = 'https://firebasestorage.googleapis.com/v0/b/jy-prod.appspot.com/o/site%2Fhero?alt=media';

describe("the hero's stable copy", () => {
  it('is the Firebase Storage address of site/hero, only in a Firebase build talking to the real project', () => {
    expect(heroCopyUrlFor({ backend: 'firebase', bucket: 'jy-prod.appspot.com', emulatorHost: '' })).toBe(COPY);
    expect(COPY).toContain(encodeURIComponent(HERO_COPY_PATH));
    expect(heroCopyUrlFor({ backend: 'demo', bucket: '', emulatorHost: '' })).toBeNull();
    expect(heroCopyUrlFor({ backend: 'firebase', bucket: 'jy-prod.appspot.com', emulatorHost: '127.0.0.1:8080' })).toBeNull();
  });

  it('is the only picture, with high priority, and nothing is read from the backend', async () => {
    let reads = 0;
    setPublicBackend({ getHeroImage: async () => ((reads += 1), null) });
    const { container } = render(<HeroBackground copyUrl={COPY} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', COPY);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading');
    expect(container.querySelector('source')).toBeNull();
    await new Promise((done) => setTimeout(done, 50));
    expect(reads).toBe(0);
  });

  it('when the copy fails to load: the shipped picture, then the image flagged as hero', async () => {
    setPublicBackend({ getHeroImage: async () => ({ imageUrl: 'https://example.invalid/flagged.webp' }) as never });
    const { container } = render(<HeroBackground copyUrl={COPY} />);
    fireEvent.error(container.querySelector(`img[src="${COPY}"]`)!);
    await waitFor(() => expect(container.querySelector('img[data-hero-image]')).toHaveAttribute('src', 'https://example.invalid/flagged.webp'));
    expect(container.querySelector('img[src="images/hero-default.webp"]')).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector(`img[src="${COPY}"]`)).toBeNull();
  });
});
