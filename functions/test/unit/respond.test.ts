// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../src/pages/cache-policy.js';
import { answerPageRequest, jobIdOf, photoIdOf, type PageSources } from '../../src/pages/respond.js';
import type { StoredSiteSettings } from '../../src/pages/settings-reads.js';
import type {
  JobPageData,
  LoadedBundle,
  RenderedPage,
  SiteBundle,
  SiteSettings,
  StoredDoc,
  StoredListReads,
  GalleryPhoto,
  PhotoPageData,
} from '../../src/pages/site-bundle.js';

/**
 * What the pages function answers, with the Firestore reads and the web app's bundle replaced by small doubles:
 * statuses, headers (caching above all), which page the bundle was asked to render and with what data and
 * settings. The real bundle and Firestore are exercised by tests/hosting/firebase-pages.test.ts on the Hosting,
 * Functions and Firestore emulators.
 */
const photo: StoredDoc = { id: 'roof-1', data: { title: '지붕 방수', workType: 'roofing' } };
const newer: StoredDoc = { id: 'roof-2', data: { title: '새 지붕', workType: 'roofing' } };
/** A job's photos, stored with their stage; the double's stage order sorts by it. */
const jobDoc: StoredDoc = { id: 'job-1', data: { title: '원주 지붕 교체', isPublished: true, publishedAt: '2026-10-30' } };
const during: StoredDoc = { id: 'job-during', data: { title: '시공 중', jobId: 'job-1', stage: 'during' } };
const after: StoredDoc = { id: 'job-after', data: { title: '시공 후', jobId: 'job-1', stage: 'after' } };
const before: StoredDoc = { id: 'job-before', data: { title: '시공 전', jobId: 'job-1', stage: 'before' } };

/** The double's rendered page: what it was asked for, so the answer's body shows it. */
type Page = RenderedPage & { text: string };

interface TitledPhoto extends GalleryPhoto {
  title: string;
  stage: string | null;
}

interface TitledJob {
  id: string;
  title: string;
  publishedAt: Date | null;
}

const STAGES = ['before', 'during', 'after'];

