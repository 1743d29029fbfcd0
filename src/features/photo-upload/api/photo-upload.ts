import { useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import type { GalleryPhoto } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { uploadCopy } from '../copy';
import { photoToastSources } from '../toast-sources';
import { UploadBatchError, uploadErrorMessage, uploadPhotos, type UploadDraft, type UploadProgress } from '../upload-photos';
import { uploadBackend } from '../upload-service';

/** Some or all files were uploaded (`complete`: all of them). */
export type OnUploaded = (uploaded: GalleryPhoto[], complete: boolean) => void;

const uploadedBefore = (error: unknown): GalleryPhoto[] => (error instanceof UploadBatchError ? error.uploaded : []);

/**
 * Runs an upload for the upload modal, as an admin mutation: checks the sign-in, reports progress, shows the success
 * alert (`success`, by the number uploaded) or the failure alert (메타데이터 저장 실패 / 업로드 실패: message), and
 * has the photo lists, the count and the jobs read again when anything was uploaded — after `onUploaded`, which
 * hears what was.
 */
export function usePhotoUpload({ success = uploadCopy.success }: { success?: (count: number) => string } = {}) {
  const toast = useToast();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useAdminMutation<UploadDraft, GalleryPhoto[]>({
    label: 'Upload failed',
    mutate: async (draft) => {
      setProgress({ current: 1, count: draft.files.length, phase: 'processing', percent: 0 });
      try {
        return await uploadPhotos(await uploadBackend(), draft, { onProgress: setProgress });
      } finally {
        setProgress(null);
      }
    },
    success: (_draft, uploaded) => success(uploaded.length),
    failure: uploadErrorMessage,
    invalidates: [queryKeys.photos, queryKeys.jobs],
    changedDespite: (error) => uploadedBefore(error).length > 0,
    toastSource: photoToastSources.upload,
  });

  /** Resolves to true when every file was uploaded. */
  const upload = (draft: UploadDraft, onUploaded: OnUploaded) =>
    mutation.run(draft, {
      onSuccess: (uploaded) => onUploaded(uploaded, true),
      onError: (error) => {
        const uploaded = uploadedBefore(error);
        if (uploaded.length === 0) return;
        toast.show('info', uploadCopy.partialSuccess(uploaded.length), { source: photoToastSources.upload });
        onUploaded(uploaded, false);
      },
    });

  return { upload, progress, uploading: progress !== null };
}
