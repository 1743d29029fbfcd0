import { describe, expect, inject, it } from 'vitest';
import { samplePhotos } from '@/backend/demo/seed/sample-photos';
import { staticPublicRoutes } from '@/config/routes';
import { sharePictureOf } from '@/domain/jobs';
import { TEST_SITE_URL } from '../../scripts/lib/test-site.mjs';

/**
 * Every clean URL as a crawler (Naver's Yeti, Googlebot) and a link-preview scraper (KakaoTalk) fetch it: no
 * JavaScript, the raw HTML from the Hosting emulator serving the build with firebase.json (cleanUrls). Each page
 * must stand on its own: status 200, its own title and description, absolute canonical and Open Graph URLs, its
 * h1 and real text, links that are real clean paths (and answer 200), structured data. Then sitemap.xml,
 * robots.txt, the one-address rules and the 404 page. (The demo build, made with VITE_SITE_URL by npm test.)
 */
const base = inject('hostingUrl');
const SAMPLE_PHOTOS = samplePhotos();

/** A sample photo's share picture, by the app's rule: its job's finished photo when it belongs to a job, else its own. */
function sharePictureOfSample(id: string): string | null {
  const photo = SAMPLE_PHOTOS.find((sample) => sample.id === id);
  if (!photo) return null;
  const jobPhotos = photo.jobId
    ? SAMPLE_PHOTOS.filter((sample) => sample.jobId === photo.jobId).map((sample) => ({
        id: sample.id,
        imageUrl: sample.imageUrl,
        stage: sample.stage ?? null,
        takenAt: sample.takenAt ?? null,
        uploadedAt: sample.uploadedAt ? new Date(sample.uploadedAt) : null,
      }))
    : [];
  return sharePictureOf(photo, jobPhotos);
}
const SITE = TEST_SITE_URL;
const CRAWLERS = {
  yeti: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  kakao: 'facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/',
};

async function get(path: string, userAgent = CRAWLERS.yeti) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The content of a head tag: <meta property|name=key content> or <link rel=key href>. */
function tagValue(html: string, key: string): string | null {
  const meta = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  if (meta) return meta[1]!;
  return new RegExp(`<link rel="${key}" href="([^"]*)"`).exec(html)?.[1] ?? null;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const textOf = (html: string) => decode(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
const hangulCount = (text: string) => (text.match(/[가-힣]/g) ?? []).length;
const hrefsOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => decode(match[1]!));
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decode(match[1]!));

/** Every page the sitemap names, as paths (it lists the static pages and every photo). */
async function sitemapPaths(): Promise<string[]> {
  const { body } = await get('/sitemap.xml');
  return locsOf(body).map((loc) => loc.slice(SITE.length));
}

