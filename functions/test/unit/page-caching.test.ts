// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  MISSING_PAGE_CACHE_CONTROL,
  PAGE_BROWSER_SECONDS,
  PAGE_CACHE_CONTROL,
  PAGE_CDN_SECONDS,
  SETTINGS_CACHE_SECONDS,
  SETTINGS_REACH_SECONDS,
  WORST_CASE_STALENESS_SECONDS,
} from '../../src/pages/cache-policy.js';
import { rememberedFor } from '../../src/pages/settings-reads.js';

/** The seconds of one directive of a Cache-Control value. */
const seconds = (value: string, directive: string) => Number(new RegExp(`(?:^|[ ,])${directive}=(\\d+)`).exec(value)?.[1]);

describe('how long a settings change can take to reach a page', () => {
  it('every cache a page passes through, added up, stays a minute inside the 10 minutes promised', () => {
    expect(SETTINGS_REACH_SECONDS).toBe(600);
    expect(WORST_CASE_STALENESS_SECONDS).toBe(SETTINGS_CACHE_SECONDS + PAGE_CDN_SECONDS + PAGE_BROWSER_SECONDS);
    expect(WORST_CASE_STALENESS_SECONDS).toBeLessThanOrEqual(SETTINGS_REACH_SECONDS - 60);
  });

  it('the header says what the arithmetic counts: public, the CDN and the browser lifetimes', () => {
    expect(PAGE_CACHE_CONTROL).toMatch(/^public, /);
    expect(seconds(PAGE_CACHE_CONTROL, 's-maxage')).toBe(PAGE_CDN_SECONDS);
    expect(seconds(PAGE_CACHE_CONTROL, 'max-age')).toBe(PAGE_BROWSER_SECONDS);
    // The not-found page shows the phone number too: it is kept no longer than a page.
    expect(seconds(MISSING_PAGE_CACHE_CONTROL, 's-maxage')).toBeLessThanOrEqual(PAGE_CDN_SECONDS);
    expect(seconds(MISSING_PAGE_CACHE_CONTROL, 'max-age')).toBeLessThanOrEqual(PAGE_BROWSER_SECONDS);
  });
});

describe("an instance's settings cache (rememberedFor)", () => {
  function counted(values: (() => Promise<string>)[]) {
    let clock = 1_000_000;
    const load = vi.fn(() => values[load.mock.calls.length - 1]!());
    const read = rememberedFor(load, 60_000, () => clock);
    return { read, load, advance: (ms: number) => (clock += ms) };
  }

  it('reads once for every request of the next minute, counted from when the read started, then again', async () => {
    const { read, load, advance } = counted([async () => 'v1', async () => 'v2']);
    expect(await read()).toBe('v1');
    advance(59_999);
    expect(await read()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await read()).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('requests that arrive while the read is under way share it', async () => {
    let finish: (value: string) => void = () => undefined;
    const { read, load } = counted([() => new Promise<string>((resolve) => (finish = resolve))]);
    const both = Promise.all([read(), read()]);
    finish('v1');
    expect(await both).toEqual(['v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed read: the next request reads again', async () => {
    const { read, load } = counted([async () => Promise.reject(new Error('unavailable')), async () => 'v1']);
    await expect(read()).rejects.toThrow('unavailable');
    expect(await read()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a lifetime of 0 reads on every request (the hosting tests)', async () => {
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    const read = rememberedFor(load, 0, () => 0);
    expect([await read(), await read()]).toEqual(['v1', 'v2']);
  });
});
