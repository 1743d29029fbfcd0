import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { COLLECTIONS, IMAGE_DRAFTS_COLLECTION, JOBS_COLLECTION } from '@/config/collections';
import { JOB_LIMITS, JOB_PHOTOS_MAX } from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { JOB_STAGES } from '@/domain/categories';
import { ADMIN_UID, assertFails, assertSucceeds, describe, expect, it, setUpRulesEnvironment } from './support/rules-env';
import { activityFields, newImage, storedImage } from './support/rules-fixtures';

/**
 * firestore.rules on jobs (시공 현장) and the photos of draft jobs: visitors read published jobs only and never a draft
 * photo (get, list, count, and every query the public pages make); only administrators write jobs, with bounded
 * fields, publish them (never back) and keep drafts; publishing is one batch.
 */
const rules = setUpRulesEnvironment(async (db) => {
  await setDoc(doc(db, JOBS_COLLECTION, 'published'), storedJob({ isPublished: true, publishedAt: Timestamp.now() }));
  await setDoc(doc(db, JOBS_COLLECTION, 'draft'), storedJob());
  await setDoc(doc(db, COLLECTIONS.images, 'img-1'), { ...storedImage(), workType: 'roofing', isFeatured: true, isHeroImage: true });
  await setDoc(doc(db, IMAGE_DRAFTS_COLLECTION, 'draft-1'), { ...storedImage(), workType: 'roofing', jobId: 'draft', stage: 'before' });
});

function jobFields(overrides: DocumentData = {}): DocumentData {
  return {
    title: '원주 단독주택 지붕 교체',
    region: '원주시',
    workType: 'roofing',
    periodStart: '2025-09',
    periodEnd: '2025-10',
    areaM2: 120.5,
    story: '슬레이트 지붕을 걷어내고 아스팔트 슁글로 새로 덮었습니다.',
    ...overrides,
  };
}

function storedJob(overrides: DocumentData = {}): DocumentData {
  return { ...jobFields(), isPublished: false, createdAt: Timestamp.now(), publishedAt: null, ...overrides };
}

/** A new job as createJob writes it. */
function newJob(overrides: DocumentData = {}): DocumentData {
  return { ...jobFields(), isPublished: false, createdAt: serverTimestamp(), publishedAt: null, ...overrides };
}

const jobs = (db: Firestore) => collection(db, JOBS_COLLECTION);
const job = (db: Firestore, id: string) => doc(db, JOBS_COLLECTION, id);
const drafts = (db: Firestore) => collection(db, IMAGE_DRAFTS_COLLECTION);
const images = (db: Firestore) => collection(db, COLLECTIONS.images);

describe('jobs: reads', () => {
  it('anyone reads a published job, by id or by a query that asks for published jobs', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertSucceeds(getDoc(job(db, 'published')));
      const found = await assertSucceeds(getDocs(query(jobs(db), where('isPublished', '==', true), limit(10))));
      expect(found.docs.map((d) => d.id)).toEqual(['published']);
      await assertSucceeds(getCountFromServer(query(jobs(db), where('isPublished', '==', true), limit(10))));
    }
  });

  it('visitors never read a draft job: get, list or count without the published filter', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDoc(job(db, 'draft')));
      // A job that does not exist looks the same as a draft: nobody learns which draft ids exist.
      await assertFails(getDoc(job(db, 'no-such-job')));
      await assertFails(getDocs(query(jobs(db), limit(10))));
      await assertFails(getDocs(query(jobs(db), where('isPublished', '==', false), limit(10))));
      await assertFails(getCountFromServer(query(jobs(db), limit(10))));
    }
  });

  it('administrators read every job; a list needs a limit', async () => {
    const { admin } = rules.as;
    await assertSucceeds(getDoc(job(admin, 'draft')));
    await assertSucceeds(getDocs(query(jobs(admin), orderBy('createdAt', 'desc'), limit(10))));
    await assertFails(getDocs(query(jobs(admin), orderBy('createdAt', 'desc'))));
  });
});

