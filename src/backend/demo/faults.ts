/**
 * Test-only fault injection: arm a fault and the next matching write of the adapter fails once.
 * The contract suite uses it to check that a failed write leaves nothing behind (a Firebase harness can
 * do the same with its own means, e.g. rules or a wrapped SDK call). The app never arms a fault.
 */
export type DemoFaultPoint = 'fileWrite' | 'imageWrite' | 'activityWrite';

export class DemoFaults {
  private readonly armed = new Map<DemoFaultPoint, number>();

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
