import { authMessages } from '@/backend/shared/messages';
import { heroCopy } from '@/config/hero-copy';
import { errorCode, errorMessage } from '@/domain/errors';
import type { GalleryPhoto, PhotoEdit } from '@/domain/types';
import { photoToastSources } from '@/features/photo-upload/toast-sources';
import { updateListedItems } from '@/lib/server-state/list-cache';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { editCopy, photoActionCopy } from '../copy';
import { photoMessages } from '../copy';
import { photosBackend } from '../photos-service';
import { photoListsKey } from './photo-list';

/** The port's answer when the session ended meanwhile: shown as "로그인이 필요합니다." too. */
const SIGNED_OUT_CODES = new Set(['auth/not-signed-in']);

function failureOf(message: (error: unknown) => string) {
  return (error: unknown) => {
    const code = errorCode(error);
    return code && SIGNED_OUT_CODES.has(code) ? authMessages.loginRequired : message(error);
  };
}

const label = 'Image action failed';

/**
 * The photo actions of the admin, each an admin mutation: a signed-in admin or 로그인이 필요합니다. and no
 * call, a success alert or the failure alert, then the photo lists (and for a delete the count) read again.
 * `react` is what the screen does once the backend accepted the change. Each resolves to true when it was accepted.
 */
export function usePhotoActions() {
  const update = useAdminMutation<{ photo: GalleryPhoto; edit: PhotoEdit }>({
    label,
    mutate: async ({ photo, edit }) => (await photosBackend()).updatePhoto(photo.id, edit),
    success: () => editCopy.success,
    failure: failureOf(() => photoMessages.editFailed),
    updatesCache: (client, { photo, edit }) =>
      updateListedItems<GalleryPhoto>(client, photoListsKey, (item) => (item.id === photo.id ? { ...item, ...edit } : item)),
    invalidates: [photoListsKey],
    toastSource: photoToastSources.edit,
  });
  const featured = useAdminMutation<GalleryPhoto>({
    label,
    mutate: async (photo) => (await photosBackend()).setPhotoFeatured(photo.id, !photo.isFeatured),
    success: (photo) => (photo.isFeatured ? photoActionCopy.unfeatured(photo.title) : photoActionCopy.featured(photo.title)),
    failure: failureOf(() => photoMessages.featureFailed),
    updatesCache: (client, photo) =>
      updateListedItems<GalleryPhoto>(client, photoListsKey, (item) =>
        item.id === photo.id ? { ...item, isFeatured: !photo.isFeatured } : item,
      ),
    invalidates: [photoListsKey],
  });
  const hero = useAdminMutation<GalleryPhoto>({
    label,
    mutate: async (photo) => (await photosBackend()).setHeroPhoto(photo.id),
    success: (photo) => photoActionCopy.heroSet(photo.title, heroCopy !== null),
    failure: failureOf(() => photoMessages.heroFailed),
    updatesCache: (client, photo) =>
      updateListedItems<GalleryPhoto>(client, photoListsKey, (item) => ({ ...item, isHeroImage: item.id === photo.id })),
    invalidates: [photoListsKey],
  });
  const remove = useAdminMutation<GalleryPhoto>({
    label,
    mutate: async (photo) => (await photosBackend()).deletePhoto(photo.id),
    success: (photo) => photoActionCopy.deleted(photo.title),
    failure: failureOf((error) => photoMessages.deleteImageFailed(errorMessage(error))),
    invalidates: [queryKeys.photos],
  });

  return {
    update: (photo: GalleryPhoto, edit: PhotoEdit, react?: () => void) => update.run({ photo, edit }, { onSuccess: react }),
    toggleFeatured: (photo: GalleryPhoto, react?: () => void) => featured.run(photo, { onSuccess: react }),
    setHero: (photo: GalleryPhoto, react?: () => void) => hero.run(photo, { onSuccess: react }),
    remove: (photo: GalleryPhoto, react?: () => void) => remove.run(photo, { onSuccess: react }),
  };
}
