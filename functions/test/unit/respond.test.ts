// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { answerPageRequest, workIdOf, type PageSources } from '../../src/pages/respond.js';
import type { SiteBundle, SitemapWorkInput, StoredDoc, WorkPageInput } from '../../src/pages/site-bundle.js';

/**
 * What the pages function answers, with the Firestore reads and the web app's bundle replaced by small doubles:
 * statuses, headers (caching above all) and which page the bundle was asked for. The real bundle and Firestore
 * are exercised by tests/hosting/firebase-pages.test.ts on the Hosting, Functions and Firestore emulators.
 */
const SITE = 'https://jy.example.kr';
const work: StoredDoc = { id: 'roof-1', data: { title: '지붕 방수', workType: 'roofing' } };

function bundle(): SiteBundle {
  return {
    renderWorkPage: vi.fn(async (input: WorkPageInput) => `<h1>${String(input.work.data.title)}</h1>`),
    renderMissingWorkPage: vi.fn(async (path: string) => `<h1>없음 ${path}</h1>`),
    sitemap: vi.fn((siteUrl: string, works: readonly SitemapWorkInput[]) => `<urlset>${works.map((entry) => `${siteUrl}/${entry.id}`).join(' ')}</urlset>`),
    workTypeOf: (doc) => (typeof doc.data.workType === 'string' ? doc.data.workType : null),
    pageHeaders: { 'Content-Security-Policy': "default-src 'none'", 'X-Frame-Options': 'DENY' },
  };
}

function sources(overrides: Partial<PageSources> = {}, site = bundle()): PageSources & { site: SiteBundle } {
  return {
    site,
    siteUrl: SITE,
    readWorkPage: vi.fn(async (id: string) => (id === work.id ? { work, related: [], newer: null, older: null } : null)),
    readSitemapWorks: vi.fn(async () => [{ id: 'roof-1', lastmod: new Date('2026-11-03T05:05:00Z') }]),
    loadBundle: async () => site,
    onError: vi.fn(),
    ...overrides,
  };
}

describe('the pages function', () => {
  it("a work's page: 200, its HTML, cached by browsers for 5 minutes and by the CDN for 10, with the site's headers", async () => {
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1', sources());
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<h1>지붕 방수</h1>');
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=600',
      'Content-Security-Policy': "default-src 'none'",
      'X-Frame-Options': 'DENY',
    });
  });

  it('an id that names no work: 404, the not-found page, noindex, cached only briefly', async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/projects/gallery/deleted-1', given);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('<h1>없음 /projects/gallery/deleted-1</h1>');
    expect(answer.headers).toMatchObject({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'public, max-age=60, s-maxage=120' });
    expect(given.readWorkPage).toHaveBeenCalledWith('deleted-1', expect.any(Function));
  });

  it('addresses that cannot name a work are 404 without reading Firestore', async () => {
    for (const path of ['/projects/gallery/', '/projects/gallery/a/b', '/projects/gallery/%E0%A4%A', '/projects/gallery/__x__', '/projects/other']) {
      const given = sources();
      expect((await answerPageRequest('GET', path, given)).status, path).toBe(404);
      expect(given.readWorkPage, path).not.toHaveBeenCalled();
    }
  });

  it('the id is the decoded path segment', async () => {
    expect(workIdOf('/projects/gallery/a%20b')).toBe('a b');
    expect(workIdOf('/projects/gallery/%EC%A7%80%EB%B6%95')).toBe('지붕');
  });

  it('a trailing slash is sent to the clean address for good', async () => {
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1/', sources());
    expect(answer).toMatchObject({ status: 301, headers: { Location: '/projects/gallery/roof-1' } });
  });

  it('the sitemap: XML from the works read, cached like the pages', async () => {
    const answer = await answerPageRequest('GET', '/sitemap.xml', sources());
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300, s-maxage=600' });
    expect(answer.body).toBe(`<urlset>${SITE}/roof-1</urlset>`);
  });

  it('HEAD is answered like GET; other methods are refused', async () => {
    expect((await answerPageRequest('HEAD', '/projects/gallery/roof-1', sources())).status).toBe(200);
    const post = await answerPageRequest('POST', '/projects/gallery/roof-1', sources());
    expect(post).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });

  it('a failure to read is a 503 in Korean that no cache keeps, and is reported', async () => {
    const given = sources({ readWorkPage: async () => Promise.reject(new Error('unavailable')) });
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1', given);
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain('잠시 후 다시 시도해 주세요');
    expect(given.onError).toHaveBeenCalledWith(expect.any(Error), '/projects/gallery/roof-1');
  });

  it('a bundle that cannot load is a 503 too', async () => {
    const answer = await answerPageRequest('GET', '/sitemap.xml', sources({ loadBundle: async () => Promise.reject(new Error('missing')) }));
    expect(answer.status).toBe(503);
  });
});
