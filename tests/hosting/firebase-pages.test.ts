import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { TEST_SITE_URL } from '../../scripts/lib/test-site.mjs';

/**
 * The Firebase build's pages that come from Firestore, fetched the way a crawler or KakaoTalk's link preview does
 * (plain HTTP, no JavaScript): the Hosting emulator with the deployed config hands /projects/gallery/** and
 * /sitemap.xml to sitePages in the Functions emulator (built from this very build: scripts/hosting/
 * local-functions.mjs), which reads the Firestore emulator seeded here with the Admin SDK. Run by
 * `npm run test:hosting -- --build firebase` (and npm test); the Hosting emulator has no CDN, so a change shows
 * at once here (in production within the Cache-Control times checked below).
 */
const base = inject('hostingUrl');
const firestoreHost = inject('firestoreHost');
const projectId = inject('projectId');
const SITE = TEST_SITE_URL;

const PAGE_CACHE = 'public, max-age=300, s-maxage=600';
const MISSING_CACHE = 'public, max-age=60, s-maxage=120';
const STORAGE = 'https://firebasestorage.googleapis.com/v0/b/demo-jy-construction.appspot.com/o';

let app: App;
let db: Firestore;

/** A work as the admin's upload stores it. */
function work(title: string, minute: number, fields: Record<string, unknown> = {}) {
  const name = `${1_700_000_000_000 + minute}-photo.webp`;
  return {
    title,
    category: '지보공사',
    workType: 'roofing',
    description: `${title} 현장입니다. 기존 슬레이트를 걷어 내고 징크로 새로 덮었습니다.`,
    takenAt: null,
    imageUrl: `${STORAGE}/constructionImages%2F${name}?alt=media&token=t`,
    thumbnailUrl: `${STORAGE}/constructionImages%2F${name.replace('-photo', '-thumb-photo')}?alt=media&token=t`,
    fileName: name,
    thumbnailFileName: null,
    uploadedAt: Timestamp.fromDate(new Date(Date.UTC(2026, 9, 1, 0, minute))),
    uploaderUid: 'admin-uid',
    uploaderEmail: 'admin@example.com',
    isFeatured: false,
    isHeroImage: false,
    ...fields,
  };
}

async function clearFirestore() {
  const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
}

