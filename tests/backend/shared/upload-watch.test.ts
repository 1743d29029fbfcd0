import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backendMessages } from '@/backend/shared/messages';
import { settleWithin, unlessAborted } from '@/backend/shared/timing';
import { watchUpload, type NetworkStatus } from '@/backend/shared/upload-watch';
import { UPLOAD_STALL_TIMEOUT_MS } from '@/config/timing';
import { BackendError } from '@/domain/errors';

/** The watch that ends an upload on a bad connection (both adapters use it), on fake timers. */

class FakeNetwork implements NetworkStatus {
  onLine = true;
  private readonly listeners = new Set<() => void>();
  addEventListener(_type: 'offline', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'offline', listener: () => void) {
    this.listeners.delete(listener);
  }
  goOffline() {
    this.onLine = false;
    for (const listener of [...this.listeners]) listener();
  }
  get listening() {
    return this.listeners.size;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload watch', () => {
  it('gives an upload with no progress up after UPLOAD_STALL_TIMEOUT_MS (45 s) with upload/stalled and its reason', () => {
    const watch = watchUpload(UPLOAD_STALL_TIMEOUT_MS, new FakeNetwork());
    vi.advanceTimersByTime(UPLOAD_STALL_TIMEOUT_MS - 1);
    expect(watch.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watch.signal.aborted).toBe(true);
    expect(watch.signal.reason).toBeInstanceOf(BackendError);
    expect(watch.signal.reason).toMatchObject({ code: 'upload/stalled', message: backendMessages.uploadStalled(45) });
  });

  it('counts the stall from the last progress, so a slow upload that keeps moving is never cut off', () => {
    const watch = watchUpload(45_000, new FakeNetwork());
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(40_000);
      watch.progressed();
    }
    expect(watch.signal.aborted).toBe(false);
    vi.advanceTimersByTime(45_000);
    expect(watch.signal.reason).toMatchObject({ code: 'upload/stalled' });
  });

  it('ends the upload at once when the browser goes offline (upload/offline)', () => {
    const network = new FakeNetwork();
    const watch = watchUpload(45_000, network);
    vi.advanceTimersByTime(1000);
    network.goOffline();
    expect(watch.signal.reason).toMatchObject({ code: 'upload/offline', message: backendMessages.uploadOffline });
    expect(network.listening).toBe(0);
  });

  it('fails an upload started while offline before anything is sent', () => {
    const network = new FakeNetwork();
    network.onLine = false;
    expect(watchUpload(45_000, network).signal.reason).toMatchObject({ code: 'upload/offline' });
  });

  it('keeps the first reason, and stop() leaves no timer or listener behind', () => {
    const network = new FakeNetwork();
    const watch = watchUpload(45_000, network);
    const refused = new Error('refused');
    watch.abort(refused);
    network.goOffline();
    vi.advanceTimersByTime(60_000);
    expect(watch.signal.reason).toBe(refused);

    const done = watchUpload(45_000, network);
    done.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(network.listening).toBe(0);
  });

  it('watches nothing but the timer where there is no browser (Node)', () => {
    const watch = watchUpload(1000, null);
    vi.advanceTimersByTime(1000);
    expect(watch.signal.reason).toMatchObject({ code: 'upload/stalled', message: backendMessages.uploadStalled(1) });
  });
});

describe('timing helpers', () => {
  it('settleWithin waits for the work at most the given time', async () => {
    const never = new Promise<void>(() => {});
    const waited = settleWithin(never, 1500);
    await vi.advanceTimersByTimeAsync(1499);
    let result: boolean | undefined;
    void waited.then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    await expect(settleWithin(Promise.reject(new Error('x')), 1500)).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('unlessAborted rejects with the reason when the signal aborts first', async () => {
    const controller = new AbortController();
    const pending = unlessAborted(new Promise(() => {}), controller.signal);
    controller.abort(new BackendError('upload/offline'));
    await expect(pending).rejects.toMatchObject({ code: 'upload/offline' });
    await expect(unlessAborted(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
  });
});