describe('constructionImageDrafts: never public', () => {
  it('visitors and non-admins cannot get, list or count a draft photo, by any query', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDoc(doc(db, IMAGE_DRAFTS_COLLECTION, 'draft-1')));
      await assertFails(getDocs(query(drafts(db), limit(10))));
      await assertFails(getDocs(query(drafts(db), where('jobId', '==', 'draft'), limit(JOB_PHOTOS_MAX))));
      await assertFails(getCountFromServer(query(drafts(db), limit(10))));
      await assertFails(getDocs(query(drafts(db), where('isFeatured', '==', true), orderBy('uploadedAt', 'desc'), limit(3))));
    }
  });

  it('every public query of the gallery reads constructionImages only, and never meets the draft', async () => {
    const db = rules.as.anonymous;
    const ids = async (q: Query) => (await assertSucceeds(getDocs(q))).docs.map((d) => d.id);
    expect((await assertSucceeds(getCountFromServer(query(images(db), limit(5000))))).data().count).toBe(1);
    expect(await ids(query(images(db), orderBy('uploadedAt', 'desc'), orderBy(documentId(), 'desc'), limit(10)))).toEqual(['img-1']);
    expect(await ids(query(images(db), where('isFeatured', '==', true), orderBy('uploadedAt', 'desc'), limit(3)))).toEqual(['img-1']);
    expect(await ids(query(images(db), where('isHeroImage', '==', true), limit(1)))).toEqual(['img-1']);
    expect(await ids(query(images(db), where('workType', '==', 'roofing'), orderBy('uploadedAt', 'desc'), limit(4)))).toEqual(['img-1']);
    expect(await ids(query(images(db), where('jobId', '==', 'draft'), limit(JOB_PHOTOS_MAX)))).toEqual([]);
    expect((await assertSucceeds(getDoc(doc(db, COLLECTIONS.images, 'draft-1')))).exists()).toBe(false);
  });

  it('administrators read drafts (a list needs a limit), create one for an existing job, edit its text and delete it', async () => {
    const { admin } = rules.as;
    await assertSucceeds(getDoc(doc(admin, IMAGE_DRAFTS_COLLECTION, 'draft-1')));
    await assertSucceeds(getDocs(query(drafts(admin), where('jobId', '==', 'draft'), limit(JOB_PHOTOS_MAX))));
    await assertFails(getDocs(query(drafts(admin), where('jobId', '==', 'draft'))));
    for (const stage of JOB_STAGES) await assertSucceeds(addDoc(drafts(admin), newImage({ jobId: 'draft', stage })));
    await assertSucceeds(
      updateDoc(doc(admin, IMAGE_DRAFTS_COLLECTION, 'draft-1'), { title: '시공 전 지붕', description: '기존 슬레이트' }),
    );
    await assertSucceeds(deleteDoc(doc(admin, IMAGE_DRAFTS_COLLECTION, 'draft-1')));
  });

  it('refuses a draft without an existing job or stage, featured or hero, a flag or job change, and any non-admin write', async () => {
    const { admin } = rules.as;
    await assertFails(addDoc(drafts(admin), newImage({ jobId: 'no-such-job', stage: 'before' })));
    await assertFails(addDoc(drafts(admin), newImage()));
    await assertFails(addDoc(drafts(admin), newImage({ jobId: 'draft', stage: 'later' })));
    await assertFails(addDoc(drafts(admin), newImage({ jobId: 'draft', stage: null })));
    await assertFails(addDoc(drafts(admin), newImage({ jobId: 'draft', stage: 'before', isFeatured: true })));
    const draft1 = doc(admin, IMAGE_DRAFTS_COLLECTION, 'draft-1');
    await assertFails(updateDoc(draft1, { isFeatured: true }));
    await assertFails(updateDoc(draft1, { isHeroImage: true }));
    await assertFails(updateDoc(draft1, { jobId: 'published' }));
    await assertFails(updateDoc(draft1, { uploadedAt: serverTimestamp() }));
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(addDoc(drafts(db), newImage({ jobId: 'draft', stage: 'before' })));
      await assertFails(updateDoc(doc(db, IMAGE_DRAFTS_COLLECTION, 'draft-1'), { title: 'x' }));
      await assertFails(deleteDoc(doc(db, IMAGE_DRAFTS_COLLECTION, 'draft-1')));
    }
  });
});

