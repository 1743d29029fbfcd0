// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { envStubLoader } from '../../support/with-env';

const load = envStubLoader();
const SITE = 'https://jy-construction.test';

const locsOf = (xml: string) =>
  [...xml.matchAll(/<url>\s*<loc>([^<]*)<\/loc>(?:\s*<lastmod>([^<]*)<\/lastmod>)?/g)].map((match) => ({
    loc: match[1],
    lastmod: match[2],
  }));

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page, every photo and every published job by absolute clean URL with lastmod; never a # URL or the admin', async () => {
    const { sitemapXml } = await load({ VITE_SITE_URL: SITE }, () => import('@/app/server/sitemap'));
    const built = new Date('2026-11-01T00:00:00Z');
    const xml = sitemapXml(
      [
        { id: 'new-roof', uploadedAt: new Date('2026-11-20T01:00:00Z') },
        { id: 'a&b', uploadedAt: null },
      ],
      built,
      [{ id: 'job-wonju-roof', publishedAt: new Date('2025-05-10T01:00:00Z') }],
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locsOf(xml)).toEqual([
      { loc: `${SITE}/`, lastmod: '2026-11-20' },
      { loc: `${SITE}/about`, lastmod: '2026-11-01' },
      { loc: `${SITE}/services`, lastmod: '2026-11-01' },
      { loc: `${SITE}/projects`, lastmod: '2026-11-20' },
      { loc: `${SITE}/contact`, lastmod: '2026-11-01' },
      { loc: `${SITE}/privacy`, lastmod: '2026-11-01' },
      { loc: `${SITE}/terms`, lastmod: '2026-11-01' },
      { loc: `${SITE}/support`, lastmod: '2026-11-01' },
      { loc: `${SITE}/projects/gallery/new-roof`, lastmod: '2026-11-20' },
      { loc: `${SITE}/projects/gallery/a%26b`, lastmod: undefined },
      { loc: `${SITE}/projects/jobs/job-wonju-roof`, lastmod: '2025-05-10' },
    ]);
    expect(xml).not.toMatch(/#|jy-dev/);
  });

  it('names the sitemap in robots.txt by absolute URL', async () => {
    const { robotsTxt } = await load({ VITE_SITE_URL: SITE }, () => import('@/app/server/sitemap'));
    expect(robotsTxt()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });

  it('needs VITE_SITE_URL for the sitemap; robots.txt then names none', async () => {
    const { robotsTxt, sitemapXml } = await load({}, () => import('@/app/server/sitemap'));
    expect(() => sitemapXml([], new Date())).toThrow(/VITE_SITE_URL/);
    expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n');
  });
});