/** The double's settings: the first version's phone, or the stored one. */
const FIRST: SiteSettings = {
  company: { name: 'JY건설', phone: '033-123-4567', email: 'a@b.kr', hours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' } },
  channels: { kakaoChannelId: '' },
};
const settingsOf = (data: unknown): SiteSettings => {
  const phone = (data as { company?: { phone?: string } } | undefined)?.company?.phone;
  return phone ? { ...FIRST, company: { ...FIRST.company, phone } } : FIRST;
};

/** The double's static page data: which lists it read, as the home page and the gallery do. */
interface ListData {
  read: string;
}

type RenderInput = {
  path: string;
  data?: ListData | PhotoPageData<TitledPhoto, TitledJob> | JobPageData<TitledPhoto, TitledJob>;
  settings: SiteSettings;
};

function bundleDouble(): SiteBundle<TitledPhoto, TitledJob, SiteSettings, ListData> {
  return {
    renderPublicPage: vi.fn(async ({ path, data, settings }: RenderInput) => {
      const phone = ` phone=${settings.company.phone}`;
      if (data && 'read' in data) return { status: 200, text: `${path}: ${data.read}${phone}` } as Page;
      if (data && 'jobPage' in data) {
        const { job, photos } = data.jobPage;
        return { status: 200, text: `${path}: ${job.title} photos=${photos.map((photo) => photo.id).join(',')}${phone}` } as Page;
      }
      const shown = data && 'photoPage' in data ? data.photoPage : undefined;
      const job = shown?.job ? ` job=${shown.job.job.title}: ${shown.job.photos.map((photo) => photo.id).join(',')}` : '';
      return {
        status: 200,
        text: `${path}: ${shown?.photo.title} newer=${shown?.newer?.id} related=${shown?.related.length}${job}${phone}`,
      } as Page;
    }),
    pageDataFromStored: vi.fn(async (path: string, lists: StoredListReads) => {
      if (path === '/') return { read: `featured=${(await lists.featuredPhotos(3)).length}` };
      if (path === '/projects') return { read: `count=${await lists.countPhotos(5000)}` };
      return { read: 'nothing' };
    }),
    siteSettingsFromStored: settingsOf,
    FIRST_SITE_SETTINGS: FIRST,
    renderNotFoundPage: vi.fn(
      async (settings: SiteSettings) => ({ status: 404, text: `찾을 수 없습니다 ${settings.company.phone}` }) as Page,
    ),
    toHtmlDocument: (template, page) => template.replace('{}', (page as Page).text),
    sitemapXml: vi.fn(
      (photos: readonly Pick<TitledPhoto, 'id' | 'uploadedAt'>[], builtAt: Date, jobs: readonly Pick<TitledJob, 'id' | 'publishedAt'>[]) =>
        `<urlset ${builtAt.toISOString()}>${[...photos, ...jobs].map((entry) => entry.id).join(' ')}</urlset>`,
    ),
    SITEMAP_MAX_URLS: 50_000,
    STATIC_PAGE_PATHS: ['/', '/about', '/projects'],
    BUILT_AT: new Date('2026-11-01T00:00:00Z'),
    photoFromStored: (id, data) => ({
      id,
      title: String(data.title),
      workType: typeof data.workType === 'string' ? data.workType : null,
      jobId: typeof data.jobId === 'string' ? data.jobId : null,
      stage: typeof data.stage === 'string' ? data.stage : null,
      uploadedAt: null,
    }),
    jobFromStored: (id, data) => ({ id, title: String(data.title), publishedAt: null }),
    inStageOrder: (photos) => [...photos].sort((a, b) => STAGES.indexOf(a.stage ?? '') - STAGES.indexOf(b.stage ?? '')),
  };
}

const readPhotoPageDouble = () =>
  vi.fn<PageSources['readPhotoPage']>(async (id) => {
    if (id === photo.id) return { photo, related: [newer], newer, older: null, job: null };
    if (id === during.id)
      return { photo: during, related: [], newer: null, older: null, job: { job: jobDoc, photos: [after, during, before] } };
    return null;
  });

const readJobPageDouble = () =>
  vi.fn<PageSources['readJobPage']>(async (id) => (id === jobDoc.id ? { job: jobDoc, photos: [after, during, before] } : null));

const listsDouble = (): StoredListReads => ({
  featuredPhotos: vi.fn(async () => [photo, newer]),
  heroPhotos: vi.fn(async () => []),
  galleryPhotos: vi.fn(async () => [photo, newer]),
  countPhotos: vi.fn(async () => 2),
});

const NOTHING_SAVED: StoredSiteSettings = { data: undefined, savedAt: null };

function sources(overrides: Partial<PageSources> = {}) {
  const bundle = bundleDouble();
  const loaded: LoadedBundle = { bundle: bundle as unknown as SiteBundle, template: '<html>{}</html>' };
  const readPhotoPage = readPhotoPageDouble();
  const given = {
    bundle,
    readSettings: vi.fn(async () => NOTHING_SAVED),
    lists: listsDouble(),
    readPhotoPage,
    readJobPage: readJobPageDouble(),
    readSitemapPhotos: vi.fn(async () => [photo, newer]),
    readSitemapJobs: vi.fn(async () => [jobDoc]),
    loadBundle: async () => loaded,
    onError: vi.fn(),
    ...overrides,
  };
  return given;
}

describe('the pages function', () => {
  it('a photo page: 200, rendered from the mapped photo and its neighbours, cached by browsers a minute and the CDN 7', async () => {
    const readPhotoPage = readPhotoPageDouble();
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1', sources({ readPhotoPage }));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<html>/projects/gallery/roof-1: 지붕 방수 newer=roof-2 related=1 phone=033-123-4567</html>');
    expect(answer.headers).toEqual({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60, s-maxage=420' });
    // The photo's type and job as the app reads them pick its related photos and its job.
    const photoFieldsOf = readPhotoPage.mock.calls[0]![1];
    expect(photoFieldsOf(photo)).toMatchObject({ workType: 'roofing', jobId: null });
    expect(photoFieldsOf(during)).toMatchObject({ jobId: 'job-1' });
  });

  it("a photo of a job: rendered with the job and the job's photos in the app's stage order, as the app maps them", async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/projects/gallery/job-during', given);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(
      '<html>/projects/gallery/job-during: 시공 중 newer=undefined related=0 job=원주 지붕 교체: job-before,job-during,job-after phone=033-123-4567</html>',
    );
    expect(given.bundle.renderPublicPage).toHaveBeenCalledWith({
      path: '/projects/gallery/job-during',
      data: {
        photoPage: expect.objectContaining({
          job: { job: { id: 'job-1', title: '원주 지붕 교체', publishedAt: null }, photos: expect.any(Array) },
        }),
      },
      settings: FIRST,
    });
  });

  it("renders a photo at the address the app writes for it, whatever the request's encoding", async () => {
    const weird: StoredDoc = { id: '지붕 1', data: { title: '한글 id' } };
    const given = sources({ readPhotoPage: vi.fn(async () => ({ photo: weird, related: [], newer: null, older: null, job: null })) });
    const answer = await answerPageRequest('GET', '/projects/gallery/%EC%A7%80%EB%B6%95%201', given);
    expect(given.readPhotoPage).toHaveBeenCalledWith('지붕 1', expect.any(Function));
    expect(answer.body).toContain('/projects/gallery/%EC%A7%80%EB%B6%95%201: 한글 id');
  });

  it('an id that names no photo: 404, the not-found page, noindex, cached only briefly', async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/projects/gallery/deleted-1', given);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('<html>찾을 수 없습니다 033-123-4567</html>');
    expect(answer.headers).toMatchObject({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'public, max-age=60, s-maxage=120' });
    expect(given.readPhotoPage).toHaveBeenCalledWith('deleted-1', expect.any(Function));
  });

  it('addresses that cannot name a photo are 404 without reading Firestore', async () => {
    for (const path of [
      '/projects/gallery/',
      '/projects/gallery/a/b',
      '/projects/gallery/%E0%A4%A',
      '/projects/gallery/__x__',
      '/projects/other',
    ]) {
      const given = sources();
      expect((await answerPageRequest('GET', path, given)).status, path).toBe(404);
      expect(given.readPhotoPage, path).not.toHaveBeenCalled();
    }
  });

  it('the id is the decoded path segment', () => {
    expect(photoIdOf('/projects/gallery/a%20b')).toBe('a b');
    expect(photoIdOf('/projects/gallery/%EC%A7%80%EB%B6%95')).toBe('지붕');
  });

  it('a trailing slash is sent to the clean address for good', async () => {
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1/', sources());
    expect(answer).toMatchObject({ status: 301, headers: { Location: '/projects/gallery/roof-1' } });
    const job = await answerPageRequest('GET', '/projects/jobs/job-1/', sources());
    expect(job).toMatchObject({ status: 301, headers: { Location: '/projects/jobs/job-1' } });
  });

  it("a published job's page: 200, the job and its photos in the app's stage order, cached like a photo page", async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/projects/jobs/job-1', given);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<html>/projects/jobs/job-1: 원주 지붕 교체 photos=job-before,job-during,job-after phone=033-123-4567</html>');
    expect(answer.headers).toEqual({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60, s-maxage=420' });
    expect(given.readJobPage).toHaveBeenCalledWith('job-1');
    expect(given.readPhotoPage).not.toHaveBeenCalled();
  });

  it('a job that is no published job (none, or a draft: read as none) is the 404 page; a bad address reads nothing', async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/projects/jobs/draft-1', given);
    expect(answer.status).toBe(404);
    expect(answer.headers).toMatchObject({ 'X-Robots-Tag': 'noindex' });
    for (const path of ['/projects/jobs/', '/projects/jobs/a/b', '/projects/jobs/__x__']) {
      const bad = sources();
      expect((await answerPageRequest('GET', path, bad)).status, path).toBe(404);
      expect(bad.readJobPage, path).not.toHaveBeenCalled();
    }
    expect(jobIdOf('/projects/jobs/a%20b')).toBe('a b');
  });

  it('the sitemap: XML of the published jobs and photos read (within the URL limit, less the static pages), cached like the pages', async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/sitemap.xml', given);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=60, s-maxage=420',
    });
    expect(answer.body).toBe('<urlset 2026-11-01T00:00:00.000Z>roof-1 roof-2 job-1</urlset>');
    expect(given.readSitemapJobs).toHaveBeenCalledWith(49_997);
    expect(given.readSitemapPhotos).toHaveBeenCalledWith(49_996);
  });

  it("the sitemap's static pages changed when the settings were saved after the build, else with the build", async () => {
    const saved = (savedAt: Date) => sources({ readSettings: async () => ({ data: { company: { phone: '02-1' } }, savedAt }) });
    const after = await answerPageRequest('GET', '/sitemap.xml', saved(new Date('2026-11-20T05:00:00Z')));
    expect(after.body).toBe('<urlset 2026-11-20T05:00:00.000Z>roof-1 roof-2 job-1</urlset>');
    const before = await answerPageRequest('GET', '/sitemap.xml', saved(new Date('2026-10-20T05:00:00Z')));
    expect(before.body).toBe('<urlset 2026-11-01T00:00:00.000Z>roof-1 roof-2 job-1</urlset>');
  });

  it('HEAD is answered like GET; other methods are refused', async () => {
    expect((await answerPageRequest('HEAD', '/projects/gallery/roof-1', sources())).status).toBe(200);
    const post = await answerPageRequest('POST', '/projects/gallery/roof-1', sources());
    expect(post).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });

  it('a failure to read is a 503 in Korean that no cache keeps, and is reported', async () => {
    const given = sources({ readPhotoPage: async () => Promise.reject(new Error('unavailable')) });
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1', given);
    expect(answer.status).toBe(503);
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain('잠시 후 다시 시도해 주세요');
    expect(given.onError).toHaveBeenCalledWith(expect.any(Error), '/projects/gallery/roof-1');
  });

  it('without a settings read (a measurement of the render alone) the pages show the first version', async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1', { ...given, readSettings: undefined });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('phone=033-123-4567');
  });

  it('settings that cannot be read are a 503 too, for every page', async () => {
    for (const path of ['/', '/about', '/projects/gallery/roof-1', '/sitemap.xml']) {
      const given = sources({ readSettings: async () => Promise.reject(new Error('unavailable')) });
      const answer = await answerPageRequest('GET', path, given);
      expect(answer, path).toMatchObject({ status: 503, headers: { 'Cache-Control': 'no-store' } });
      expect(given.onError, path).toHaveBeenCalledWith(expect.any(Error), path);
    }
  });

  it('a bundle that cannot load is a 503 too', async () => {
    const answer = await answerPageRequest(
      'GET',
      '/sitemap.xml',
      sources({ loadBundle: async () => Promise.reject(new Error('missing')) }),
    );
    expect(answer.status).toBe(503);
  });
});

