import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { STATIC_PAGE_PATHS } from '@/app/server/static-pages';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { SETTINGS_REACH_MINUTES } from '@/config/timing';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { deployedFiles, readFirebaseJson } from '../../scripts/firebase/hosting-config.mjs';
import { TEST_SITE_URL } from '../../scripts/lib/test-site.mjs';

/**
 * The Firebase build's pages, every one from Firestore, fetched the way a crawler or KakaoTalk's link preview does
 * (plain HTTP, no JavaScript): the Hosting emulator with the deployed config hands every public page (/, /about,
 * ..., /projects/gallery/**, /sitemap.xml) to sitePages in the Functions emulator (built from this very build:
 * scripts/hosting/local-functions.mjs), which reads the Firestore emulator seeded here with the Admin SDK and
 * renders with the site settings stored there (settings/site). Run by `npm run test:hosting -- --build firebase`
 * (and npm test); the Hosting emulator has no CDN and the function keeps no settings here (its minute is turned
 * off: SITE_SETTINGS_CACHE_SECONDS=0), so a change shows at once; in production within the Cache-Control times
 * checked below.
 */
const base = inject('hostingUrl');
const buildDir = inject('buildDir');
const firestoreHost = inject('firestoreHost');
const projectId = inject('projectId');
const SITE = TEST_SITE_URL;

/** A page's caching (functions/src/pages/cache-policy.ts): the browser a minute, the CDN seven. */
const PAGE_CACHE = 'public, max-age=60, s-maxage=420';
const MISSING_CACHE = 'public, max-age=60, s-maxage=120';
/** How long the function keeps the settings it read, as deployed (cache-policy.ts SETTINGS_CACHE_SECONDS). */
const SETTINGS_CACHE_SECONDS = 60;
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

/** The seconds of one directive of a Cache-Control value. */
const directive = (value: string | null, name: string) => Number(new RegExp(`(?:^|[ ,])${name}=(\\d+)`).exec(value ?? '')?.[1]);

/** The JSON-LD blocks of a page, parsed. */
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);

/** The company's JSON-LD node (HomeAndConstructionBusiness), wherever a page's graph puts it. */
function companyNode(html: string): Record<string, unknown> | undefined {
  const nodes: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      nodes.push(value as Record<string, unknown>);
      Object.values(value).forEach(visit);
    }
  };
  jsonLdBlocks(html).forEach(visit);
  return nodes.find((node) => node['@type'] === 'HomeAndConstructionBusiness');
}

/** The settings block the page carries for the app (src/lib/site-settings/rendered-settings.ts). */
function settingsBlock(html: string): typeof FIRST_SITE_SETTINGS | null {
  const text = /<script type="application\/json" id="site-settings">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text ? (JSON.parse(text) as typeof FIRST_SITE_SETTINGS) : null;
}