describe('jobs: writes', () => {
  it('an administrator creates a draft job with valid fields (no area, an empty story, the limits themselves)', async () => {
    const { admin } = rules.as;
    await assertSucceeds(addDoc(jobs(admin), newJob()));
    await assertSucceeds(addDoc(jobs(admin), newJob({ areaM2: null, story: '', periodEnd: '2025-09' })));
    await assertSucceeds(addDoc(jobs(admin), newJob({ areaM2: JOB_LIMITS.areaM2, title: 'ㄱ'.repeat(JOB_LIMITS.title), region: '기타' })));
    await assertSucceeds(addDoc(jobs(admin), newJob({ areaM2: 85, story: 'ㄱ'.repeat(JOB_LIMITS.story), workType: 'ground' })));
  });

  it('refuses out-of-bounds fields, extra or missing keys, a published or back-dated new job', async () => {
    const { admin } = rules.as;
    const bad: DocumentData[] = [
      { title: '' },
      { title: ' \u3000' },
      { title: 'ㄱ'.repeat(JOB_LIMITS.title + 1) },
      { region: '서울시' },
      { region: null },
      { workType: 'painting' },
      { periodStart: '2025-13' },
      { periodStart: '2025-9' },
      { periodStart: '1850-01', periodEnd: '1850-02' },
      { periodEnd: '2101-01' },
      { periodStart: '2025-11', periodEnd: '2025-10' },
      { periodStart: 202509 },
      { areaM2: 0 },
      { areaM2: -1 },
      { areaM2: JOB_LIMITS.areaM2 + 1 },
      { areaM2: '120' },
      { story: 'ㄱ'.repeat(JOB_LIMITS.story + 1) },
      { story: null },
      { isPublished: true },
      { publishedAt: serverTimestamp() },
      { createdAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { extra: 1 },
    ];
    for (const overrides of bad) await assertFails(addDoc(jobs(admin), newJob(overrides)));
    const { story: _story, ...withoutStory } = newJob();
    await assertFails(addDoc(jobs(admin), withoutStory));
  });

  it('visitors and non-admins never write a job; nobody deletes one', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(addDoc(jobs(db), newJob()));
      await assertFails(updateDoc(job(db, 'draft'), { title: '바꾼 제목' }));
      await assertFails(updateDoc(job(db, 'draft'), { isPublished: true, publishedAt: serverTimestamp() }));
    }
    await assertFails(deleteDoc(job(rules.as.admin, 'draft')));
  });

  it('an administrator edits the fields within bounds, publishes a draft (now), and never unpublishes', async () => {
    const { admin } = rules.as;
    await assertSucceeds(updateDoc(job(admin, 'draft'), jobFields({ title: '원주 지붕 전면 교체', areaM2: 99 })));
    await assertFails(updateDoc(job(admin, 'draft'), { areaM2: -5 }));
    await assertFails(updateDoc(job(admin, 'draft'), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(job(admin, 'draft'), { isPublished: true }));
    await assertFails(updateDoc(job(admin, 'draft'), { isPublished: true, publishedAt: Timestamp.fromMillis(Date.now() - 60_000) }));
    await assertSucceeds(updateDoc(job(admin, 'draft'), { consentDate: '2025-10-30', isPublished: true, publishedAt: serverTimestamp() }));
    await assertFails(updateDoc(job(admin, 'published'), { isPublished: false }));
    await assertFails(updateDoc(job(admin, 'published'), { publishedAt: serverTimestamp() }));
  });

  it('a price of whole 만원 within JOB_LIMITS (mirrored), or none; nothing else', async () => {
    const { admin } = rules.as;
    for (const priceManwon of [null, JOB_LIMITS.priceManwonMin, 1200, JOB_LIMITS.priceManwonMax]) {
      await assertSucceeds(addDoc(jobs(admin), newJob({ priceManwon })));
      await assertSucceeds(updateDoc(job(admin, 'draft'), { priceManwon }));
    }
    for (const priceManwon of [JOB_LIMITS.priceManwonMin - 1, -5, JOB_LIMITS.priceManwonMax + 1, 1200.5, '1200']) {
      await assertFails(addDoc(jobs(admin), newJob({ priceManwon })));
      await assertFails(updateDoc(job(admin, 'draft'), { priceManwon }));
    }
    // A page opened before the price existed sends a job without it (and without the consent): still accepted.
    await assertSucceeds(addDoc(jobs(admin), newJob()));
  });

  it("publishing needs the customer's consent recorded: in the same write or before; a day, not in the future", async () => {
    const { admin } = rules.as;
    const today = new Date().toISOString().slice(0, 10);
    const publish = { isPublished: true, publishedAt: serverTimestamp() };
    // The seeded draft has no consent: refused, with a null one too.
    await assertFails(updateDoc(job(admin, 'draft'), publish));
    await assertFails(updateDoc(job(admin, 'draft'), { ...publish, consentDate: null }));
    for (const consentDate of ['2025-13-01', '2025-1-01', '1850-01-01', '2999-01-01', 20251030, true]) {
      await assertFails(updateDoc(job(admin, 'draft'), { ...publish, consentDate }));
      await assertFails(addDoc(jobs(admin), newJob({ consentDate })));
    }
    await assertSucceeds(addDoc(jobs(admin), newJob({ consentDate: today })));
    // Recorded first (정보 수정), then published without it in the write.
    await assertSucceeds(updateDoc(job(admin, 'draft'), { consentDate: today }));
    await assertSucceeds(updateDoc(job(admin, 'draft'), publish));
    // A published job's consent may change its day, never go.
    await assertFails(updateDoc(job(admin, 'draft'), { consentDate: null }));
    await assertFails(updateDoc(job(admin, 'draft'), { consentDate: deleteField() }));
    await assertSucceeds(updateDoc(job(admin, 'draft'), { consentDate: '2025-10-01' }));
  });

  it('a job published before consents existed stays published and editable, and may get one', async () => {
    const { admin } = rules.as;
    const visitor = rules.as.anonymous;
    await assertSucceeds(getDoc(job(visitor, 'published')));
    await assertSucceeds(updateDoc(job(admin, 'published'), { title: '원주 지붕 전면 교체' }));
    await assertSucceeds(updateDoc(job(admin, 'published'), { consentDate: '2025-10-01' }));
    await assertFails(updateDoc(job(admin, 'published'), { consentDate: null }));
  });
});

