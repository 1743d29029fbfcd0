import { describe, expect, it } from 'vitest';
import { IMAGE_TITLE_MAX } from '@/config/limits';
import { ADMIN_PHOTOS_PAGE_SIZE } from '@/config/page-sizes';
import { DEFAULT_PHOTO_CATEGORY } from '@/domain/categories';
import { BackendError } from '@/domain/errors';
import { pageCount } from '@/domain/paging';
import type { GalleryPhoto } from '@/domain/types';
import { codeOf, idsOf, type ContractEnv } from '../contract-env';
import { photoDoc, photoDocs, photoId, photoIdsDesc } from '../fixtures';
import { nextAfter, prevBefore } from '../page-queries';

/** Edit, feature, hero and delete of gallery photos. */
export function adminPhotosContract(env: ContractEnv): void {
  const size = ADMIN_PHOTOS_PAGE_SIZE;

  async function allImages(): Promise<GalleryPhoto[]> {
    return (await (await env.publicBackend()).getPhotoPage({ pageSize: 100, direction: 'initial' })).items;
  }

  describe('admin image writes', () => {
    it('updatePhoto changes title, category and description and logs image_update', async () => {
      await env.backend.seed({ images: photoDocs(2) });
      const user = await env.signInAsAdmin();
      const admin = await env.adminBackend();
      await admin.updatePhoto(photoId(1), { title: '고친 제목', category: 'AS', workType: null, description: null });

      const image = await (await env.publicBackend()).getPhoto(photoId(1));
      expect(image).toMatchObject({
        title: '고친 제목',
        category: 'AS',
        workType: null,
        description: null,
        fileName: photoDoc(1).fileName,
      });
      expect(image?.uploadedAt).toEqual(photoDoc(1).uploadedAt);
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'image_update'));
      expect(activities[0]).toMatchObject({
        type: 'image_update',
        relatedId: photoId(1),
        userId: user.uid,
        details: { title: '고친 제목' },
      });
    });

    it('updatePhoto of an unknown id fails with not-found', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await codeOf(admin.updatePhoto('no-such-image', { title: 'x', category: 'AS', workType: null, description: null }))).toBe(
        'not-found',
      );
    });

    it('setPhotoFeatured flags and unflags, and logs image_feature_toggle each time', async () => {
      await env.backend.seed({ images: photoDocs(3) });
      const user = await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const publicBackend = await env.publicBackend();

      await admin.setPhotoFeatured(photoId(2), true);
      expect(idsOf(await publicBackend.getFeaturedPhotos(3))).toEqual([photoId(2)]);
      const on = await env.activitiesWhen((list) => list.some((a) => a.type === 'image_feature_toggle'));
      // The title ends in a digit: '시공 사례 2' is read 이, so 를.
      expect(on[0]).toMatchObject({
        relatedId: photoId(2),
        userId: user.uid,
        details: { isFeatured: true },
        text: "'시공 사례 2'를 대표 프로젝트로 지정했습니다.",
      });

      await admin.setPhotoFeatured(photoId(2), false);
      expect(await publicBackend.getFeaturedPhotos(3)).toEqual([]);
      expect((await publicBackend.getPhoto(photoId(2)))?.isFeatured).toBe(false);
      const off = await env.activitiesWhen((list) => list.filter((a) => a.type === 'image_feature_toggle').length === 2);
      expect(
        off
          .filter((a) => a.type === 'image_feature_toggle')
          .map((a) => a.details.isFeatured)
          .sort(),
      ).toEqual([false, true]);
    });

    it('setHeroPhoto clears the previous hero and flags the new one: exactly one hero after', async () => {
      await env.backend.seed({ images: photoDocs(4, (n) => ({ isHeroImage: n === 1 })) });
      const user = await env.signInAsAdmin();
      const admin = await env.adminBackend();

      await admin.setHeroPhoto(photoId(3));
      expect((await (await env.publicBackend()).getHeroPhoto())?.id).toBe(photoId(3));
      const heroes = (await allImages()).filter((image) => image.isHeroImage);
      expect(idsOf(heroes)).toEqual([photoId(3)]);
      const activities = await env.activitiesWhen((list) => list.some((a) => a.relatedId === photoId(3)));
      expect(activities[0]).toMatchObject({ type: 'image_update', relatedId: photoId(3), userId: user.uid });

      await admin.setHeroPhoto(photoId(2));
      expect(idsOf((await allImages()).filter((image) => image.isHeroImage))).toEqual([photoId(2)]);
    });

    it('setHeroPhoto works when there is no hero yet', async () => {
      await env.backend.seed({ images: photoDocs(2) });
      await env.signInAsAdmin();
      await (await env.adminBackend()).setHeroPhoto(photoId(1));
      expect((await (await env.publicBackend()).getHeroPhoto())?.id).toBe(photoId(1));
    });

    it('setHeroPhoto leaves exactly one hero when old data has several (no settings/hero yet), and again after', async () => {
      await env.backend.seed({ images: photoDocs(5, (n) => ({ isHeroImage: n === 1 || n === 2 || n === 4 })) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      await admin.setHeroPhoto(photoId(3));
      expect(idsOf((await allImages()).filter((image) => image.isHeroImage))).toEqual([photoId(3)]);
      await admin.setHeroPhoto(photoId(5));
      expect(idsOf((await allImages()).filter((image) => image.isHeroImage))).toEqual([photoId(5)]);
      expect((await (await env.publicBackend()).getHeroPhoto())?.id).toBe(photoId(5));
    });

    it('setHeroPhoto works after the hero image was deleted, and on the current hero again', async () => {
      await env.backend.seed({ images: photoDocs(3) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      await admin.setHeroPhoto(photoId(1));
      await admin.deletePhoto(photoId(1));
      expect(await (await env.publicBackend()).getHeroPhoto()).toBeNull();
      await admin.setHeroPhoto(photoId(2));
      await admin.setHeroPhoto(photoId(2));
      expect(idsOf((await allImages()).filter((image) => image.isHeroImage))).toEqual([photoId(2)]);
    });

    it('an old image without category or flags can be featured, made and cleared as hero, and edited', async () => {
      const legacy = photoDoc(1, { isHeroImage: true, missing: ['category', 'description', 'isFeatured'] });
      await env.backend.seed({ images: [legacy, photoDoc(2)] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const publicBackend = await env.publicBackend();
      expect(await publicBackend.getPhoto(photoId(1))).toMatchObject({
        category: DEFAULT_PHOTO_CATEGORY,
        isFeatured: false,
        isHeroImage: true,
      });

      await admin.setPhotoFeatured(photoId(1), true);
      expect(idsOf(await publicBackend.getFeaturedPhotos(3))).toEqual([photoId(1)]);
      await admin.setPhotoFeatured(photoId(1), false);
      await admin.setHeroPhoto(photoId(2));
      expect(idsOf((await allImages()).filter((image) => image.isHeroImage))).toEqual([photoId(2)]);
      await admin.setHeroPhoto(photoId(1));
      expect(idsOf((await allImages()).filter((image) => image.isHeroImage))).toEqual([photoId(1)]);
      await admin.updatePhoto(photoId(1), { title: '고친 제목', category: 'AS', workType: null, description: null });
      expect(await publicBackend.getPhoto(photoId(1))).toMatchObject({
        title: '고친 제목',
        category: 'AS',
        isFeatured: false,
        isHeroImage: true,
      });
    });

    it('logs the activity of an old image whose title is over the limit, with the title cut to IMAGE_TITLE_MAX', async () => {
      const title = '가'.repeat(IMAGE_TITLE_MAX + 30);
      await env.backend.seed({ images: [photoDoc(1, { title })] });
      await env.signInAsAdmin();
      await (await env.adminBackend()).setPhotoFeatured(photoId(1), true);
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'image_feature_toggle'));
      expect(activities[0]).toMatchObject({ relatedId: photoId(1), details: { title: title.slice(0, IMAGE_TITLE_MAX), isFeatured: true } });
    });

    it('deletePhoto removes the document (even without stored files) and logs image_delete', async () => {
      await env.backend.seed({ images: photoDocs(3) });
      const user = await env.signInAsAdmin();
      await (await env.adminBackend()).deletePhoto(photoId(2));
      const publicBackend = await env.publicBackend();
      expect(await publicBackend.getPhoto(photoId(2))).toBeNull();
      expect(await publicBackend.countPhotos()).toBe(2);
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'image_delete'));
      expect(activities[0]).toMatchObject({
        type: 'image_delete',
        relatedId: photoId(2),
        userId: user.uid,
        details: { title: photoDoc(2).title },
      });
    });

    it.skipIf(!env.harness.capabilities.faultInjection)(
      'a failed image write rejects with a BackendError and changes nothing',
      async () => {
        await env.backend.seed({ images: [photoDoc(1)] });
        await env.signInAsAdmin();
        const admin = await env.adminBackend();
        env.backend.breakNextImageWrite();
        const failure = await admin
          .updatePhoto(photoId(1), { title: '실패할 수정', category: 'AS', workType: null, description: null })
          .then(
            () => null,
            (error: unknown) => error,
          );
        expect(failure).toBeInstanceOf(BackendError);
        expect((failure as BackendError).code).toEqual(expect.any(String));
        expect((await (await env.publicBackend()).getPhoto(photoId(1)))?.title).toBe(photoDoc(1).title);
        expect(await env.activitiesWhen(() => true)).toEqual([]);
      },
    );

    it('after deleting the only item of the last page, that page is empty and the page before still loads', async () => {
      await env.backend.seed({ images: photoDocs(13) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const page1 = await admin.getPhotoPage({ pageSize: size, direction: 'initial' });
      const page2 = await admin.getPhotoPage(nextAfter(page1, size));
      const page3 = await admin.getPhotoPage(nextAfter(page2, size));
      expect(idsOf(page3)).toEqual([photoId(1)]);

      await admin.deletePhoto(photoId(1));
      expect(pageCount(await admin.countPhotos(), size)).toBe(2);
      // Reloading the same page (same cursor) now finds nothing...
      expect(await admin.getPhotoPage(nextAfter(page2, size))).toEqual({
        items: [],
        hasNext: false,
        hasPrev: true,
        startCursor: null,
        endCursor: null,
      });
      // ...and going back one page from the deleted item's position gives page 2 (its cursor outlives the item).
      const back = await admin.getPhotoPage(prevBefore(page3, size));
      expect(idsOf(back)).toEqual(photoIdsDesc(7, 2));
      expect([back.hasPrev, back.hasNext]).toEqual([true, true]);
      // A next-cursor whose item was deleted works too (page 1 ended with img-08).
      await admin.deletePhoto(photoId(8));
      const afterDeleted = await admin.getPhotoPage(nextAfter(page1, size));
      expect(idsOf(afterDeleted)).toEqual(photoIdsDesc(7, 2));
      expect([afterDeleted.hasPrev, afterDeleted.hasNext]).toEqual([true, false]);
    });
  });
}
