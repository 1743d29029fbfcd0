import { describe, expect, it } from 'vitest';
import type { InquiryPhotoUpload } from '@/backend/port';
import { INQUIRY_PHOTO_LIMITS, PRIVACY_CONSENT_VERSION } from '@/config/limits';
import type { InquiryInput } from '@/domain/types';
import { codesOf, everyCode, type ContractEnv } from '../contract-env';
import { inquiryDoc, inquiryId } from '../fixtures';

const MINUTE_MS = 60 * 1000;

function photo(number: number, type = 'image/webp', size = 4 * 1024): InquiryPhotoUpload {
  return { number, file: new Blob([new Uint8Array(size).fill(number)], { type }) };
}

function inquiryWith(photoCount: number): InquiryInput {
  return {
    name: '홍길동',
    email: null,
    phone: '010-1234-5678',
    message: '옥상 누수 사진 보내드립니다.',
    privacyConsentVersion: PRIVACY_CONSENT_VERSION,
    workType: 'waterproofing',
    region: '춘천시',
    preferredCallTime: 'any',
    photoCount,
  };
}

/**
 * A visitor's photos: the inquiry is saved first, then uploadInquiryPhotos sends its photos; each that
 * fails fails alone; only admins read them (getInquiryPhotos); they go with the inquiry.
 */
