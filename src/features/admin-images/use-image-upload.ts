import { useCallback, useState } from 'react';
import { uploadCopy } from './copy';
import type { ConstructionImage } from '../../domain/types';
import { useToast } from '../../components/ui/toast/toast-context';
import { useAuth } from '../../lib/session/auth-context';
import { adminBackend } from '../../backend/registry';
import { UploadBatchError, uploadErrorMessage, uploadImages, type UploadDraft, type UploadProgress } from './upload-images';
import { authMessages } from '../../backend/shared/auth-messages';

export type UploadOutcome =
  | { status: 'done'; uploaded: ConstructionImage[] }
  /** Nothing or only some files were uploaded; `uploaded` lists those that were. */
  | { status: 'failed'; uploaded: ConstructionImage[] }
  | { status: 'blocked' };

/**
 * Runs an upload for the upload modal: checks the sign-in, reports progress, shows the success alert or the
 * spec's failure alert (메타데이터 저장 실패 / 업로드 실패: message).
 */
export function useImageUpload() {
  const { user } = useAuth();
  const toast = useToast();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const upload = useCallback(
    async (draft: UploadDraft): Promise<UploadOutcome> => {
      if (!user) {
        toast.show('error', authMessages.loginRequired);
        return { status: 'blocked' };
      }
      setProgress({ current: 1, count: draft.files.length, phase: 'processing', percent: 0 });
      try {
        const uploaded = await uploadImages(await adminBackend(), draft, { onProgress: setProgress });
        toast.show('success', uploadCopy.success(uploaded.length));
        return { status: 'done', uploaded };
      } catch (error) {
        console.error('Upload failed', error);
        toast.show('error', uploadErrorMessage(error));
        const uploaded = error instanceof UploadBatchError ? error.uploaded : [];
        if (uploaded.length > 0) toast.show('info', uploadCopy.partialSuccess(uploaded.length));
        return { status: 'failed', uploaded };
      } finally {
        setProgress(null);
      }
    },
    [toast, user],
  );

  return { upload, progress, uploading: progress !== null };
}
