/**
 * Test-only fault injection: arm a fault and the next matching write of the adapter fails once (purgeRead: the
 * read of the purge that runs when the database opens).
 * The contract suite uses it to check that a failed write leaves nothing behind (a Firebase harness can
 * do the same with its own means, e.g. rules or a wrapped SDK call). The app never arms a fault, and never imports
 * this module (it gets fault-hooks.ts's NO_FAULTS).
 * stallFiles() plays an unreachable Storage (a building site's connection): file transfers make no progress and
 * file removals do not finish until it is released.
 */
import type { DemoFaultHooks, DemoFaultPoint } from './fault-hooks';

export type { DemoFaultPoint } from './fault-hooks';

/**
 * A gate that an unreachable service waits at: shut from stall() until the function it returns is called
 * (calling stall() again while shut gives the same release). Also used by the emulator tests' Storage double.
 */
export class StallGate {
  private shut: { released: Promise<void>; release: () => void } | null = null;

  stall(): () => void {
    if (!this.shut) {
      let open = () => {};
      const released = new Promise<void>((resolve) => (open = resolve));
      const shut = {
        released,
        release: () => {
          if (this.shut === shut) this.shut = null;
          open();
        },
      };
      this.shut = shut;
    }
    return this.shut.release;
  }

  /** While shut: a promise that resolves on release; else null. */
  stalled(): Promise<void> | null {
    return this.shut?.released ?? null;
  }
}

export class DemoFaults implements DemoFaultHooks {
  private readonly armed = new Map<DemoFaultPoint, number>();
  private readonly files = new StallGate();

  /** File storage stops answering until the returned function is called (calling it again does nothing). */
  stallFiles(): () => void {
    return this.files.stall();
  }

  /** Resolves when file storage answers: at once, unless stallFiles() is in force. */
  filesAnswer(): Promise<void> {
    return this.files.stalled() ?? Promise.resolve();
  }

  /** The next `times` writes at `point` fail. */
  breakNext(point: DemoFaultPoint, times = 1): void {
    this.armed.set(point, (this.armed.get(point) ?? 0) + times);
  }

  /** Throws (and disarms one) when a fault is armed at `point`. */
  check(point: DemoFaultPoint): void {
    const left = this.armed.get(point) ?? 0;
    if (left <= 0) return;
    this.armed.set(point, left - 1);
    throw new Error(`demo fault injected: ${point}`);
  }
}
