import { useCallback, useMemo } from 'react';
import type { AdminBackend } from '../../backend/port';
import { editCopy, imageActionCopy } from './copy';
import { errorCode, errorMessage } from '../../domain/errors';
import type { ConstructionImage, ImageEdit } from '../../domain/types';
import { useToast } from '../../components/ui/toast/toast-context';
import { useAuth } from '../../lib/session/auth-context';
import { adminBackend } from '../../backend/registry';
import { authMessages } from '../../backend/shared/auth-messages';
import { imageMessages } from './copy';

/** The port's answer when the session ended meanwhile: shown as "로그인이 필요합니다." too. */
const SIGNED_OUT_CODES = new Set(['auth/not-signed-in']);

/**
 * The image actions of the admin (spec 7): each needs a signed-in admin (else 로그인이 필요합니다. and no call),
 * shows a success alert, or the spec's failure alert. Each resolves to true when the backend accepted the change.
 */
export function useImageActions() {
  const { user } = useAuth();
  const toast = useToast();

  /** True when someone is signed in; otherwise alerts 로그인이 필요합니다. */
  const requireUser = useCallback((): boolean => {
    if (user) return true;
    toast.show('error', authMessages.loginRequired);
    return false;
  }, [toast, user]);

  const run = useCallback(
    async (operation: (backend: AdminBackend) => Promise<void>, success: string, failure: (error: unknown) => string) => {
      if (!requireUser()) return false;
      try {
        await operation(await adminBackend());
        toast.show('success', success);
        return true;
      } catch (error) {
        console.error('Image action failed', error);
        const code = errorCode(error);
        toast.show('error', code && SIGNED_OUT_CODES.has(code) ? authMessages.loginRequired : failure(error));
        return false;
      }
    },
    [requireUser, toast],
  );

  return useMemo(
    () => ({
      requireUser,
      update: (image: ConstructionImage, edit: ImageEdit) =>
        run((backend) => backend.updateImage(image.id, edit), editCopy.success, () => imageMessages.editFailed),
      toggleFeatured: (image: ConstructionImage) =>
        run(
          (backend) => backend.setImageFeatured(image.id, !image.isFeatured),
          image.isFeatured ? imageActionCopy.unfeatured(image.title) : imageActionCopy.featured(image.title),
          () => imageMessages.featureFailed,
        ),
      setHero: (image: ConstructionImage) =>
        run((backend) => backend.setHeroImage(image.id), imageActionCopy.heroSet(image.title), () => imageMessages.heroFailed),
      remove: (image: ConstructionImage) =>
        run(
          (backend) => backend.deleteImage(image.id),
          imageActionCopy.deleted(image.title),
          (error) => imageMessages.deleteImageFailed(errorMessage(error)),
        ),
    }),
    [requireUser, run],
  );
}
