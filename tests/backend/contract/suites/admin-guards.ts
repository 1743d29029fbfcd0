import { describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/port';
import { EVENTUAL_WAIT_MS } from '../../../support/timeouts';
import type { ContractEnv } from '../contract-env';
import { codeOf } from '../contract-env';
import { photoDoc, photoId, inquiryDoc, inquiryId, uploadInput } from '../fixtures';

type AdminCall = (admin: AdminBackend) => Promise<unknown>;

/** Every admin write, and the admin-only reads, with arguments that would succeed for an administrator. */
const GUARDED: Record<string, AdminCall> = {
  uploadPhoto: (admin) => admin.uploadPhoto(uploadInput(), () => {}),
  updatePhoto: (admin) => admin.updatePhoto(photoId(1), { title: '변경', category: 'AS', workType: null, description: null }),
  setPhotoFeatured: (admin) => admin.setPhotoFeatured(photoId(1), true),
  setHeroPhoto: (admin) => admin.setHeroPhoto(photoId(1)),
  deletePhoto: (admin) => admin.deletePhoto(photoId(1)),
  updateInquiryStatus: (admin) => admin.updateInquiryStatus(inquiryId(1), 'answered'),
  deleteInquiry: (admin) => admin.deleteInquiry(inquiryId(1)),
  countInquiries: (admin) => admin.countInquiries(),
  getInquiryPage: (admin) => admin.getInquiryPage({ pageSize: 7, direction: 'initial' }),
  getInquiry: (admin) => admin.getInquiry(inquiryId(1)),
  updateInquiryNote: (admin) => admin.updateInquiryNote(inquiryId(1), '현장 방문 예정'),
  getInquiryPhotos: (admin) => admin.getInquiryPhotos(inquiryId(1)),
};

type Subscribe = (admin: AdminBackend, onError: (error: unknown) => void) => () => void;

/** Every admin subscription. */
const SUBSCRIPTIONS: Record<string, Subscribe> = {
  subscribeRecentActivities: (admin, onError) => admin.subscribeRecentActivities(5, () => {}, onError),
  subscribeNewInquiries: (admin, onError) => admin.subscribeNewInquiries(() => {}, onError),
};

/** The subscription reports refusal through onError. */
function subscriptionErrorCode(subscribe: Subscribe, admin: AdminBackend, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('no-error'), timeoutMs);
    const unsubscribe = subscribe(admin, (error) => {
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe());
      resolve(typeof error === 'object' && error && 'code' in error ? String(error.code) : 'no-code');
    });
  });
}

export function adminGuardsContract(env: ContractEnv): void {
  describe('admin permissions', () => {
    async function expectUntouched(): Promise<void> {
      await env.signInAsAdmin();
      const publicBackend = await env.publicBackend();
      const admin = await env.adminBackend();
      expect(await publicBackend.getPhoto(photoId(1))).toMatchObject({ title: photoDoc(1).title, isFeatured: false, isHeroImage: false });
      expect(await publicBackend.countPhotos()).toBe(1);
      expect((await admin.getInquiryPage({ pageSize: 7, direction: 'initial' })).items).toMatchObject([
        { id: inquiryId(1), status: 'new', staffNote: null },
      ]);
      expect(await env.activitiesWhen(() => true)).toEqual([]);
    }

    for (const [name, call] of Object.entries(GUARDED)) {
      it(`${name}: refused with auth/not-signed-in when signed out`, async () => {
        await env.backend.seed({ images: [photoDoc(1)], inquiries: [inquiryDoc(1)] });
        expect(await codeOf(call(await env.adminBackend()))).toBe('auth/not-signed-in');
        await expectUntouched();
      });

      it(`${name}: refused with auth/not-admin for a signed-in non-admin`, async () => {
        await env.backend.seed({ images: [photoDoc(1)], inquiries: [inquiryDoc(1)] });
        await env.signInAsNonAdmin();
        expect(await codeOf(call(await env.adminBackend()))).toBe('auth/not-admin');
        await env.signOut();
        await expectUntouched();
      });
    }

    for (const [name, subscribe] of Object.entries(SUBSCRIPTIONS)) {
      it(`${name}: onError with auth/not-signed-in, then auth/not-admin`, async () => {
        const timeout = env.harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS;
        expect(await subscriptionErrorCode(subscribe, await env.adminBackend(), timeout)).toBe('auth/not-signed-in');
        await env.signInAsNonAdmin();
        expect(await subscriptionErrorCode(subscribe, await env.adminBackend(), timeout)).toBe('auth/not-admin');
      });
    }
  });
}
