import { useId, useRef, type FormEvent } from 'react';
import { Modal } from '@/components/ui/Modal';
import type { GalleryPhoto } from '@/domain/types';
import { usePhotoUpload } from '@/features/photo-upload/api/photo-upload';
import { uploadCopy } from '@/features/photo-upload/copy';
import { DropZone } from '@/features/photo-upload/DropZone';
import { PhotoFields } from '@/features/photo-upload/PhotoFields';
import { SelectedFiles } from '@/features/photo-upload/SelectedFiles';
import { UploadDialogFooter } from '@/features/photo-upload/UploadDialogFooter';
import { useUploadForm } from '@/features/photo-upload/use-upload-form';

interface UploadModalProps {
  onClose: () => void;
  /** Some or all files were uploaded: the list goes back to page 1 with the new count. */
  onUploaded: (photos: GalleryPhoto[], complete: boolean) => void;
}

/**
 * The upload bottom sheet: choose or drop photos, title, category, description; a real
 * progress bar; cannot be closed while uploading. Mounted only while open, so closing resets the form.
 */
export function UploadModal({ onClose, onUploaded }: UploadModalProps) {
  const formId = useId();
  const form = useUploadForm();
  const { upload, progress, uploading } = usePhotoUpload();
  const count = form.entries.length;
  const fileInputRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const problems = form.validate();
    if (problems.files || problems.title) {
      (problems.files ? fileInputRef : titleRef).current?.focus();
      return;
    }
    await upload({ files: form.entries.map((entry) => entry.file), ...form.fields }, (uploaded, complete) => {
      // After a partial upload, keep what was typed and the files still to send; the ones uploaded leave the list.
      if (!complete) form.removeFiles(form.entries.slice(0, uploaded.length).map((entry) => entry.id));
      onUploaded(uploaded, complete);
    });
  };

  return (
    <Modal
      open
      title={uploadCopy.modalTitle}
      onClose={onClose}
      closeDisabled={uploading}
      size="lg"
      footer={
        <UploadDialogFooter
          formId={formId}
          progress={progress}
          busy={uploading}
          submitLabel={count > 1 ? uploadCopy.submitMany(count) : uploadCopy.submit}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={uploading} className="space-y-5">
        <DropZone inputRef={fileInputRef} onFiles={form.addFiles} empty={count === 0} error={form.errors.files} disabled={uploading} />
        <SelectedFiles entries={form.entries} onRemove={(id) => form.removeFiles([id])} disabled={uploading} />
        <PhotoFields
          values={form.fields}
          onChange={form.changeFields}
          titleError={form.errors.title}
          titleRef={titleRef}
          titleHint={count > 1 ? uploadCopy.numberingHint : undefined}
          disabled={uploading}
        />
      </form>
    </Modal>
  );
}
