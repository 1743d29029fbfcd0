import { describe, expect, it } from 'vitest';
import { jobPeriodText } from '@/domain/job-period';
import { isJobStage } from '@/domain/job-stage';
import { beforeAfterPair, inStageOrder, isJobMonth, sharePictureOf } from '@/domain/jobs';
import type { JobStage } from '@/domain/types';

const photo = (id: string, stage: JobStage | null, takenAt: string | null = null, uploadedAt = '2025-05-10T10:00:00Z') => ({
  id,
  stage,
  takenAt: takenAt ? new Date(takenAt) : null,
  uploadedAt: new Date(uploadedAt),
});

describe('jobs in the domain', () => {
  it('orders photos by stage, then by when they were taken (else uploaded), then by id', () => {
    const photos = [
      photo('c', 'after'),
      photo('b', 'before', '2025-03-20T00:00:00Z'),
      photo('a', 'before', '2025-03-12T00:00:00Z'),
      photo('e', 'during', null, '2025-04-01T00:00:00Z'),
      photo('d', 'during', null, '2025-04-01T00:00:00Z'),
      photo('x', null),
    ];
    expect(inStageOrder(photos).map((p) => p.id)).toEqual(['a', 'b', 'd', 'e', 'c', 'x']);
  });

  it('pairs the first before and the last after photo, or nothing without both', () => {
    const photos = [
      photo('a1', 'after', '2025-04-01T00:00:00Z'),
      photo('b1', 'before'),
      photo('a2', 'after', '2025-04-20T00:00:00Z'),
      photo('b2', 'before'),
    ];
    expect(beforeAfterPair(photos)).toEqual({ before: photos[1], after: photos[2] });
    expect(beforeAfterPair([photo('b', 'before'), photo('d', 'during')])).toBeNull();
  });

  it("shares a job's work by its finished (last 시공 후) photo, even without a before photo; else by the work's own", () => {
    const pictured = (id: string, stage: JobStage | null, takenAt: string | null = null) => ({
      ...photo(id, stage, takenAt),
      imageUrl: `/${id}.webp`,
    });
    const own = pictured('own', 'during');
    const after = [pictured('a2', 'after', '2025-04-20T00:00:00Z'), own, pictured('a1', 'after', '2025-04-01T00:00:00Z')];
    expect(sharePictureOf(own, after)).toBe('/a2.webp');
    expect(sharePictureOf(own, [own, pictured('b', 'before')])).toBe('/own.webp');
    expect(sharePictureOf(own)).toBe('/own.webp');
    expect(sharePictureOf({ imageUrl: '' }, [])).toBeNull();
  });

  it('knows the stages and the months a period may have', () => {
    expect(['before', 'during', 'after'].every(isJobStage)).toBe(true);
    expect(isJobStage('finished')).toBe(false);
    expect(['2025-01', '1990-12', '2100-06'].every(isJobMonth)).toBe(true);
    for (const bad of ['2025-13', '2025-1', '1989-12', '2101-01', '2025-01-01', 202501, null]) expect(isJobMonth(bad)).toBe(false);
  });

  it('says a period in Korean: one month, within a year, across years', () => {
    expect(jobPeriodText('2025-09', '2025-09')).toBe('2025년 9월');
    expect(jobPeriodText('2025-09', '2025-10')).toBe('2025년 9월 ~ 10월');
    expect(jobPeriodText('2025-11', '2026-02')).toBe('2025년 11월 ~ 2026년 2월');
  });
});