async function get(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The content of `<meta property|name="key" content="...">` in the raw HTML, or null. */
function meta(html: string, key: string): string | null {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? (/content="([^"]*)"/.exec(tag)?.[1] ?? null) : null;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

// Only the Firebase build's run starts the Functions and Firestore emulators (the demo build has no function).
describe.skipIf(!firestoreHost)('pages from Firestore (Firebase build)', () => {
  beforeAll(() => {
    // The Admin SDK finds the emulator by this variable (and then skips the security rules, as the functions do).
    process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
    app = initializeApp({ projectId }, `firebase-pages-${Date.now()}`);
    db = getFirestore(app);
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  beforeEach(async () => {
    await clearFirestore();
    const batch = db.batch();
    batch.set(db.collection('constructionImages').doc('wonju-roof'), work('원주 단독주택 지붕 징크 교체', 3));
    batch.set(db.collection('constructionImages').doc('older-roof'), work('춘천 상가 지붕 보수', 1));
    batch.set(db.collection('constructionImages').doc('newer-roof'), work('강릉 주택 지붕 방수', 5));
    batch.set(db.collection('constructionImages').doc('wall'), work('속초 외벽 리모델링', 4, { workType: 'exterior' }));
    await batch.commit();
  });

  describe("a work's page from Firestore (sitePages behind Hosting)", () => {
    it("200 with the work's own title, description, canonical, og:image, JSON-LD, h1 and text, cached by the CDN", async () => {
      const { status, headers, body } = await get('/projects/gallery/wonju-roof');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(headers.get('cache-control')).toBe(PAGE_CACHE);
      expect(headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(decode(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '')).toContain('원주 단독주택 지붕 징크 교체');
      expect(decode(meta(body, 'og:title') ?? '')).toContain('원주 단독주택 지붕 징크 교체');
      expect(decode(meta(body, 'og:image') ?? '')).toBe(work('', 3).imageUrl);
      expect(decode(meta(body, 'description') ?? '')).toContain('원주 단독주택 지붕 징크 교체 현장입니다');
      expect(body).toContain(`<link rel="canonical" href="${SITE}/projects/gallery/wonju-roof"`);
      expect(meta(body, 'og:url')).toBe(`${SITE}/projects/gallery/wonju-roof`);
      expect(meta(body, 'robots') ?? '').not.toContain('noindex');
      const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('\n');
      expect(jsonLd).toContain('원주 단독주택 지붕 징크 교체');
      expect(jsonLd).toMatch(/"@type":"(ImageObject|Photograph)"/);
      expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '')).toContain('원주 단독주택 지붕 징크 교체');
      expect(body).toContain('기존 슬레이트를 걷어 내고 징크로 새로 덮었습니다.');
    });

    it('links its related works by clean URL and carries its gallery neighbours for the arrows', async () => {
      const { body } = await get('/projects/gallery/wonju-roof');
      // Related: the other roofing works, newest first (not the exterior work); links are clean paths, never '#/'.
      const related = [...body.matchAll(/href="(\/projects\/gallery\/[^"]+)"/g)].map((match) => match[1]);
      expect(related).toEqual(['/projects/gallery/newer-roof', '/projects/gallery/older-roof']);
      expect(body).not.toContain('href="/#/');
      // The arrows' neighbours in the gallery's order, in the page's data: wall (newer), older-roof (older).
      const data = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '{}') as {
        work?: { newer?: { id: string }; older?: { id: string } };
      };
      expect([data.work?.newer?.id, data.work?.older?.id]).toEqual(['wall', 'older-roof']);
    });

    it("a photo of a published job shows the job and its photos by stage, and previews as the job's 시공 후 photo", async () => {
      const job = (isPublished: boolean) => ({
        title: '인제 펜션 징크 지붕 교체',
        region: '인제군',
        workType: 'metal-roofing',
        periodStart: '2025-06',
        periodEnd: '2025-06',
        areaM2: 210,
        story: '눈이 쌓여 처지던 펜션 지붕을 철거하고 단열 보강 후 징크로 새로 덮었습니다.',
        isPublished,
        createdAt: Timestamp.fromDate(new Date('2025-06-02T00:00:00Z')),
        publishedAt: isPublished ? Timestamp.fromDate(new Date('2025-07-01T00:00:00Z')) : null,
      });
      const photo = (jobId: string, stage: string, minute: number) =>
        work(`인제 지붕 ${stage}`, minute, { workType: 'metal-roofing', jobId, stage });
      const batch = db.batch();
      batch.set(db.collection('jobs').doc('job-inje'), job(true));
      batch.set(db.collection('constructionImages').doc('inje-after'), photo('job-inje', 'after', 20));
      batch.set(db.collection('constructionImages').doc('inje-during'), photo('job-inje', 'during', 21));
      batch.set(db.collection('constructionImages').doc('inje-before'), photo('job-inje', 'before', 22));
      batch.set(db.collection('jobs').doc('job-draft'), job(false));
      batch.set(db.collection('constructionImages').doc('draft-before'), photo('job-draft', 'before', 23));
      await batch.commit();

      const { status, body } = await get('/projects/gallery/inje-during');
      expect(status).toBe(200);
      expect(decode(/<h2 id="job-heading"[^>]*>([^<]*)<\/h2>/.exec(body)?.[1] ?? '')).toBe('인제 펜션 징크 지붕 교체');
      expect(body).toContain('눈이 쌓여 처지던 펜션 지붕을 철거하고 단열 보강 후 징크로 새로 덮었습니다.');
      expect(decode(meta(body, 'og:image') ?? '')).toBe(photo('', 'after', 20).imageUrl);
      const data = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '{}') as {
        work?: { job?: { job: { id: string }; photos: { id: string }[] } };
      };
      expect(data.work?.job?.job.id).toBe('job-inje');
      expect(data.work?.job?.photos.map((entry) => entry.id)).toEqual(['inje-before', 'inje-during', 'inje-after']);

      // A photo of a draft job shows no job, and previews as itself.
      const draft = await get('/projects/gallery/draft-before');
      expect(draft.status).toBe(200);
      expect(draft.body).not.toContain('job-heading');
      expect(decode(meta(draft.body, 'og:image') ?? '')).toBe(photo('', 'before', 23).imageUrl);
    });

    it('a work added now has its page and its sitemap entry', async () => {
      expect((await get('/projects/gallery/new-work')).status).toBe(404);
      await db
        .collection('constructionImages')
        .doc('new-work')
        .set(work('홍천 창고 지반 보강', 9, { workType: 'ground' }));
      const page = await get('/projects/gallery/new-work');
      expect(page.status).toBe(200);
      expect(decode(meta(page.body, 'og:title') ?? '')).toContain('홍천 창고 지반 보강');
      expect((await get('/sitemap.xml')).body).toContain(`<loc>${SITE}/projects/gallery/new-work</loc>`);
    });

    it('a deleted work is a 404 page marked noindex, kept only briefly by caches, and leaves the sitemap', async () => {
      await db.collection('constructionImages').doc('wall').delete();
      const { status, headers, body } = await get('/projects/gallery/wall');
      expect(status).toBe(404);
      expect(headers.get('cache-control')).toBe(MISSING_CACHE);
      expect(headers.get('x-robots-tag')).toBe('noindex');
      expect(meta(body, 'robots')).toMatch(/noindex/);
      expect((await get('/sitemap.xml')).body).not.toContain('/projects/gallery/wall<');
    });

    it('an id no work has is a 404 noindex too', async () => {
      const { status, body } = await get('/projects/gallery/no-such-work');
      expect(status).toBe(404);
      expect(meta(body, 'robots')).toMatch(/noindex/);
    });
  });

  describe('sitemap.xml and robots.txt', () => {
    it('lists every public page and every work by absolute clean URL with lastmod, cached like the pages', async () => {
      const { status, headers, body } = await get('/sitemap.xml');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(headers.get('cache-control')).toBe(PAGE_CACHE);
      const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      for (const path of ['/', '/about', '/services', '/projects', '/contact', '/privacy', '/terms', '/support'])
        expect(locs).toContain(`${SITE}${path}`);
      for (const id of ['wonju-roof', 'older-roof', 'newer-roof', 'wall']) expect(locs).toContain(`${SITE}/projects/gallery/${id}`);
      expect(locs).toHaveLength(12);
      expect(body.match(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g)).toHaveLength(12);
      expect(body).toContain(`<loc>${SITE}/projects/gallery/wall</loc>\n    <lastmod>2026-10-01</lastmod>`);
      expect(body).not.toContain('#');
    });

    it('pages through a large gallery: 2,600 works (two queries), every one listed', async () => {
      for (let start = 0; start < 2600; start += 500) {
        const batch = db.batch();
        for (let index = start; index < Math.min(start + 500, 2600); index += 1) {
          batch.set(db.collection('constructionImages').doc(`bulk-${String(index).padStart(4, '0')}`), work(`사례 ${index}`, 100 + index));
        }
        await batch.commit();
      }
      const locs = [...(await get('/sitemap.xml')).body.matchAll(/<loc>[^<]+\/projects\/gallery\/bulk-\d{4}<\/loc>/g)];
      expect(locs).toHaveLength(2600);
    });

    it("the home page's HTML shows the hero's stable copies, and preloads none before it knows a background is set", async () => {
      const { status, body } = await get('/');
      expect(status).toBe(200);
      // Prerendered without Firestore: site/hero exists only once staff set a background, and a preload of a
      // missing file would be a 404 on the page's most important request (src/app/server/hero-preload.ts).
      const preloads = [...body.matchAll(/<link rel="preload" as="image" [^>]*>/g)].map((match) => match[0]);
      expect(preloads).toEqual([]);
      expect(body).toMatch(new RegExp(`<img src="${STORAGE}/site%2Fhero\\?alt=media" [^>]*fetchPriority="high"`));
    });

    it('robots.txt names the sitemap by absolute URL', async () => {
      const { status, headers, body } = await get('/robots.txt');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/plain/);
      expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    });
  });
});
