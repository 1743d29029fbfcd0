import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { trimBlank } from '@/domain/text';
import type { GalleryPhoto, PhotoEdit } from '@/domain/types';
import { uploadMessages } from '@/features/photo-upload/copy';
import { PhotoFields, type PhotoFieldValues } from '@/features/photo-upload/PhotoFields';
import { photoToastSources } from '@/features/photo-upload/toast-sources';
import { editCopy } from './copy';

interface EditModalProps {
  photo: GalleryPhoto;
  onClose: () => void;
  /** Saves; resolves to true when the backend accepted it (the alerts are the caller's). */
  onSave: (edit: PhotoEdit) => Promise<boolean>;
}

/** Edit title (required), category, work type and description of one photo. */
export function EditModal({ photo, onClose, onSave }: EditModalProps) {
  const formId = useId();
  const toast = useToast();
  const titleRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<PhotoFieldValues>({
    title: photo.title,
    category: photo.category,
    workType: photo.workType,
    description: photo.description ?? '',
  });
  const [titleError, setTitleError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // Blank includes Unicode white space and zero-width characters (src/domain/text.ts).
    const title = trimBlank(values.title);
    if (title === '') {
      setTitleError(uploadMessages.titleRequired);
      toast.show('error', uploadMessages.titleRequired, { source: photoToastSources.edit });
      titleRef.current?.focus();
      return;
    }
    setSaving(true);
    const saved = await onSave({
      title,
      category: values.category,
      workType: values.workType,
      description: trimBlank(values.description) || null,
    });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open
      title={editCopy.modalTitle}
      onClose={onClose}
      closeDisabled={saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving} className="flex-1 sm:flex-none">
            {editCopy.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={saving} className="flex-[2] sm:flex-none">
            {saving ? editCopy.saving : editCopy.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <PhotoFields
          values={values}
          onChange={(next) => {
            setValues(next);
            if (trimBlank(next.title) !== '') setTitleError(undefined);
          }}
          titleError={titleError}
          titleRef={titleRef}
          disabled={saving}
        />
      </form>
    </Modal>
  );
}
