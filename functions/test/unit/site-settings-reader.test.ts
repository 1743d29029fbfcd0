// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { SITE_SETTINGS_MAX_AGE_MS, cachedRead, companyNameFrom } from '../../src/site-settings/site-settings-reader.js';
import { FIRST_SETTINGS } from '../support/fake-site-settings.js';

/** A clock the test moves. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the site settings an instance keeps for its e-mails', () => {
  it('reads at most once a minute, and the callers of one read share it', async () => {
    const time = clock();
    const read = vi.fn(async () => FIRST_SETTINGS);
    const settings = cachedRead(read, SITE_SETTINGS_MAX_AGE_MS, time.now);
    await Promise.all([settings(), settings(), settings()]);
    time.advance(SITE_SETTINGS_MAX_AGE_MS - 1);
    await settings();
    expect(read).toHaveBeenCalledTimes(1);
    time.advance(1);
    await settings();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed read: the next call reads again', async () => {
    const time = clock();
    const read = vi
      .fn<() => Promise<typeof FIRST_SETTINGS>>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValue(FIRST_SETTINGS);
    const settings = cachedRead(read, SITE_SETTINGS_MAX_AGE_MS, time.now);
    await expect(settings()).rejects.toThrow('unavailable');
    await expect(settings()).resolves.toBe(FIRST_SETTINGS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again at once after clear()', async () => {
    const read = vi.fn(async () => FIRST_SETTINGS);
    const settings = cachedRead(read, SITE_SETTINGS_MAX_AGE_MS, clock().now);
    await settings();
    settings.clear();
    await settings();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('names the company, or none when the settings cannot be read (the e-mail still goes out)', async () => {
    expect(await companyNameFrom(async () => FIRST_SETTINGS)).toBe('JY건설');
    expect(await companyNameFrom(() => Promise.reject(new Error('no site bundle')))).toBeNull();
  });
});
