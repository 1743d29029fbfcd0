import { JOB_STAGE_LABELS } from '@/domain/categories';
import type { Job, JobStage } from '@/domain/types';
import type { JobSeed } from './records';
import type { SamplePhoto } from './sample-photo';

/**
 * The demo's jobs (시공 현장), so a newcomer sees every part of them at once: a published roof replacement with a
 * before, a during and an after photo (the photo page's comparison and stages), a published metal roof with a
 * before/after pair, and a draft job still on site (two 비공개 photos, only on the admin's 시공 현장 page). The
 * pictures of each job are one house drawn from the same spot at each stage (tools/demo-images, roofReplacement).
 * The published jobs carry the customer's consent to publication (the draft has none yet: 공개하기 asks for it); the
 * roof replacement also its price, the metal roof none, so both kinds of facts show.
 * Their upload times sit below the newest photos, the hero and the featured ones, so the gallery and the admin's
 * first page start as they always did.
 */
const WONJU = 'job-wonju-roof';
const HONGCHEON = 'job-hongcheon-metal-roof';
const GANGNEUNG = 'job-gangneung-roof';

const JOBS: Job[] = [
  {
    id: WONJU,
    title: '원주 단독주택 슬레이트 지붕 교체',
    region: '원주시',
    workType: 'roofing',
    periodStart: '2025-03',
    periodEnd: '2025-04',
    areaM2: 132,
    story:
      '30년 된 슬레이트 지붕이 곳곳이 깨져 천막으로 버티던 집입니다. 슬레이트를 규정대로 철거하고 합판 보강 후 방수시트와 아스팔트 슁글로 새로 덮었습니다.',
    priceManwon: 1850,
    consentDate: '2025-05-02',
    isPublished: true,
    createdAt: new Date('2025-03-10T09:00:00+09:00'),
    publishedAt: new Date('2025-05-10T10:00:00+09:00'),
  },
  {
    id: HONGCHEON,
    title: '홍천 전원주택 징크 지붕 교체',
    region: '홍천군',
    workType: 'metal-roofing',
    periodStart: '2024-08',
    periodEnd: '2024-09',
    areaM2: 98.5,
    story: '누수가 잦던 슬레이트를 걷어내고 눈이 잘 흘러내리는 스탠딩심 징크 지붕으로 바꿨습니다.',
    priceManwon: null,
    consentDate: '2024-10-12',
    isPublished: true,
    createdAt: new Date('2024-08-05T09:00:00+09:00'),
    publishedAt: new Date('2024-10-15T10:00:00+09:00'),
  },
  {
    id: GANGNEUNG,
    title: '강릉 주택 지붕 교체',
    region: '강릉시',
    workType: 'roofing',
    periodStart: '2026-11',
    periodEnd: '2026-12',
    areaM2: null,
    story: '',
    priceManwon: null,
    consentDate: null,
    isPublished: false,
    createdAt: new Date('2026-11-10T09:00:00+09:00'),
    publishedAt: null,
  },
];

/** A job's photo, titled as 현장 사진 올리기 offers it: "job title · stage". */
const photo = (slug: string, jobId: string, stage: JobStage, takenAt: string, uploadedAt: string): SamplePhoto => {
  const job = JOBS.find((candidate) => candidate.id === jobId)!;
  return {
    slug,
    category: '지보공사',
    workType: job.workType,
    title: `${job.title} · ${JOB_STAGE_LABELS[stage]}`,
    description: null,
    uploadedAt,
    takenAt,
    job: { id: jobId, stage },
  };
};

const WONJU_PUBLISHED = '2025-05-10T10:00:00+09:00';
const HONGCHEON_PUBLISHED = '2024-10-15T10:00:00+09:00';

/** The photos of the published jobs: gallery photos (published together, so at the same time). */
export const JOB_PHOTOS: SamplePhoto[] = [
  photo('job-wonju-roof-before', WONJU, 'before', '2025-03-12T11:20:00+09:00', WONJU_PUBLISHED),
  photo('job-wonju-roof-during', WONJU, 'during', '2025-04-02T15:05:00+09:00', WONJU_PUBLISHED),
  photo('job-wonju-roof-after', WONJU, 'after', '2025-04-25T14:40:00+09:00', WONJU_PUBLISHED),
  photo('job-hongcheon-roof-before', HONGCHEON, 'before', '2024-08-05T10:30:00+09:00', HONGCHEON_PUBLISHED),
  photo('job-hongcheon-roof-after', HONGCHEON, 'after', '2024-09-27T16:10:00+09:00', HONGCHEON_PUBLISHED),
];

/** The draft job's photos: kept apart from the gallery until the job is published. */
export const DRAFT_PHOTOS: SamplePhoto[] = [
  photo('job-gangneung-roof-before', GANGNEUNG, 'before', '2026-11-10T10:00:00+09:00', '2026-11-10T18:00:00+09:00'),
  photo('job-gangneung-roof-during', GANGNEUNG, 'during', '2026-11-18T13:30:00+09:00', '2026-11-18T18:00:00+09:00'),
];

export function sampleJobs(): JobSeed[] {
  return JOBS.map((job) => ({ ...job }));
}