describe('constructionImages: a photo of a job', () => {
  it('takes a job id and a stage together, or neither', async () => {
    const { admin } = rules.as;
    await assertSucceeds(addDoc(images(admin), newImage({ jobId: 'published', stage: 'after' })));
    await assertSucceeds(addDoc(images(admin), newImage({ jobId: null, stage: null })));
    await assertFails(addDoc(images(admin), newImage({ jobId: 'published', stage: null })));
    await assertFails(addDoc(images(admin), newImage({ jobId: null, stage: 'after' })));
    await assertFails(addDoc(images(admin), newImage({ jobId: 'published', stage: 'finished' })));
    await assertFails(addDoc(images(admin), newImage({ jobId: 'x'.repeat(257), stage: 'after' })));
    // A job and stage are set when the photo is written; edits never move it.
    await assertFails(updateDoc(doc(admin, COLLECTIONS.images, 'img-1'), { jobId: 'published', stage: 'after' }));
  });

  it('names the signed-in administrator as uploader, for every photo, draft or gallery, job or not', async () => {
    const { admin } = rules.as;
    const others = [
      { uploaderUid: 'other-admin', uploaderEmail: 'other@example.com' },
      { uploaderUid: ADMIN_UID, uploaderEmail: 'other@example.com' },
      { uploaderUid: 'other-admin', uploaderEmail: 'admin@example.com' },
      { uploaderUid: '', uploaderEmail: null },
    ];
    for (const other of others) {
      await assertFails(addDoc(images(admin), newImage(other)));
      await assertFails(addDoc(images(admin), newImage({ ...other, jobId: 'published', stage: 'before' })));
      await assertFails(addDoc(drafts(admin), newImage({ ...other, jobId: 'draft', stage: 'before' })));
    }
    await assertSucceeds(addDoc(images(admin), newImage({ jobId: 'published', stage: 'before' })));
    await assertSucceeds(addDoc(drafts(admin), newImage({ jobId: 'draft', stage: 'before' })));
  });

  it('names only a published job: never a draft job (its photo public before it) nor a missing one', async () => {
    const { admin } = rules.as;
    await assertFails(addDoc(images(admin), newImage({ jobId: 'draft', stage: 'before' })));
    await assertFails(addDoc(images(admin), newImage({ jobId: 'no-such-job', stage: 'before' })));
    await assertSucceeds(addDoc(images(admin), newImage({ jobId: 'published', stage: 'before' })));
  });

  it("the emulators' demo-* project accepts the demo's sample pictures (the seed's drafts), real projects never", async () => {
    const { admin } = rules.as;
    const sample = { imageUrl: '/demo/works/slate-roof-replacement.webp', thumbnailUrl: '/demo/works/slate-roof-replacement-thumb.webp' };
    await assertSucceeds(addDoc(drafts(admin), newImage({ ...sample, jobId: 'draft', stage: 'before' })));
    for (const imageUrl of ['/demo/works/../x.webp', '/demo/works/x.webp?alt=1', 'https://example.com/demo/works/x.webp'])
      await assertFails(addDoc(drafts(admin), newImage({ ...sample, imageUrl, jobId: 'draft', stage: 'before' })));
  });
});