export function inquiryPhotosContract(env: ContractEnv): void {
  const { storage, storageRules } = env.harness.capabilities;
  if (storage && !storageRules) {
    console.warn(
      '\n!!! inquiry photos: what storage.rules refuse is NOT TESTED on this adapter (its Storage double has no rules);' +
        '\n!!! tests/config/storage-rules.test.ts checks the rules text, tests/emulator-storage runs them on Java 21+.\n',
    );
  }

  describe.skipIf(!storage)('inquiry photos', () => {
    /** Submits an inquiry announcing `photoCount` photos and sends `photos`; the progress reports too. */
    async function submitWithPhotos(photoCount: number, photos: InquiryPhotoUpload[]) {
      const visitor = await env.publicBackend();
      const id = await visitor.submitInquiry(inquiryWith(photoCount));
      const progress: number[] = [];
      const result = await visitor.uploadInquiryPhotos(id, photos, (percent) => progress.push(percent));
      return { id, result, progress };
    }

    async function photosOf(id: string) {
      await env.signInAsAdmin();
      return (await env.adminBackend()).getInquiryPhotos(id);
    }

    it('stores each photo under inquiries/{id}/photo-{n}.{ext}, with progress from 0 to 100, and the admin gets them by number', async () => {
      const { id, result, progress } = await submitWithPhotos(3, [photo(2, 'image/jpeg'), photo(1), photo(3, 'image/png')]);
      expect(result).toEqual({ failed: [] });
      expect(progress[0]).toBe(0);
      expect(progress.at(-1)).toBe(100);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(await env.backend.listInquiryPhotoFiles()).toEqual([
        `inquiries/${id}/photo-1.webp`,
        `inquiries/${id}/photo-2.jpg`,
        `inquiries/${id}/photo-3.png`,
      ]);
      const photos = await photosOf(id);
      expect(photos.map((stored) => stored.number)).toEqual([1, 2, 3]);
      for (const stored of photos) expect(stored.url).toEqual(expect.any(String));
      expect(new Set(photos.map((stored) => stored.url)).size).toBe(3);
    });

    it('accepts the most photos and the largest file the limits allow', async () => {
      const numbers = Array.from({ length: INQUIRY_PHOTO_LIMITS.maxFiles }, (_, index) => index + 1);
      const photos = numbers.map((n) => photo(n, 'image/jpeg', n === 1 ? INQUIRY_PHOTO_LIMITS.maxBytes : 1024));
      const { id, result } = await submitWithPhotos(INQUIRY_PHOTO_LIMITS.maxFiles, photos);
      expect(result).toEqual({ failed: [] });
      expect((await photosOf(id)).map((stored) => stored.number)).toEqual(numbers);
    });

    it('refuses bad arguments with invalid-argument before sending anything', async () => {
      const visitor = await env.publicBackend();
      const id = await visitor.submitInquiry(inquiryWith(2));
      const send = (inquiry: string, photos: InquiryPhotoUpload[]) => () => visitor.uploadInquiryPhotos(inquiry, photos, () => {});
      const calls = {
        'an id no document can have': send('a/b', [photo(1)]),
        'no photos': send(id, []),
        'more than maxFiles': send(
          id,
          [1, 2, 3, 4, 5, 6].map((n) => photo(n)),
        ),
        'number 0': send(id, [photo(0)]),
        'a number above maxFiles': send(id, [photo(INQUIRY_PHOTO_LIMITS.maxFiles + 1)]),
        'the same number twice': send(id, [photo(1), photo(1)]),
        'an empty file': send(id, [photo(1, 'image/webp', 0)]),
        'a file over maxBytes': send(id, [photo(1, 'image/jpeg', INQUIRY_PHOTO_LIMITS.maxBytes + 1)]),
        'a GIF': send(id, [photo(1, 'image/gif')]),
        'an SVG': send(id, [photo(1, 'image/svg+xml')]),
        'no type': send(id, [photo(1, '')]),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      expect(await env.backend.listInquiryPhotoFiles()).toEqual([]);
    });

    it('a photo that fails is reported alone (the others are stored), and sending it again stores it', async () => {
      const visitor = await env.publicBackend();
      const id = await visitor.submitInquiry(inquiryWith(3));
      await visitor.uploadInquiryPhotos(id, [photo(1)], () => {});
      if (!env.backend.breakNextFileWrite) return;
      env.backend.breakNextFileWrite();
      const progress: number[] = [];
      expect(await visitor.uploadInquiryPhotos(id, [photo(2), photo(3)], (percent) => progress.push(percent))).toEqual({ failed: [2] });
      expect(progress.at(-1)).toBe(100);
      expect(await env.backend.listInquiryPhotoFiles()).toEqual([`inquiries/${id}/photo-1.webp`, `inquiries/${id}/photo-3.webp`]);
      expect(await visitor.uploadInquiryPhotos(id, [photo(2)], () => {})).toEqual({ failed: [] });
      expect((await photosOf(id)).map((stored) => stored.number)).toEqual([1, 2, 3]);
    });

    it('an inquiry without photos, or an id that names none, has none', async () => {
      const id = await (await env.publicBackend()).submitInquiry(inquiryWith(0));
      expect(await photosOf(id)).toEqual([]);
      const admin = await env.adminBackend();
      expect(await admin.getInquiryPhotos('no-such-inquiry')).toEqual([]);
      expect(await admin.getInquiryPhotos('a/b')).toEqual([]);
    });

    it('deleting the inquiry deletes its photos', async () => {
      const { id } = await submitWithPhotos(2, [photo(1), photo(2)]);
      const other = await submitWithPhotos(1, [photo(1)]);
      expect(await env.backend.listInquiryPhotoFiles()).toHaveLength(3);
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      await admin.deleteInquiry(id);
      expect(await env.backend.listInquiryPhotoFiles()).toEqual([`inquiries/${other.id}/photo-1.webp`]);
      expect(await admin.getInquiryPhotos(id)).toEqual([]);
      expect((await admin.getInquiryPhotos(other.id)).map((stored) => stored.number)).toEqual([1]);
    });

    it('a photo that makes no progress (Storage unreachable) fails after the stall time-out; the call still resolves', async () => {
      if (!env.backend.stallStorage || !env.harness.timing) return;
      const visitor = await env.publicBackend();
      const id = await visitor.submitInquiry(inquiryWith(2));
      const release = env.backend.stallStorage();
      try {
        const started = Date.now();
        expect(await visitor.uploadInquiryPhotos(id, [photo(1), photo(2)], () => {})).toEqual({ failed: [1, 2] });
        expect(Date.now() - started).toBeLessThan(2 * env.harness.timing.uploadStallMs + 5000);
      } finally {
        release();
      }
      expect(await env.backend.listInquiryPhotoFiles()).toEqual([]);
    });

    describe.skipIf(!storageRules)('what storage.rules refuse (each photo alone)', () => {
      it('a number above the photoCount the inquiry announced', async () => {
        const { id, result } = await submitWithPhotos(2, [photo(1), photo(3), photo(2)]);
        expect(result).toEqual({ failed: [3] });
        expect((await photosOf(id)).map((stored) => stored.number)).toEqual([1, 2]);
      });

      it('an inquiry that does not exist', async () => {
        const visitor = await env.publicBackend();
        expect(await visitor.uploadInquiryPhotos('no-such-inquiry', [photo(1), photo(2)], () => {})).toEqual({ failed: [1, 2] });
        expect(await env.backend.listInquiryPhotoFiles()).toEqual([]);
      });

      it(`an inquiry submitted ${INQUIRY_PHOTO_LIMITS.uploadWindowMinutes} minutes ago or more`, async () => {
        const window = INQUIRY_PHOTO_LIMITS.uploadWindowMinutes * MINUTE_MS;
        const late = new Date(Date.now() - window - MINUTE_MS);
        const recent = new Date(Date.now() - window + 5 * MINUTE_MS);
        await env.backend.seed({
          inquiries: [inquiryDoc(1, { submittedAt: late, photoCount: 2 }), inquiryDoc(2, { submittedAt: recent, photoCount: 2 })],
        });
        const visitor = await env.publicBackend();
        expect(await visitor.uploadInquiryPhotos(inquiryId(1), [photo(1)], () => {})).toEqual({ failed: [1] });
        expect(await visitor.uploadInquiryPhotos(inquiryId(2), [photo(1)], () => {})).toEqual({ failed: [] });
        expect(await env.backend.listInquiryPhotoFiles()).toEqual([`inquiries/${inquiryId(2)}/photo-1.webp`]);
      });

      it('a photo already stored under that number (never overwritten)', async () => {
        const visitor = await env.publicBackend();
        const id = await visitor.submitInquiry(inquiryWith(2));
        await visitor.uploadInquiryPhotos(id, [photo(1, 'image/webp')], () => {});
        expect(await visitor.uploadInquiryPhotos(id, [photo(1, 'image/webp', 99)], () => {})).toEqual({ failed: [1] });
        expect(await env.backend.listInquiryPhotoFiles()).toEqual([`inquiries/${id}/photo-1.webp`]);
      });
    });
  });
}
