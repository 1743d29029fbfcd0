import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '@/backend/shared/lazy-part';

/** The one "create a part on first use" helper of both adapters. */
describe('lazyPart', () => {
  it('does not load before the first call, then loads once and shares the result', async () => {
    const load = vi.fn(async () => ({ part: 1 }));
    const part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();

    const [a, b] = await Promise.all([part(), part()]);
    const c = await part();
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('keeps no failure: every caller of the failed load sees it, and the next call loads again', async () => {
    const failure = new Error('chunk did not load');
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure).mockResolvedValue('loaded');
    const part = lazyPart(load);

    const first = part();
    expect(part()).toBe(first); // the same promise while it is pending
    await expect(first).rejects.toBe(failure);
    await expect(part()).resolves.toBe('loaded');
    await expect(part()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a load that throws (instead of rejecting) into a rejection, and retries it', async () => {
    let calls = 0;
    const part = lazyPart<string>(() => {
      calls += 1;
      if (calls === 1) throw new Error('thrown synchronously');
      return Promise.resolve('second time');
    });
    await expect(part()).rejects.toThrow('thrown synchronously');
    await expect(part()).resolves.toBe('second time');
  });
});
