/**
 * Test-only fault injection: arm a fault and the next matching write of the adapter fails once.
 * The contract suite uses it to check that a failed write leaves nothing behind (a Firebase harness can
 * do the same with its own means, e.g. rules or a wrapped SDK call). The app never arms a fault.
 * stallFiles() plays an unreachable Storage (a building site's connection): file transfers make no progress and
 * file removals do not finish until it is released.
 */
export type DemoFaultPoint = 'fileWrite' | 'imageWrite' | 'activityWrite';

export class DemoFaults {
  private readonly armed = new Map<DemoFaultPoint, number>();
  private stall: { released: Promise<void>; release: () => void } | null = null;

  /** File storage stops answering until the returned function is called (calling it again does nothing). */
  stallFiles(): () => void {
    if (!this.stall) {
      let open = () => {};
      const released = new Promise<void>((resolve) => (open = resolve));
      const stall = {
        released,
        release: () => {
          if (this.stall === stall) this.stall = null;
          open();
        },
      };
      this.stall = stall;
    }
    return this.stall.release;
  }

  /** Resolves when file storage answers: at once, unless stallFiles() is in force. */
  filesAnswer(): Promise<void> {
    return this.stall?.released ?? Promise.resolve();
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