describe('the static pages (/, /about, ...)', () => {
  it('home: rendered with the lists it read as the app reads them and the stored settings, cached like every page', async () => {
    const given = sources({ readSettings: async () => ({ data: { company: { phone: '02-987-6543' } }, savedAt: new Date() }) });
    const answer = await answerPageRequest('GET', '/', given);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<html>/: featured=2 phone=02-987-6543</html>');
    expect(answer.headers).toEqual({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL });
    expect(given.bundle.pageDataFromStored).toHaveBeenCalledWith('/', given.lists);
    expect(given.readPhotoPage).not.toHaveBeenCalled();
  });

  it('the gallery reads its lists; a page without data reads nothing but the settings; none saved: the first version', async () => {
    const gallery = sources();
    expect((await answerPageRequest('GET', '/projects', gallery)).body).toBe('<html>/projects: count=2 phone=033-123-4567</html>');
    const about = sources();
    const answer = await answerPageRequest('GET', '/about', about);
    expect(answer).toMatchObject({ status: 200, body: '<html>/about: nothing phone=033-123-4567</html>' });
    expect(about.readSettings).toHaveBeenCalledTimes(1);
    for (const read of Object.values(about.lists)) expect(read).not.toHaveBeenCalled();
  });

  it('only the exact static paths are pages: another address is the 404 page', async () => {
    for (const path of ['/About', '/about.html', '/nope']) {
      const given = sources();
      const answer = await answerPageRequest('GET', path, given);
      expect(answer.status, path).toBe(404);
      expect(given.bundle.pageDataFromStored, path).not.toHaveBeenCalled();
    }
  });
});
