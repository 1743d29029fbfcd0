import type { ConstructionImage, Job } from '@/domain/types';
import { makeImage } from './fake-public-backend';

/** One published job with a photo for each stage: the job page's and a photo's job section's tests read it. */
export const JOB: Job = {
  id: 'job-wonju',
  title: '원주 단독주택 지붕 교체',
  region: '원주시',
  workType: 'roofing',
  periodStart: '2025-09',
  periodEnd: '2025-10',
  areaM2: 120,
  story: '20년 된 슬레이트 지붕을 걷어내고\n아스팔트 슁글로 새로 덮었습니다.',
  isPublished: true,
  createdAt: new Date('2025-09-01T00:00:00Z'),
  publishedAt: new Date('2025-10-30T00:00:00Z'),
};

/** Real photos (not the demo's sample pictures, which carry their own mark: tests/components/ui/sample-mark.test.tsx). */
export const photoUrls = (index: number) => ({
  imageUrl: `https://example.test/p${index}.webp`,
  thumbnailUrl: `https://example.test/p${index}-thumb.webp`,
});

/** A photo of JOB at a stage. */
export const placed = (index: number, stage: ConstructionImage['stage'], title: string) =>
  makeImage(index, { jobId: JOB.id, stage, title, workType: 'roofing', ...photoUrls(index) });

export const BEFORE = placed(1, 'before', '시공 전 지붕');
export const DURING = placed(2, 'during', '철거와 합판 보강');
export const AFTER = placed(3, 'after', '새 슁글 지붕');
