import { afterEach, describe, expect, it, vi } from 'vitest';
import { listDemoFiles } from '@/backend/demo/testing';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { freshDemo } from '../../support/demo-backend';
import { uploadInput } from './fixtures';

/** Demo-only behaviour beyond the contract: clock, latency, object URLs, activity failures. */

async function signedInAdmin(demo: ReturnType<typeof freshDemo>) {
  await (await demo.adapter.authBackend()).signIn('admin@example.com', 'demo1234');
  return demo.adapter.adminBackend();
}

describe('demo adapter internals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the injected clock for server times', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const demo = freshDemo({ seed: 'empty', now: () => now });
    const id = await (
      await demo.adapter.publicBackend()
    ).submitInquiry({
      name: '시계',
      email: null,
      phone: '010-1111-1111',
      message: '시간 확인',
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
    });
    const admin = await signedInAdmin(demo);
    const [inquiry] = (await admin.getInquiryPage({ pageSize: 7, direction: 'initial' })).items;
    expect(inquiry).toMatchObject({ id, submittedAt: now, privacyConsentAt: now, privacyConsentVersion: PRIVACY_CONSENT_VERSION });
  });

  it('never throws when the activity log fails; it warns', async () => {
    const demo = freshDemo({ seed: 'empty' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    demo.faults.breakNext('activityWrite');
    const id = await (
      await demo.adapter.publicBackend()
    ).submitInquiry({
      name: '로그 실패',
      email: null,
      phone: '010-2222-2222',
      message: '활동 기록이 실패해도 접수됩니다.',
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
    });
    expect(warn).toHaveBeenCalled();
    const admin = await signedInAdmin(demo);
    expect((await admin.getInquiryPage({ pageSize: 7, direction: 'initial' })).items.map((i) => i.id)).toEqual([id]);
  });

  it('adds the configured latency', async () => {
    const demo = freshDemo({ seed: 'empty', latencyMs: 40 });
    const started = performance.now();
    await (await demo.adapter.publicBackend()).countPhotos();
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('reports upload progress in several steps', async () => {
    const demo = freshDemo({ seed: 'empty' });
    const admin = await signedInAdmin(demo);
    const progress: number[] = [];
    await admin.uploadPhoto(uploadInput(), (percent) => progress.push(percent));
    expect(new Set(progress).size).toBeGreaterThanOrEqual(6);
    expect(progress[0]).toBe(0);
  });

  it('serves uploaded files as object URLs, and revokes them on delete', async () => {
    const created = vi.fn(() => `blob:demo/${created.mock.calls.length}`);
    const revoked = vi.fn();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: revoked }));
    const demo = freshDemo({ seed: 'empty' });
    const admin = await signedInAdmin(demo);

    const image = await admin.uploadPhoto(uploadInput(), () => {});
    expect(image.imageUrl).toMatch(/^blob:demo\//);
    expect(image.thumbnailUrl).toMatch(/^blob:demo\//);
    expect(image.thumbnailFileName).toMatch(/^\d{13}-thumb-roof\.webp$/);
    // Read again: the same URLs (cached per path), no new object URLs.
    const again = await (await demo.adapter.publicBackend()).getPhoto(image.id);
    expect([again?.imageUrl, again?.thumbnailUrl]).toEqual([image.imageUrl, image.thumbnailUrl]);
    expect(created).toHaveBeenCalledTimes(2);

    await admin.deletePhoto(image.id);
    expect(revoked).toHaveBeenCalledWith(image.imageUrl);
    expect(revoked).toHaveBeenCalledWith(image.thumbnailUrl);
    expect(await listDemoFiles(demo.dbName)).toEqual([]);
  });

  it('falls back to the stable demo-file reference where object URLs are unavailable', async () => {
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: undefined }));
    const demo = freshDemo({ seed: 'empty' });
    const admin = await signedInAdmin(demo);
    const image = await admin.uploadPhoto(uploadInput(), () => {});
    expect(image.imageUrl).toBe(`demo-file:constructionImages/${image.fileName}`);
  });
});
