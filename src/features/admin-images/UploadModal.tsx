import { useId, useRef, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { uploadCopy } from './copy';
import type { ConstructionImage } from '../../domain/types';
import { useImageUpload } from './use-image-upload';
import { DropZone } from './DropZone';
import { ImageFields } from './ImageFields';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { SelectedFiles } from './SelectedFiles';
import { useUploadForm, type UploadFormOptions } from './use-upload-form';

interface UploadModalProps {
  onClose: () => void;
  /** Some or all files were uploaded: the list goes back to page 1 with the new count. */
  onUploaded: (images: ConstructionImage[], complete: boolean) => void;
  /** Opened by 현장 사진 올리기: the camera first (DropZone cameraFirst) and a suggested title (useUploadForm). */
  camera?: Required<UploadFormOptions>;
}

/**
 * The upload bottom sheet (spec 4 "Upload"): choose or drop photos, title, category, description; a real
 * progress bar; cannot be closed while uploading. Mounted only while open, so closing resets the form.
 */
export function UploadModal({ onClose, onUploaded, camera }: UploadModalProps) {
  const formId = useId();
  const form = useUploadForm(camera);
  const { upload, progress, uploading } = useImageUpload();
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
        <>
          {progress && (
            // In the footer, so the bar stays in sight on a phone however far the form is scrolled.
            <div className="w-full space-y-1.5 pb-1">
              <ProgressBar
                percent={progress.percent}
                label={uploadCopy.progressLabel}
                status={
                  progress.phase === 'processing'
                    ? uploadCopy.preparing(progress.current, progress.count)
                    : uploadCopy.sending(progress.current, progress.count)
                }
              />
              <p className="text-xs text-slate-600 dark:text-slate-300">{uploadCopy.keepOpen}</p>
            </div>
          )}
          <Button variant="secondary" onClick={onClose} disabled={uploading} className="flex-1 sm:flex-none">
            {uploadCopy.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={uploading} className="flex-[2] sm:flex-none">
            {uploading ? uploadCopy.submitting : count > 1 ? uploadCopy.submitMany(count) : uploadCopy.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} aria-busy={uploading} className="space-y-5">
        <DropZone
          inputRef={fileInputRef}
          onFiles={form.addFiles}
          empty={count === 0}
          error={form.errors.files}
          disabled={uploading}
          cameraFirst={camera !== undefined}
        />
        <SelectedFiles entries={form.entries} onRemove={(id) => form.removeFiles([id])} disabled={uploading} />
        <ImageFields
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