describe('publishing a job: one batch', () => {
  it('publishes the job, moves each draft into the gallery under its id, and logs job_publish', async () => {
    const { admin } = rules.as;
    await rules.seed(async (db) => {
      for (const n of [2, 3]) {
        await setDoc(doc(db, IMAGE_DRAFTS_COLLECTION, `draft-${n}`), {
          ...storedImage(),
          jobId: 'draft',
          stage: 'after',
          uploaderUid: 'other',
        });
      }
    });
    const batch = writeBatch(admin);
    batch.update(job(admin, 'draft'), { consentDate: '2025-10-30', isPublished: true, publishedAt: serverTimestamp() });
    for (const n of [1, 2, 3]) {
      const draft = (await getDoc(doc(admin, IMAGE_DRAFTS_COLLECTION, `draft-${n}`))).data() ?? {};
      const publisher = { uploaderUid: ADMIN_UID, uploaderEmail: 'admin@example.com' };
      batch.set(doc(admin, COLLECTIONS.images, `draft-${n}`), { ...draft, ...publisher, uploadedAt: serverTimestamp() });
      batch.delete(doc(admin, IMAGE_DRAFTS_COLLECTION, `draft-${n}`));
    }
    batch.set(
      doc(collection(admin, COLLECTIONS.activities)),
      activityFields(activityDrafts.jobPublish('draft', '원주 단독주택 지붕 교체', 3, ADMIN_UID)),
    );
    await assertSucceeds(batch.commit());

    const visitor = rules.as.anonymous;
    await assertSucceeds(getDoc(job(visitor, 'draft')));
    const photos = await assertSucceeds(getDocs(query(images(visitor), where('jobId', '==', 'draft'), limit(JOB_PHOTOS_MAX))));
    expect(photos.docs.map((d) => d.id).sort()).toEqual(['draft-1', 'draft-2', 'draft-3']);
  });

  it('a job of JOB_PHOTOS_MAX photos publishes with its activity in one batch, within the rules limits', async () => {
    const { admin } = rules.as;
    await rules.seed(async (db) => {
      for (let n = 0; n < JOB_PHOTOS_MAX; n += 1)
        await setDoc(doc(db, IMAGE_DRAFTS_COLLECTION, `moved-${n}`), { ...storedImage(), jobId: 'draft', stage: 'during' });
    });
    const batch = writeBatch(admin);
    batch.update(job(admin, 'draft'), { consentDate: '2025-10-30', isPublished: true, publishedAt: serverTimestamp() });
    for (let n = 0; n < JOB_PHOTOS_MAX; n += 1) {
      batch.set(doc(admin, COLLECTIONS.images, `moved-${n}`), newImage({ jobId: 'draft', stage: 'during', workType: 'roofing' }));
      batch.delete(doc(admin, IMAGE_DRAFTS_COLLECTION, `moved-${n}`));
    }
    batch.set(
      doc(collection(admin, COLLECTIONS.activities)),
      activityFields(activityDrafts.jobPublish('draft', '원주 단독주택 지붕 교체', JOB_PHOTOS_MAX, ADMIN_UID)),
    );
    await assertSucceeds(batch.commit());
  });

  it('refuses a job_publish activity with out-of-bounds details', async () => {
    const { admin } = rules.as;
    const activities = collection(admin, COLLECTIONS.activities);
    await assertSucceeds(addDoc(activities, activityFields(activityDrafts.jobCreate('draft', '원주', ADMIN_UID))));
    await assertSucceeds(addDoc(activities, activityFields(activityDrafts.jobUpdate('draft', '원주', ADMIN_UID))));
    const publish = activityDrafts.jobPublish('draft', '원주', 2, ADMIN_UID);
    await assertFails(addDoc(activities, activityFields({ ...publish, details: { title: '원주', photoCount: JOB_PHOTOS_MAX + 1 } })));
    await assertFails(addDoc(activities, activityFields({ ...publish, details: { title: '원주' } })));
    await assertFails(addDoc(activities, activityFields({ ...publish, details: { title: '원주', photoCount: 2, story: 'x' } })));
  });
});
