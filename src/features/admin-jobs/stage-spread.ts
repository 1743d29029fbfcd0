import { JOB_STAGES } from '@/domain/categories';
import type { JobStage } from '@/domain/types';

/**
 * A pause in shooting at least this long is taken for the step from one stage to the next (시공 전 → 중 → 후):
 * photos of one stage come in bursts, minutes apart; the stages of a job are hours or days apart.
 */
export const STAGE_BREAK_MS = 30 * 60_000;

export interface StageArrangement {
  /** The photos' indices in the order they are shown and sent: by shooting time when every photo has one. */
  order: number[];
  /** Each photo's stage, by its index in the input. */
  stages: JobStage[];
}

const FIRST: JobStage = JOB_STAGES[0];
const LAST: JobStage = JOB_STAGES[JOB_STAGES.length - 1]!;

/**
 * Stages spread over photos in order: one photo is 시공 전, two are 전 and 후, more are split in three as evenly as
 * can be (four: 전, 전, 중, 후; six: two of each).
 */
function spreadByRank(count: number): JobStage[] {
  if (count <= 1) return count === 1 ? [FIRST] : [];
  if (count === 2) return [FIRST, LAST];
  return Array.from({ length: count }, (_, rank) => JOB_STAGES[Math.floor((rank * JOB_STAGES.length) / count)]!);
}

/**
 * Stages from the pauses in shooting, for photos in shooting order: the two longest pauses of at least
 * STAGE_BREAK_MS split them into 시공 전, 중 and 후; a single such pause into 전 and 후 (a job shot before and after
 * only); none, and they are spread by rank. Null when there is no pause at all to go by.
 */
function spreadByPauses(times: readonly number[]): JobStage[] | null {
  const breaks = times
    .slice(1)
    .map((time, index) => ({ after: index, gap: time - times[index]! }))
    .filter(({ gap }) => gap >= STAGE_BREAK_MS)
    .sort((a, b) => b.gap - a.gap || a.after - b.after)
    .slice(0, 2)
    .map(({ after }) => after)
    .sort((a, b) => a - b);
  if (breaks.length === 0) return null;
  const groups: readonly JobStage[] = breaks.length === 2 ? JOB_STAGES : [FIRST, LAST];
  return times.map((_, position) => groups[breaks.filter((after) => position > after).length]!);
}

/**
 * How photos picked for one job are filed (현장 사진 올리기): by their shooting time (EXIF, `takenAt`), in time order,
 * split into stages where the shooting paused; when a photo has no time (a screenshot, a PNG, a photo from a
 * messenger that dropped its EXIF), in the order they were picked, spread over the stages by rank. Staff change
 * any stage with one tap.
 */
export function arrangeByShootingTime(takenAt: readonly (Date | null)[]): StageArrangement {
  const indices = takenAt.map((_, index) => index);
  const dated = takenAt.length > 0 && takenAt.every((date) => date !== null);
  const order = dated ? [...indices].sort((a, b) => takenAt[a]!.getTime() - takenAt[b]!.getTime() || a - b) : indices;
  const inOrder = (dated ? spreadByPauses(order.map((index) => takenAt[index]!.getTime())) : null) ?? spreadByRank(order.length);
  const stages: JobStage[] = new Array<JobStage>(takenAt.length);
  order.forEach((index, position) => (stages[index] = inOrder[position]!));
  return { order, stages };
}
