// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { answerPageRequest, workIdOf, type PageSources } from '../../src/pages/respond.js';
import type { LoadedBundle, RenderedPage, SiteBundle, StoredDoc, Work, WorkPageData } from '../../src/pages/site-bundle.js';

/**
 * What the pages function answers, with the Firestore reads and the web app's bundle replaced by small doubles:
 * statuses, headers (caching above all), which page the bundle was asked to render and with what. The real bundle
 * and Firestore are exercised by tests/hosting/firebase-pages.test.ts on the Hosting, Functions and Firestore
 * emulators.
 */
const work: StoredDoc = { id: 'roof-1', data: { title: '지붕 방수', workType: 'roofing' } };
const newer: StoredDoc = { id: 'roof-2', data: { title: '새 지붕', workType: 'roofing' } };
/** A job's works, stored with their stage; the double's stage order sorts by it. */
const jobDoc: StoredDoc = { id: 'job-1', data: { title: '원주 지붕 교체', isPublished: true } };
const during: StoredDoc = { id: 'job-during', data: { title: '시공 중', jobId: 'job-1', stage: 'during' } };
const after: StoredDoc = { id: 'job-after', data: { title: '시공 후', jobId: 'job-1', stage: 'after' } };
const before: StoredDoc = { id: 'job-before', data: { title: '시공 전', jobId: 'job-1', stage: 'before' } };

/** The double's rendered page: what it was asked for, so the answer's body shows it. */
type Page = RenderedPage & { text: string };

interface TitledWork extends Work {
  title: string;
  stage: string | null;
}

interface TitledJob {
  id: string;
  title: string;
}

const STAGES = ['before', 'during', 'after'];

function bundleDouble(): SiteBundle<TitledWork, TitledJob> {
  return {
    renderPublicPage: vi.fn(async ({ path, data }: { path: string; data?: WorkPageData<TitledWork, TitledJob> }) => {
      const shown = data?.work;
      const job = shown?.job ? ` job=${shown.job.job.title}: ${shown.job.photos.map((photo) => photo.id).join(',')}` : '';
      return {
        status: 200,
        text: `${path}: ${shown?.image.title} newer=${shown?.newer?.id} related=${shown?.related.length}${job}`,
      } as Page;
    }),
    renderNotFoundPage: vi.fn(async () => ({ status: 404, text: '찾을 수 없습니다' }) as Page),
    toHtmlDocument: (template, page) => template.replace('{}', (page as Page).text),
    sitemapXml: vi.fn(
      (works: readonly Pick<TitledWork, 'id' | 'uploadedAt'>[], builtAt: Date) =>
        `<urlset ${builtAt.toISOString()}>${works.map((entry) => entry.id).join(' ')}</urlset>`,
    ),
    SITEMAP_MAX_URLS: 50_000,
    STATIC_PAGE_PATHS: ['/', '/about'],
    BUILT_AT: new Date('2026-11-01T00:00:00Z'),
    imageFromStored: (id, data) => ({
      id,
      title: String(data.title),
      workType: typeof data.workType === 'string' ? data.workType : null,
      jobId: typeof data.jobId === 'string' ? data.jobId : null,
      stage: typeof data.stage === 'string' ? data.stage : null,
      uploadedAt: null,
    }),
    jobFromStored: (id, data) => ({ id, title: String(data.title) }),
    inStageOrder: (works) => [...works].sort((a, b) => STAGES.indexOf(a.stage ?? '') - STAGES.indexOf(b.stage ?? '')),
  };
}

const readWorkPageDouble = () =>
  vi.fn<PageSources['readWorkPage']>(async (id) => {
    if (id === work.id) return { work, related: [newer], newer, older: null, job: null };
    if (id === during.id)
      return { work: during, related: [], newer: null, older: null, job: { job: jobDoc, photos: [after, during, before] } };
    return null;
  });

function sources(overrides: Partial<PageSources> = {}) {
  const bundle = bundleDouble();
  const loaded: LoadedBundle = { bundle: bundle as unknown as SiteBundle, template: '<html>{}</html>' };
  const readWorkPage = readWorkPageDouble();
  const given = {
    bundle,
    readWorkPage,
    readSitemapWorks: vi.fn(async () => [work, newer]),
    loadBundle: async () => loaded,
    onError: vi.fn(),
    ...overrides,
  };
  return given;
}

