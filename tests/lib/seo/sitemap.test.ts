import { describe, expect, it } from 'vitest';
import { SITEMAP_PATH as FUNCTIONS_SITEMAP_PATH } from '../../../functions/src/app-constants';
import { SITEMAP_MAX_URLS, SITEMAP_PATH, robotsTxt, sitemapEntries, sitemapXml } from '../../../src/lib/seo/sitemap';

const SITE = 'https://jy.example.kr';
const BUILT = new Date('2026-11-01T00:00:00.000Z');

describe('the sitemap', () => {
  it('lists every public page of the route table, then the works, newest change first', () => {
    const entries = sitemapEntries({
      pagesBuiltAt: BUILT,
      works: [
        { id: 'old', lastmod: new Date('2026-10-01T00:00:00Z') },
        { id: 'new', lastmod: new Date('2026-11-03T05:05:00Z') },
      ],
    });
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/about',
      '/services',
      '/projects',
      '/contact',
      '/privacy',
      '/terms',
      '/support',
      '/projects/gallery/new',
      '/projects/gallery/old',
    ]);
  });

  it('pages changed when the site was built; home and the gallery also when their newest work changed', () => {
    const newest = new Date('2026-11-03T05:05:00Z');
    const entries = sitemapEntries({ pagesBuiltAt: BUILT, works: [{ id: 'a', lastmod: newest }] });
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
    expect(lastmod('/')).toEqual(newest);
    expect(lastmod('/projects')).toEqual(newest);
    expect(lastmod('/about')).toEqual(BUILT);
    expect(sitemapEntries({ pagesBuiltAt: BUILT, works: [] }).find((entry) => entry.path === '/')?.lastmod).toEqual(BUILT);
  });

  it('writes absolute clean URLs with lastmod, escaped, and never a # URL or the admin', () => {
    const xml = sitemapXml(SITE, sitemapEntries({ pagesBuiltAt: BUILT, works: [{ id: 'a&b', lastmod: new Date('2026-11-03T05:05:00.123Z') }] }));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<url><loc>https://jy.example.kr/about</loc><lastmod>2026-11-01T00:00:00Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://jy.example.kr/projects/gallery/a%26b</loc><lastmod>2026-11-03T05:05:00Z</lastmod></url>');
    expect(xml).not.toContain('#');
    expect(xml).not.toContain('jy-dev');
  });

  it('a work without a known time has no lastmod; XML characters are escaped', () => {
    expect(sitemapXml(SITE, [{ path: '/projects/gallery/x', lastmod: null }])).toContain('<url><loc>https://jy.example.kr/projects/gallery/x</loc></url>');
    expect(sitemapXml(SITE, [{ path: '/a?b=1&c=<2>', lastmod: null }])).toContain('<loc>https://jy.example.kr/a?b=1&amp;c=&lt;2&gt;</loc>');
  });

  it('refuses a relative site address (a sitemap lists absolute URLs)', () => {
    expect(() => sitemapXml('', [])).toThrow(/absolute address/);
  });

  it('keeps within the protocol limit of URLs', () => {
    const works = Array.from({ length: SITEMAP_MAX_URLS }, (_, index) => ({ id: `w${index}`, lastmod: null }));
    expect(sitemapEntries({ pagesBuiltAt: BUILT, works })).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('robots.txt names it by absolute URL; the functions serve it at the same path', () => {
    expect(robotsTxt(`${SITE}/`)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://jy.example.kr/sitemap.xml\n');
    expect(FUNCTIONS_SITEMAP_PATH).toBe(SITEMAP_PATH);
  });
});
