/**
 * Where the demo adapter lets a test break it: the points a fault can be armed at, and what the adapter asks.
 * The app passes no faults, so it gets NO_FAULTS (nothing ever fails, storage always answers); the tests pass a
 * DemoFaults (faults.ts, reached through testing.ts), which therefore stays out of the shipped demo build.
 */
export type DemoFaultPoint = 'fileWrite' | 'imageWrite' | 'activityWrite' | 'purgeRead';

export interface DemoFaultHooks {
  /** Throws when a fault is armed at `point` (and disarms it). */
  check(point: DemoFaultPoint): void;
  /** Resolves when file storage answers. */
  filesAnswer(): Promise<void>;
}

/** The app's hooks: no fault is ever armed. */
export const NO_FAULTS: DemoFaultHooks = {
  check: () => {},
  filesAnswer: () => Promise.resolve(),
};
