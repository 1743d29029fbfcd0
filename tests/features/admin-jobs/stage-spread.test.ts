import { describe, expect, it } from 'vitest';
import { arrangeByShootingTime, STAGE_BREAK_MS } from '@/features/admin-jobs/stage-spread';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const start = new Date('2026-11-16T09:00:00+09:00').getTime();
const at = (ms: number) => new Date(start + ms);

describe('stages of photos picked for a job', () => {
  it('without shooting times: in the order picked, one 전, two 전 and 후, more in even thirds', () => {
    expect(arrangeByShootingTime([])).toEqual({ order: [], stages: [] });
    expect(arrangeByShootingTime([null])).toEqual({ order: [0], stages: ['before'] });
    expect(arrangeByShootingTime([null, null]).stages).toEqual(['before', 'after']);
    expect(arrangeByShootingTime([null, null, null]).stages).toEqual(['before', 'during', 'after']);
    expect(arrangeByShootingTime([null, null, null, null]).stages).toEqual(['before', 'before', 'during', 'after']);
    expect(arrangeByShootingTime(Array(6).fill(null)).stages).toEqual(['before', 'before', 'during', 'during', 'after', 'after']);
  });

  it('with one photo lacking a time, keeps the order picked (the others’ times cannot place it)', () => {
    const arranged = arrangeByShootingTime([at(2 * DAY), null, at(0)]);
    expect(arranged.order).toEqual([0, 1, 2]);
    expect(arranged.stages).toEqual(['before', 'during', 'after']);
  });

  it('orders photos by time and splits them at the two longest pauses', () => {
    // Picked: after, before, during, before (a minute later), before.
    const takenAt = [at(4 * DAY), at(0), at(2 * DAY), at(MINUTE), at(3 * MINUTE)];
    const arranged = arrangeByShootingTime(takenAt);
    expect(arranged.order).toEqual([1, 3, 4, 2, 0]);
    expect(arranged.order.map((index) => arranged.stages[index])).toEqual(['before', 'before', 'before', 'during', 'after']);
    // The stages are given per photo as picked.
    expect(arranged.stages).toEqual(['after', 'before', 'during', 'before', 'before']);
  });

  it('a single real pause is a job shot before and after only', () => {
    const arranged = arrangeByShootingTime([at(0), at(MINUTE), at(3 * DAY), at(3 * DAY + 2 * MINUTE)]);
    expect(arranged.stages).toEqual(['before', 'before', 'after', 'after']);
  });

  it(`takes no pause under ${STAGE_BREAK_MS / MINUTE} minutes for a change of stage: then by rank, in time order`, () => {
    const arranged = arrangeByShootingTime([at(10 * MINUTE), at(0), at(20 * MINUTE)]);
    expect(arranged.order).toEqual([1, 0, 2]);
    expect(arranged.stages).toEqual(['during', 'before', 'after']);
    expect(arrangeByShootingTime([at(0), at(STAGE_BREAK_MS)]).stages).toEqual(['before', 'after']);
  });

  it('keeps photos taken at the same moment in the order picked', () => {
    expect(arrangeByShootingTime([at(0), at(0), at(0)]).order).toEqual([0, 1, 2]);
  });
});