describe('clean URLs as a crawler and a link-preview scraper fetch them (no JavaScript)', () => {
  it('serves every public page and every photo at its clean URL, each with its own head, text, links and data', async () => {
    const paths = await sitemapPaths();
    const photos = paths.filter((path) => path.startsWith('/projects/gallery/'));
    expect(paths.slice(0, staticPublicRoutes.length)).toEqual(staticPublicRoutes.map((route) => route.path));
    expect(photos.length).toBeGreaterThanOrEqual(16);
    const titles = new Set<string>();
    const links = new Set<string>();
    for (const path of paths) {
      const { status, headers, body } = await get(path, path.startsWith('/projects/gallery/') ? CRAWLERS.kakao : CRAWLERS.yeti);
      expect(status, path).toBe(200);
      expect(headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(headers.get('cache-control'), path).toBe('no-cache');
      const title = titleOf(body);
      expect(title, path).toMatch(/JY건설/);
      titles.add(title);
      expect(tagValue(body, 'description')?.length ?? 0, path).toBeGreaterThan(10);
      expect(tagValue(body, 'canonical'), path).toBe(`${SITE}${path}`);
      expect(tagValue(body, 'og:url'), path).toBe(`${SITE}${path}`);
      expect(tagValue(body, 'og:title'), path).toBe(title);
      expect(tagValue(body, 'og:description'), path).toBe(tagValue(body, 'description'));
      expect(tagValue(body, 'og:image'), path).toMatch(/^https:\/\/jy-construction\.test\/.+\.(jpg|webp)$/);
      expect(tagValue(body, 'twitter:card'), path).toBe('summary_large_image');
      expect(body, path).not.toMatch(/<meta name="robots"/);
      expect(body, path).toMatch(/<h1[^>]*>[^<]*[가-힣][\s\S]*?<\/h1>/);
      expect(hangulCount(textOf(body)), path).toBeGreaterThan(150);
      const hrefs = hrefsOf(body);
      expect(
        hrefs.filter((href) => href.includes('#/')),
        path,
      ).toEqual([]);
      for (const href of hrefs) if (href.startsWith('/')) links.add(href.split('?')[0]!);
      const types = jsonLdOf(body).map((block) => block['@type']);
      expect(types, path).toContain('HomeAndConstructionBusiness');
      if (path !== '/') expect(types, path).toContain('BreadcrumbList');
      if (photos.includes(path)) {
        expect(types, path).toContain('ImageObject');
        // Its own photo, or for a photo of a job its job's 시공 후 photo (the job finished).
        expect(tagValue(body, 'og:image'), path).toBe(`${SITE}${sharePictureOfSample(path.split('/').at(-1)!)}`);
      }
    }
    expect(titles.size, 'every page has a title of its own').toBe(paths.length);
    // Every link a crawler finds answers (the links of the pages are their clean paths).
    for (const link of links) expect((await get(link)).status, link).toBe(200);
  });

  it("serves each published job's page to a link-preview scraper: its title, story, finished photo and JSON-LD", async () => {
    const paths = await sitemapPaths();
    const jobs = paths.filter((path) => path.startsWith('/projects/jobs/'));
    // The demo's two published jobs; never its draft.
    expect(jobs.sort()).toEqual(['/projects/jobs/job-hongcheon-metal-roof', '/projects/jobs/job-wonju-roof']);
    const { status, body } = await get('/projects/jobs/job-wonju-roof', CRAWLERS.kakao);
    expect(status).toBe(200);
    expect(titleOf(body)).toBe('원주 단독주택 슬레이트 지붕 교체 | JY건설');
    expect(tagValue(body, 'og:description')).toMatch(/^30년 된 슬레이트 지붕이 곳곳이 깨져 천막으로 버티던 집입니다\./);
    expect(tagValue(body, 'og:image')).toBe(`${SITE}/demo/works/job-wonju-roof-after.webp`);
    expect(jsonLdOf(body).find((block) => block['@type'] === 'Article')).toMatchObject({
      headline: '원주 단독주택 슬레이트 지붕 교체',
      url: `${SITE}/projects/jobs/job-wonju-roof`,
    });
    expect(body).toMatch(/<h1[^>]*>원주 단독주택 슬레이트 지붕 교체<\/h1>/);
    expect(textOf(body)).toContain('시공 면적 132㎡');
    expect(hrefsOf(body)).toEqual(expect.arrayContaining(['/projects/gallery/job-wonju-roof-before', '/contact?type=roofing']));
    // A draft job has no page: the 404 page.
    expect((await get('/projects/jobs/job-gangneung-roof')).status).toBe(404);
  });

  it("names the home page's hero picture in its head for the browser to fetch at once", async () => {
    const { body } = await get('/');
    expect(body).toMatch(
      /<link rel="preload" as="image" href="\/demo\/works\/[\w-]+-thumb\.webp" media="\(max-width: 640px\)" fetchpriority="high">/,
    );
    expect(body).toMatch(
      /<link rel="preload" as="image" href="\/demo\/works\/[\w-]+\.webp" media="\(min-width: 641px\)" fetchpriority="high">/,
    );
  });

  it('serves sitemap.xml as XML: absolute clean URLs with lastmod, no # URL, no admin', async () => {
    const { status, headers, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/xml/);
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = locsOf(body);
    expect(locs.every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
    expect(body).not.toMatch(/#|jy-dev/);
    expect((body.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g) ?? []).length).toBeGreaterThanOrEqual(locs.length - 2);
  });

  it('serves robots.txt as text, naming the sitemap by absolute URL', async () => {
    const { status, headers, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).toContain('User-agent: *');
    expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('gives each page one address: /about.html and /about/ move to /about; letter case is exact', async () => {
    for (const [from, to] of [
      ['/about.html', '/about'],
      ['/about/', '/about'],
      ['/projects/gallery/zinc-roof-dormer.html', '/projects/gallery/zinc-roof-dormer'],
    ]) {
      const { status, headers } = await get(from!);
      expect(status, from).toBe(301);
      expect(new URL(headers.get('location') ?? '', base).pathname, from).toBe(to);
    }
    expect((await get('/ABOUT')).status).toBe(404);
  });

  it('answers an unknown or deleted photo with a 404 page marked noindex, with links back into the site', async () => {
    for (const path of ['/projects/gallery/no-such-work', '/nope']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(body, path).toMatch(/<h1[^>]*>페이지를 찾을 수 없습니다<\/h1>/);
      expect(hrefsOf(body), path).toEqual(expect.arrayContaining(['/', '/projects', '/contact']));
      expect(body, path).not.toMatch(/type="module"|id="root"/);
    }
  });
});
