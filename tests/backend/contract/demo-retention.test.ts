import { describe, expect, it, vi } from 'vitest';
import { createDemoAdapter } from '@/backend/demo/adapter';
import { deleteDemoDb, DemoFaults, demoTableCounts, forgetDemoDb, listDemoInquiryPhotos, seedDemoDb } from '@/backend/demo/testing';
import { INQUIRY_RETENTION_DAYS, PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { inquiryRetainUntil } from '@/domain/inquiry-photos';
import { activityDoc, DAY_MS, inquiryDoc, inquiryId } from './fixtures';

/**
 * Demo-only: what Firestore's TTL policies (inquiries.retainUntil, activities.expireAt) and the function on inquiry
 * deletion do on Firebase, the demo does when its database opens (adapter.ts, retention.ts).
 */
const NOW = new Date('2029-06-01T09:00:00+09:00');
const ADMIN = { uid: 'retention-admin', email: 'admin@example.com', password: 'demo1234', isAdmin: true };

function adapterOn(dbName: string, now = NOW, faults?: DemoFaults) {
  return createDemoAdapter({ dbName, seed: 'empty', now: () => now, users: [ADMIN], uploadStepMs: 0, ...(faults ? { faults } : {}) });
}

async function adminOf(adapter: ReturnType<typeof adapterOn>) {
  await (await adapter.authBackend()).signIn(ADMIN.email, ADMIN.password);
  return adapter.adminBackend();
}

describe('demo retention: the purge when the database opens', () => {
  it('deletes expired inquiries with their photos and expired activities; keeps the rest and older records without the field', async () => {
    const dbName = `retention-${crypto.randomUUID()}`;
    // First visit, a day after an inquiry with two photos was sent.
    const sentAt = new Date(NOW.getTime() - DAY_MS);
    const first = adapterOn(dbName, sentAt);
    const id = await (
      await first.publicBackend()
    ).submitInquiry({
      name: '사진 문의',
      email: null,
      phone: '010-1234-5678',
      message: '사진 첨부',
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 2,
    });
    const photo = () => ({ number: 1, file: new Blob([new Uint8Array(10)], { type: 'image/webp' }) });
    expect(await (await first.publicBackend()).uploadInquiryPhotos(id, [photo(), { ...photo(), number: 2 }], () => {})).toEqual({
      failed: [],
    });
    await seedDemoDb(dbName, {
      inquiries: [
        inquiryDoc(1, { retainUntil: new Date(NOW.getTime() + 10 * DAY_MS) }), // in three years' time: kept
        inquiryDoc(2, { retainUntil: null }), // an older inquiry without retainUntil: kept, as under a TTL policy
        inquiryDoc(3),
      ],
      activities: [activityDoc(1, { expireAt: new Date(NOW.getTime() + DAY_MS) }), activityDoc(2, { expireAt: null })],
    });
    expect(await listDemoInquiryPhotos(dbName)).toHaveLength(2);

    // Three years and a day later the site opens again (a new connection, as after a reload).
    forgetDemoDb(dbName);
    const later = new Date(inquiryRetainUntil(sentAt).getTime() + DAY_MS);
    const reopened = adapterOn(dbName, later);
    const admin = await adminOf(reopened);
    const left = (await admin.getInquiryPage({ pageSize: 10, direction: 'initial' })).items.map((inquiry) => inquiry.id);
    // inq-01 expired too by then (NOW + 10 days < later); inq-02 and inq-03 have no retainUntil.
    expect(left.sort()).toEqual([inquiryId(2), inquiryId(3)]);
    expect(await listDemoInquiryPhotos(dbName)).toEqual([]);
    expect(await admin.getInquiryPhotos(id)).toEqual([]);
    // The new_inquiry activity of the sent inquiry (90 days) and act-01 expired; act-02 has no expireAt.
    const counts = await demoTableCounts(dbName);
    expect(counts.activities).toBe(1);
    await deleteDemoDb(dbName);
  });

  it('keeps everything that has not expired, at the moment it opens', async () => {
    const dbName = `retention-${crypto.randomUUID()}`;
    await seedDemoDb(dbName, {
      inquiries: [inquiryDoc(1, { retainUntil: new Date(NOW.getTime() + 1) })],
      activities: [activityDoc(1, { expireAt: new Date(NOW.getTime() + 1) }), activityDoc(2, { expireAt: new Date(NOW.getTime() - 1) })],
    });
    forgetDemoDb(dbName);
    const admin = await adminOf(adapterOn(dbName));
    expect((await admin.getInquiryPage({ pageSize: 10, direction: 'initial' })).items.map((inquiry) => inquiry.id)).toEqual([inquiryId(1)]);
    expect((await demoTableCounts(dbName)).activities).toBe(1);
    await deleteDemoDb(dbName);
  });

  it('a failed read of the purge as the database opens neither fails nor stalls the site: reads and live lists answer, and the purge runs again', async () => {
    const dbName = `retention-${crypto.randomUUID()}`;
    await seedDemoDb(dbName, {
      inquiries: [inquiryDoc(1, { retainUntil: new Date(NOW.getTime() - DAY_MS) }), inquiryDoc(2, { retainUntil: null })],
      activities: [activityDoc(1, { expireAt: null })],
    });
    forgetDemoDb(dbName);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const faults = new DemoFaults();
    faults.breakNext('purgeRead');
    const adapter = adapterOn(dbName, NOW, faults);

    expect(await (await adapter.publicBackend()).countPhotos()).toBe(0);
    const admin = await adminOf(adapter);
    const activities = await new Promise((resolve, reject) => {
      const stop = admin.subscribeRecentActivities(
        5,
        (items) => {
          queueMicrotask(stop);
          resolve(items.map((activity) => activity.id));
        },
        reject,
      );
    });
    expect(activities).toHaveLength(1);
    // The purge is tried again once the database is open: the expired inquiry goes.
    await vi.waitFor(async () => {
      const ids = (await admin.getInquiryPage({ pageSize: 10, direction: 'initial' })).items.map((inquiry) => inquiry.id);
      expect(ids).toEqual([inquiryId(2)]);
    });
    expect(console.error).toHaveBeenCalled();
    await deleteDemoDb(dbName);
  });

  it('stores retainUntil = submission + INQUIRY_RETENTION_DAYS (by the injected clock)', async () => {
    const dbName = `retention-${crypto.randomUUID()}`;
    const adapter = adapterOn(dbName);
    await (
      await adapter.publicBackend()
    ).submitInquiry({
      name: '보관',
      email: null,
      phone: '02-123-4567',
      message: '보관 기한',
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
    });
    const [inquiry] = (await (await adminOf(adapter)).getInquiryPage({ pageSize: 1, direction: 'initial' })).items;
    expect(inquiry?.retainUntil).toEqual(new Date(NOW.getTime() + INQUIRY_RETENTION_DAYS * DAY_MS));
    await deleteDemoDb(dbName);
  });

  it('serves photos to the admin as object URLs where the browser makes them, and revokes them when the inquiry goes', async () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => `blob:photo-${created.push(blob)}`,
        revokeObjectURL: (url: string) => revoked.push(url),
      }),
    );
    try {
      const dbName = `retention-${crypto.randomUUID()}`;
      const adapter = adapterOn(dbName);
      const visitor = await adapter.publicBackend();
      const id = await visitor.submitInquiry({
        name: '사진',
        email: null,
        phone: '010-1111-2222',
        message: '사진 두 장',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
        workType: null,
        region: null,
        preferredCallTime: null,
        photoCount: 2,
      });
      await visitor.uploadInquiryPhotos(
        id,
        [2, 1].map((number) => ({ number, file: new Blob([`p${number}`], { type: 'image/png' }) })),
        () => {},
      );
      const admin = await adminOf(adapter);
      const photos = await admin.getInquiryPhotos(id);
      expect(photos).toEqual([
        { number: 1, url: 'blob:photo-1' },
        { number: 2, url: 'blob:photo-2' },
      ]);
      expect(await admin.getInquiryPhotos(id)).toEqual(photos); // made once per photo
      expect(created).toHaveLength(2);
      await admin.deleteInquiry(id);
      expect(revoked.sort()).toEqual(['blob:photo-1', 'blob:photo-2']);
      await deleteDemoDb(dbName);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
