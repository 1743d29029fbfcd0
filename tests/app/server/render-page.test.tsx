// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Server from '@/app/server/index';
import type { PageReads } from '@/app/server/page-reads';
import { freshDemoAdapter } from '../../support/demo-backend';
import { envStubLoader } from '../../support/with-env';

/**
 * The server render (src/app/server) as the build and the Cloud Function call it: a page's HTML, its head and its
 * data, from data read through the port (the demo seed here), with VITE_SITE_URL set as in production.
 */
const SITE = 'https://jy-construction.test';
const load = envStubLoader();
let server: typeof Server;
let reads: PageReads;

beforeAll(async () => {
  reads = await freshDemoAdapter().publicBackend();
});

async function loadServer(env: Record<string, string> = { VITE_SITE_URL: SITE }) {
  server = await load(env, () => import('@/app/server/index'));
  return server;
}

/** The JSON-LD blocks of a page's HTML, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const hrefsOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!);

describe('renderPublicPage: a static page', () => {
  it('renders /about as React renders it, with its own head, absolute URLs and clean links', async () => {
    const { renderPublicPage } = await loadServer();
    const page = await renderPublicPage({ path: '/about', settings: server.FIRST_SITE_SETTINGS });
    expect(page).toMatchObject({ status: 200, route: '/about', dataJson: null });
    expect(page.head).toContain('<title>회사소개 | JY건설</title>');
    expect(page.head).toMatch(/<meta name="description" content="[^"]*연혁[^"]*">/);
    expect(page.head).toContain(`<link rel="canonical" href="${SITE}/about">`);
    expect(page.head).toContain(`<meta property="og:url" content="${SITE}/about">`);
    expect(page.head).toContain(`<meta property="og:image" content="${SITE}/og-image.jpg">`);
    expect(page.head).toContain('<meta property="og:image:width" content="1200">');
    expect(page.head).not.toContain('noindex');
    expect(page.html).toMatch(/<h1[^>]*>강원의 지붕과 방수를 20년 넘게 지켜 왔습니다<\/h1>/);
    // Header, footer and the phone's action bar are there; every page link is a clean path.
    const hrefs = hrefsOf(page.html);
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/about', '/services', '/projects', '/contact', '/privacy', '/terms', '/support']));
    expect(hrefs.filter((href) => href.includes('#/'))).toEqual([]);
    const [company, trail] = jsonLdOf(page.html);
    expect(company).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      url: `${SITE}/`,
      telephone: '033-123-4567',
      areaServed: { name: '강원특별자치도' },
    });
    expect(trail).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '홈', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: '회사소개', item: `${SITE}/about` },
      ],
    });
  });

  it('puts the site verification tags in every page head when they are set', async () => {
    const { renderPublicPage } = await loadServer({
      VITE_SITE_URL: SITE,
      VITE_NAVER_SITE_VERIFICATION: 'naver0123abcd',
      VITE_GOOGLE_SITE_VERIFICATION: 'google-Token_1',
    });
    const page = await renderPublicPage({ path: '/services', settings: server.FIRST_SITE_SETTINGS });
    expect(page.head).toContain('<meta name="naver-site-verification" content="naver0123abcd">');
    expect(page.head).toContain('<meta name="google-site-verification" content="google-Token_1">');
  });

  it('leaves absolute tags out without VITE_SITE_URL (a demo build may)', async () => {
    const { renderPublicPage } = await loadServer({});
    const page = await renderPublicPage({ path: '/contact', settings: server.FIRST_SITE_SETTINGS });
    expect(page.head).toContain('<title>');
    expect(page.head).not.toMatch(/canonical|og:url|og:image/);
  });
});

describe('renderPublicPage: pages with data', () => {
  it('renders the home page with its featured photos and names the hero picture for preloading', async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const data = await readPageData(reads, '/');
    expect(data.hero).toEqual({
      imageUrl: '/demo/works/zinc-standing-seam-roof.webp',
      thumbnailUrl: '/demo/works/zinc-standing-seam-roof-thumb.webp',
    });
    const page = await renderPublicPage({ path: '/', data, settings: server.FIRST_SITE_SETTINGS });
    for (const work of data.featuredPhotos ?? []) expect(page.html).toContain(`href="/projects/gallery/${work.id}"`);
    expect(page.head).toContain(
      '<link rel="preload" as="image" href="/demo/works/zinc-standing-seam-roof-thumb.webp" media="(max-width: 640px)" fetchpriority="high">',
    );
    expect(page.head).toContain(
      '<link rel="preload" as="image" href="/demo/works/zinc-standing-seam-roof.webp" media="(min-width: 641px)" fetchpriority="high">',
    );
    // The hero picture is in the HTML itself, with high priority.
    expect(page.html).toMatch(
      /<img[^>]*src="\/demo\/works\/zinc-standing-seam-roof.webp"[^>]*fetchPriority="high"|<img[^>]*fetchPriority="high"[^>]*src="\/demo\/works\/zinc-standing-seam-roof.webp"/,
    );
    // The data travels with the page, Dates and all.
    const { parsePageData } = await import('@/lib/page-data/page-data');
    expect(parsePageData(page.dataJson ?? '')).toEqual(data);
  });

  it("renders a featured job photo's card with its job's facts, read with the page (a draft's photo: none)", async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const jobPhoto = (await reads.getPhoto('job-wonju-roof-after'))!;
    const [other] = await reads.getFeaturedPhotos(1);
    const ofDraft = { ...other!, id: 'of-a-draft', jobId: 'a-draft-job' };
    const data = await readPageData({ ...reads, getFeaturedPhotos: async () => [jobPhoto, ofDraft] }, '/');
    expect(data.featuredJobs?.map((job) => job.id)).toEqual(['job-wonju-roof']);
    const page = await renderPublicPage({ path: '/', data, settings: server.FIRST_SITE_SETTINGS });
    expect(page.html).toMatch(/시공 현장: <\/span>원주시 · \d{4}년 \d+월/);
    expect(page.html.match(/시공 현장: /g)).toHaveLength(1);
  });

  it('renders the shipped hero picture and preloads it when no hero is set', async () => {
    const { renderPublicPage } = await loadServer();
    const page = await renderPublicPage({ path: '/', data: { featuredPhotos: [], hero: null }, settings: server.FIRST_SITE_SETTINGS });
    expect(page.head).toContain('href="/images/hero-default-mobile.webp" media="(max-width: 640px)"');
    expect(page.html).toContain('src="/images/hero-default.webp"');
  });

  it("renders the gallery's first page as cards linking to each photo", async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const data = await readPageData(reads, '/projects');
    expect(data.galleryFirstPage?.items).toHaveLength(9);
    const page = await renderPublicPage({ path: '/projects', data, settings: server.FIRST_SITE_SETTINGS });
    for (const work of data.galleryFirstPage!.items) expect(page.html).toContain(`href="/projects/gallery/${work.id}"`);
    expect(page.html).toContain(`1 / ${Math.ceil(data.galleryFirstPage!.total! / 9)}`);
  });

  it('renders a photo page: its photo as og:image, its title, ImageObject and breadcrumbs', async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const data = await readPageData(reads, '/projects/gallery/rooftop-urethane-waterproofing');
    const page = await renderPublicPage({
      path: '/projects/gallery/rooftop-urethane-waterproofing',
      data,
      settings: server.FIRST_SITE_SETTINGS,
    });
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>춘천 상가건물 옥상 우레탄 방수 | JY건설</title>');
    expect(page.head).toContain(`<meta property="og:title" content="춘천 상가건물 옥상 우레탄 방수 | JY건설">`);
    expect(page.head).toContain(`<meta property="og:image" content="${SITE}/demo/works/rooftop-urethane-waterproofing.webp">`);
    expect(page.head).toContain(`<link rel="canonical" href="${SITE}/projects/gallery/rooftop-urethane-waterproofing">`);
    expect(page.html).toMatch(/<h1[^>]*>춘천 상가건물 옥상 우레탄 방수<\/h1>/);
    expect(page.html).toContain('옥상·외벽 방수');
    expect(page.html).toContain('2026년 5월 9일');
    expect(page.html).toContain('href="/contact?type=waterproofing"');
    for (const other of data.photoPage!.related) expect(page.html).toContain(`href="/projects/gallery/${other.id}"`);
    expect(data.photoPage!.related.length).toBeGreaterThan(0);
    const blocks = jsonLdOf(page.html);
    expect(blocks.find((block) => block['@type'] === 'ImageObject')).toMatchObject({
      name: '춘천 상가건물 옥상 우레탄 방수',
      contentUrl: `${SITE}/demo/works/rooftop-urethane-waterproofing.webp`,
      url: `${SITE}/projects/gallery/rooftop-urethane-waterproofing`,
      creator: { '@id': `${SITE}/#company` },
    });
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: '홈' }, { name: '시공사례', item: `${SITE}/projects` }, { name: '춘천 상가건물 옥상 우레탄 방수' }],
    });
  });
});

describe('renderPublicPage: a photo of a job (시공 현장)', () => {
  const WONJU = '원주 단독주택 슬레이트 지붕 교체';

  it("shows the job under the photo, and shares the page by the job's finished (시공 후) photo", async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const path = '/projects/gallery/job-wonju-roof-during';
    const data = await readPageData(reads, path);
    expect(data.photoPage?.job?.job).toMatchObject({ id: 'job-wonju-roof', title: WONJU, isPublished: true });
    expect(data.photoPage?.job?.photos.map((photo) => photo.id)).toEqual([
      'job-wonju-roof-before',
      'job-wonju-roof-during',
      'job-wonju-roof-after',
    ]);
    const page = await renderPublicPage({ path, data, settings: server.FIRST_SITE_SETTINGS });
    expect(page.html).toMatch(new RegExp(`<h2 id="job-heading"[^>]*>${WONJU}</h2>`));
    expect(page.html).toContain('30년 된 슬레이트 지붕이 곳곳이 깨져 천막으로 버티던 집입니다.');
    expect(page.html).toContain('시공 전·후 비교');
    for (const stage of ['before', 'during', 'after']) expect(hrefsOf(page.html)).toContain(`/projects/gallery/job-wonju-roof-${stage}`);
    // A link to the photo taken half-way through previews the finished roof; the page's own photo stays in JSON-LD.
    expect(page.head).toContain(`<meta property="og:image" content="${SITE}/demo/works/job-wonju-roof-after.webp">`);
    expect(page.head).not.toContain('job-wonju-roof-during.webp');
    expect(jsonLdOf(page.html).find((block) => block['@type'] === 'ImageObject')).toMatchObject({
      contentUrl: `${SITE}/demo/works/job-wonju-roof-during.webp`,
    });
    const { parsePageData } = await import('@/lib/page-data/page-data');
    expect(parsePageData(page.dataJson ?? '')).toEqual(data);
  });

  it('seen from its before photo, a job is shared by its after photo too', async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const path = '/projects/gallery/job-hongcheon-roof-before';
    const page = await renderPublicPage({ path, data: await readPageData(reads, path), settings: server.FIRST_SITE_SETTINGS });
    expect(page.html).toContain('홍천 전원주택 징크 지붕 교체');
    expect(page.head).toContain(`<meta property="og:image" content="${SITE}/demo/works/job-hongcheon-roof-after.webp">`);
  });

  it('a photo of no job has no job part and keeps its own photo as its picture', async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const path = '/projects/gallery/rooftop-urethane-waterproofing';
    const data = await readPageData(reads, path);
    expect(data.photoPage?.job).toBeNull();
    const page = await renderPublicPage({ path, data, settings: server.FIRST_SITE_SETTINGS });
    expect(page.html).not.toContain('시공 현장');
    expect(page.head).toContain(`<meta property="og:image" content="${SITE}/demo/works/rooftop-urethane-waterproofing.webp">`);
  });
});

describe("renderPublicPage: a job's page", () => {
  it('leads with the facts and the comparison; previewed by its story and its finished photo, with JSON-LD', async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const path = '/projects/jobs/job-wonju-roof';
    const data = await readPageData(reads, path);
    expect(data.jobPage?.job).toMatchObject({ id: 'job-wonju-roof', isPublished: true });
    expect(data.jobPage?.photos.map((photo) => photo.stage)).toEqual(['before', 'during', 'after']);
    const page = await renderPublicPage({ path, data, settings: server.FIRST_SITE_SETTINGS });
    expect(page).toMatchObject({ status: 200, route: path });
    expect(page.head).toContain('<title>원주 단독주택 슬레이트 지붕 교체 | JY건설</title>');
    expect(page.head).toMatch(/<meta property="og:description" content="30년 된 슬레이트 지붕이 곳곳이 깨져[^"]*">/);
    expect(page.head).toContain(`<meta property="og:image" content="${SITE}/demo/works/job-wonju-roof-after.webp">`);
    expect(page.head).toContain(`<link rel="canonical" href="${SITE}${path}">`);
    // In the order a homeowner weighs it: title, facts, comparison, story, photos, the way to ask.
    const order = ['<h1', '시공 기간', '시공 전·후 비교', '시공 이야기', '시공 과정', '이런 공사 견적 받기'].map((text) =>
      page.html.indexOf(text),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(hrefsOf(page.html)).toEqual(expect.arrayContaining(['/projects/gallery/job-wonju-roof-after', '/contact?type=roofing']));
    expect(jsonLdOf(page.html).find((block) => block['@type'] === 'Article')).toMatchObject({
      headline: '원주 단독주택 슬레이트 지붕 교체',
      url: `${SITE}${path}`,
      image: [`${SITE}/demo/works/job-wonju-roof-after.webp`, expect.any(String), expect.any(String)],
      about: { serviceType: '지붕 공사', areaServed: '원주시' },
      author: { '@id': `${SITE}/#company` },
    });
    const { parsePageData } = await import('@/lib/page-data/page-data');
    expect(parsePageData(page.dataJson ?? '')).toEqual(data);
  });

  it('a draft job, an unknown one or a job page without its data is the 404 page', async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    expect(await readPageData(reads, '/projects/jobs/job-gangneung-roof')).toEqual({});
    for (const input of [{ path: '/projects/jobs/job-gangneung-roof', data: {} }, { path: '/projects/jobs/job-wonju-roof' }]) {
      const page = await renderPublicPage({ ...input, settings: server.FIRST_SITE_SETTINGS });
      expect(page, input.path).toMatchObject({ status: 404, route: null });
    }
  });
});

describe('renderPublicPage: no such page', () => {
  it('answers an unknown photo, a photo page without its data and an unknown path with the 404 page', async () => {
    const { renderPublicPage, readPageData } = await loadServer();
    const unknown = await readPageData(reads, '/projects/gallery/no-such-work');
    expect(unknown).toEqual({});
    for (const input of [
      { path: '/projects/gallery/no-such-work', data: unknown },
      { path: '/projects/gallery/zinc-roof-dormer' },
      { path: '/nope' },
      { path: '/ABOUT' },
    ]) {
      const page = await renderPublicPage({ ...input, settings: server.FIRST_SITE_SETTINGS });
      expect(page, input.path).toMatchObject({ status: 404, route: null, dataJson: null });
      expect(page.head).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page.html).toContain('페이지를 찾을 수 없습니다');
      expect(hrefsOf(page.html)).toEqual(expect.arrayContaining(['/', '/projects', '/contact']));
    }
  });
});