const between = (html: string, start: RegExp, end: string) => {
  const from = html.search(start);
  return from < 0 ? '' : html.slice(from, html.indexOf(end, from));
};

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

  describe('a photo page from Firestore (sitePages behind Hosting)', () => {
    it("200 with the photo's own title, description, canonical, og:image, JSON-LD, h1 and text, cached by the CDN", async () => {
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

    it('links its related photos by clean URL and carries its gallery neighbours for the arrows', async () => {
      const { body } = await get('/projects/gallery/wonju-roof');
      // Related: the other roofing works, newest first (not the exterior work); links are clean paths, never '#/'.
      const related = [...body.matchAll(/href="(\/projects\/gallery\/[^"]+)"/g)].map((match) => match[1]);
      expect(related).toEqual(['/projects/gallery/newer-roof', '/projects/gallery/older-roof']);
      expect(body).not.toContain('href="/#/');
      // The arrows' neighbours in the gallery's order, in the page's data: wall (newer), older-roof (older).
      const data = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '{}') as {
        photoPage?: { newer?: { id: string }; older?: { id: string } };
      };
      expect([data.photoPage?.newer?.id, data.photoPage?.older?.id]).toEqual(['wall', 'older-roof']);
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
        photoPage?: { job?: { job: { id: string }; photos: { id: string }[] } };
      };
      expect(data.photoPage?.job?.job.id).toBe('job-inje');
      expect(data.photoPage?.job?.photos.map((entry) => entry.id)).toEqual(['inje-before', 'inje-during', 'inje-after']);

      // A photo of a draft job shows no job, and previews as itself.
      const draft = await get('/projects/gallery/draft-before');
      expect(draft.status).toBe(200);
      expect(draft.body).not.toContain('job-heading');
      expect(decode(meta(draft.body, 'og:image') ?? '')).toBe(photo('', 'before', 23).imageUrl);

      // The job's own page, as a crawler gets it: its title, the story as its description, the finished photo,
      // JSON-LD; in the sitemap. A draft job has no page and no entry.
      const jobPage = await get('/projects/jobs/job-inje');
      expect(jobPage.status).toBe(200);
      expect(jobPage.headers.get('cache-control')).toBe(PAGE_CACHE);
      expect(decode(/<title>([^<]*)<\/title>/.exec(jobPage.body)?.[1] ?? '')).toBe('인제 펜션 징크 지붕 교체 | JY건설');
      expect(decode(meta(jobPage.body, 'og:description') ?? '')).toBe(
        '눈이 쌓여 처지던 펜션 지붕을 철거하고 단열 보강 후 징크로 새로 덮었습니다.',
      );
      expect(decode(meta(jobPage.body, 'og:image') ?? '')).toBe(photo('', 'after', 20).imageUrl);
      expect(jsonLdBlocks(jobPage.body)).toContainEqual(
        expect.objectContaining({ '@type': 'Article', headline: '인제 펜션 징크 지붕 교체', url: `${SITE}/projects/jobs/job-inje` }),
      );
      expect(decode(jobPage.body)).toContain('210㎡');
      const jobData = JSON.parse(
        /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(jobPage.body)?.[1] ?? '{}',
      ) as {
        jobPage?: { photos: { id: string }[] };
      };
      expect(jobData.jobPage?.photos.map((entry) => entry.id)).toEqual(['inje-before', 'inje-during', 'inje-after']);
      const draftJob = await get('/projects/jobs/job-draft');
      expect(draftJob.status).toBe(404);
      expect(meta(draftJob.body, 'robots')).toMatch(/noindex/);
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain(`<loc>${SITE}/projects/jobs/job-inje</loc>\n    <lastmod>2025-07-01</lastmod>`);
      expect(sitemap).not.toContain('/projects/jobs/job-draft');
    });

    it('a photo added now has its page and its sitemap entry', async () => {
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

    it('a deleted photo is a 404 page marked noindex, kept only briefly by caches, and leaves the sitemap', async () => {
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
    it('lists every public page and every photo by absolute clean URL with lastmod, cached like the pages', async () => {
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

    it('robots.txt names the sitemap by absolute URL', async () => {
      const { status, headers, body } = await get('/robots.txt');
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/plain/);
      expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    });
  });

  describe('the static pages from the function (the Firebase build deploys no page file)', () => {
    it('deploys no page HTML but 404.html (without the phone number), robots.txt, and keeps the template undeployed', () => {
      const files = deployedFiles(buildDir, readFirebaseJson().hosting.ignore ?? []);
      expect(files.filter((file) => file.endsWith('.html'))).toEqual(['404.html']);
      expect(files).toContain('robots.txt');
      expect(files).not.toContain('sitemap.xml');
      expect(existsSync(resolve(buildDir, '.server/template.html'))).toBe(true);
    });

    it('answers every static page of the route table: 200, rendered with its settings block, cached like every page', async () => {
      for (const path of STATIC_PAGE_PATHS) {
        const { status, headers, body } = await get(path);
        expect(status, path).toBe(200);
        expect(headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        expect(headers.get('cache-control'), path).toBe(PAGE_CACHE);
        expect(headers.get('content-security-policy'), path).toContain("default-src 'none'");
        expect(body, path).toContain(`<div id="root" data-route="${path}">`);
        expect(body, path).toContain(`<link rel="canonical" href="${SITE}${path === '/' ? '' : path}`);
        // Nothing saved yet: the first version (the build's VITE_* values and the shipped copy).
        expect(settingsBlock(body)?.company, path).toEqual(FIRST_SITE_SETTINGS.company);
        expect(settingsBlock(body)?.copy, path).toEqual(FIRST_SITE_SETTINGS.copy);
      }
      // A mistyped address is no page: Hosting's 404.html, as before; a trailing slash goes to the clean address.
      expect((await get('/About')).status).toBe(404);
      const slash = await get('/about/');
      expect([slash.status, slash.headers.get('location')]).toEqual([301, '/about']);
    });

    it('the home page shows the featured photos and names the hero it shows, preloaded with high priority', async () => {
      const plain = await get('/');
      // No background set: the shipped picture, one file per screen.
      expect([...plain.body.matchAll(/<link rel="preload" as="image" [^>]*>/g)].map((match) => match[0])).toEqual([
        '<link rel="preload" as="image" href="/images/hero-default-mobile.webp" media="(max-width: 640px)" fetchpriority="high">',
        '<link rel="preload" as="image" href="/images/hero-default.webp" media="(min-width: 641px)" fetchpriority="high">',
      ]);
      await db.collection('constructionImages').doc('wall').update({ isFeatured: true, isHeroImage: true });
      const { body } = await get('/');
      const hero = work('', 4);
      expect([...body.matchAll(/<link rel="preload" as="image" [^>]*>/g)].map((match) => decode(match[0]))).toEqual([
        `<link rel="preload" as="image" href="${hero.thumbnailUrl}" media="(max-width: 640px)" fetchpriority="high">`,
        `<link rel="preload" as="image" href="${hero.imageUrl}" media="(min-width: 641px)" fetchpriority="high">`,
      ]);
      // The featured work is in the HTML, linked by its clean URL, and in the data the app starts with.
      expect(body).toContain('href="/projects/gallery/wall"');
      expect(decode(body)).toContain('속초 외벽 리모델링');
      const data = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '{}') as {
        featuredPhotos?: { id: string }[];
      };
      expect(data.featuredPhotos?.map((entry) => entry.id)).toEqual(['wall']);
    });

    it('the gallery shows its first page and the count, with the cursor the browser reads the next page from', async () => {
      const { body } = await get('/projects');
      const data = JSON.parse(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '{}') as {
        galleryFirstPage?: { items: { id: string }[]; total: number; hasNext: boolean; endCursor: string };
      };
      const page = data.galleryFirstPage;
      expect(page?.items.map((entry) => entry.id)).toEqual(['newer-roof', 'wall', 'wonju-roof', 'older-roof']);
      expect(page).toMatchObject({ total: 4, hasNext: false });
      for (const id of ['newer-roof', 'wall', 'wonju-roof', 'older-roof']) expect(body).toContain(`href="/projects/gallery/${id}"`);
      // The Firebase adapter's cursor (src/backend/firebase/list-cursor.ts): the list, the exact stored time, the id.
      const cursor = JSON.parse(Buffer.from(page!.endCursor, 'base64url').toString('utf8')) as unknown;
      expect(cursor).toEqual({ list: '["constructionImages",null]', at: [Date.UTC(2026, 9, 1, 0, 1) / 1000, 0], id: 'older-roof' });
    });
  });

  describe('a save of the settings reaches the raw HTML of every page', () => {
    const NEW_PHONE = '02-987-6543';
    const OLD_PHONE = FIRST_SITE_SETTINGS.company.phone;

    /** A save as the admin's 저장 stores it: settings/site with the next version and the server's time. */
    async function saveSettings() {
      const settings = { ...FIRST_SITE_SETTINGS, company: { ...FIRST_SITE_SETTINGS.company, phone: NEW_PHONE } };
      await db
        .collection('settings')
        .doc('site')
        .set({ ...settings, version: 2, savedAt: FieldValue.serverTimestamp() });
      return settings;
    }

    it('before any save the pages show the first version', async () => {
      expect(OLD_PHONE).not.toBe(NEW_PHONE);
      for (const path of ['/', '/about', '/projects/gallery/wonju-roof']) {
        const { body } = await get(path);
        expect(settingsBlock(body)?.company.phone, path).toBe(OLD_PHONE);
        expect(companyNode(body)?.telephone, path).toBe(OLD_PHONE);
      }
    });

    it('/, /about and a photo page carry the new phone number in the settings block and the head', async () => {
      const saved = await saveSettings();
      for (const path of ['/', '/about', '/projects/gallery/wonju-roof']) {
        const { status, headers, body } = await get(path);
        expect(status, path).toBe(200);
        expect(settingsBlock(body), path).toEqual(saved);
        expect(headers.get('cache-control'), path).toBe(PAGE_CACHE);
      }
    });

    it('/, /about and a photo page show the new phone number in the page text, the footer and the JSON-LD, the old one nowhere', async () => {
      await saveSettings();
      for (const path of ['/', '/about', '/projects/gallery/wonju-roof']) {
        const { body } = await get(path);
        // The page text: the header's call link (the action bar and the page's own buttons say the same).
        expect(decode(between(body, /<header[\s>]/, '</header>')), path).toContain(NEW_PHONE);
        expect(decode(between(body, /<footer[\s>]/, '</footer>')), path).toContain(NEW_PHONE);
        expect(companyNode(body)?.telephone, path).toBe(NEW_PHONE);
        expect(body, path).toContain(`href="tel:${NEW_PHONE.replace(/-/g, '')}"`);
        expect(body, path).not.toContain(OLD_PHONE);
        expect(body, path).not.toContain(`tel:${OLD_PHONE.replace(/-/g, '')}`);
      }
      // The not-found page of a deleted photo names the number to call: the new one.
      const missing = await get('/projects/gallery/no-such-work');
      expect(missing.status).toBe(404);
      expect(decode(missing.body)).toContain(NEW_PHONE);
    });

    it('the sitemap dates the static pages by the later of the build and the save, and the caches bound the window', async () => {
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const lastmod = (xml: string) => /<loc>[^<]+\/about<\/loc>\n {4}<lastmod>([^<]+)<\/lastmod>/.exec(xml)?.[1];
      // Before any save: the build's time (the bundle's BUILT_AT is the template's).
      expect(lastmod((await get('/sitemap.xml')).body)).toBe(day(statSync(resolve(buildDir, '.server/template.html')).mtime));
      // A save two days after the build (written with its own time: the rules make it the server's).
      const savedAt = new Date(Date.now() + 2 * 86_400_000);
      await saveSettings();
      await db
        .collection('settings')
        .doc('site')
        .update({ savedAt: Timestamp.fromDate(savedAt) });
      const { headers, body } = await get('/sitemap.xml');
      expect(lastmod(body)).toBe(day(savedAt));
      expect(headers.get('cache-control')).toBe(PAGE_CACHE);
      // The worst case, every cache one after the other: the function's settings, the CDN, the browser.
      const cacheControl = (await get('/about')).headers.get('cache-control');
      expect(cacheControl).toMatch(/^public, /);
      const worst = SETTINGS_CACHE_SECONDS + directive(cacheControl, 's-maxage') + directive(cacheControl, 'max-age');
      expect(worst).toBeLessThanOrEqual(SETTINGS_REACH_MINUTES * 60);
    });
  });
});