describe('the pages function', () => {
  it("a work's page: 200, rendered from the mapped work and its neighbours, cached by browsers 5 minutes and the CDN 10", async () => {
    const readWorkPage = readWorkPageDouble();
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1', sources({ readWorkPage }));
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<html>/projects/gallery/roof-1: 지붕 방수 newer=roof-2 related=1</html>');
    expect(answer.headers).toEqual({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300, s-maxage=600' });
    // The work's type and job as the app reads them pick its related works and its job.
    const workOf = readWorkPage.mock.calls[0]![1];
    expect(workOf(work)).toMatchObject({ workType: 'roofing', jobId: null });
    expect(workOf(during)).toMatchObject({ jobId: 'job-1' });
  });

  it("a work of a job: rendered with the job and the job's works in the app's stage order, as the app maps them", async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/projects/gallery/job-during', given);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(
      '<html>/projects/gallery/job-during: 시공 중 newer=undefined related=0 job=원주 지붕 교체: job-before,job-during,job-after</html>',
    );
    expect(given.bundle.renderPublicPage).toHaveBeenCalledWith({
      path: '/projects/gallery/job-during',
      data: { work: expect.objectContaining({ job: { job: { id: 'job-1', title: '원주 지붕 교체' }, photos: expect.any(Array) } }) },
    });
  });

  it("renders a work at the address the app writes for it, whatever the request's encoding", async () => {
    const weird: StoredDoc = { id: '지붕 1', data: { title: '한글 id' } };
    const given = sources({ readWorkPage: vi.fn(async () => ({ work: weird, related: [], newer: null, older: null, job: null })) });
    const answer = await answerPageRequest('GET', '/projects/gallery/%EC%A7%80%EB%B6%95%201', given);
    expect(given.readWorkPage).toHaveBeenCalledWith('지붕 1', expect.any(Function));
    expect(answer.body).toContain('/projects/gallery/%EC%A7%80%EB%B6%95%201: 한글 id');
  });

  it('an id that names no work: 404, the not-found page, noindex, cached only briefly', async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/projects/gallery/deleted-1', given);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('<html>찾을 수 없습니다</html>');
    expect(answer.headers).toMatchObject({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'public, max-age=60, s-maxage=120' });
    expect(given.readWorkPage).toHaveBeenCalledWith('deleted-1', expect.any(Function));
  });

  it('addresses that cannot name a work are 404 without reading Firestore', async () => {
    for (const path of [
      '/projects/gallery/',
      '/projects/gallery/a/b',
      '/projects/gallery/%E0%A4%A',
      '/projects/gallery/__x__',
      '/projects/other',
    ]) {
      const given = sources();
      expect((await answerPageRequest('GET', path, given)).status, path).toBe(404);
      expect(given.readWorkPage, path).not.toHaveBeenCalled();
    }
  });

  it('the id is the decoded path segment', () => {
    expect(workIdOf('/projects/gallery/a%20b')).toBe('a b');
    expect(workIdOf('/projects/gallery/%EC%A7%80%EB%B6%95')).toBe('지붕');
  });

  it('a trailing slash is sent to the clean address for good', async () => {
    const answer = await answerPageRequest('GET', '/projects/gallery/roof-1/', sources());
    expect(answer).toMatchObject({ status: 301, headers: { Location: '/projects/gallery/roof-1' } });
  });

  it('the sitemap: XML of the works read (within the URL limit, less the static pages), cached like the pages', async () => {
    const given = sources();
    const answer = await answerPageRequest('GET', '/sitemap.xml', given);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=600',
    });
    expect(answer.body).toBe('<urlset 2026-11-01T00:00:00.000Z>roof-1 roof-2</urlset>');
    expect(given.readSitemapWorks).toHaveBeenCalledWith(49_998);
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
    const answer = await answerPageRequest(
      'GET',
      '/sitemap.xml',
      sources({ loadBundle: async () => Promise.reject(new Error('missing')) }),
    );
    expect(answer.status).toBe(503);
  });
});
