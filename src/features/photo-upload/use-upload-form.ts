import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { DEFAULT_PHOTO_CATEGORY } from '@/domain/categories';
import { isBlank } from '@/domain/text';
import { uploadMessages } from './copy';
import type { PhotoFieldValues } from './PhotoFields';
import { photoToastSources } from './toast-sources';
import { splitImageFiles, validateUpload, type UploadFieldErrors } from './upload-validation';

export interface SelectedFile {
  id: string;
  file: File;
  /** Object URL for the preview, or null where the browser cannot make one. */
  previewUrl: string | null;
}

const EMPTY_FIELDS: PhotoFieldValues = { title: '', category: DEFAULT_PHOTO_CATEGORY, workType: null, description: '' };

function previewUrlOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(entries: SelectedFile[]): void {
  for (const entry of entries) if (entry.previewUrl) URL.revokeObjectURL(entry.previewUrl);
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The upload form's state: chosen files (with previews), fields and field errors. Unmounting frees the previews. */
export function useUploadForm() {
  const toast = useToast();
  const [entries, setEntries] = useState<SelectedFile[]>([]);
  const [fields, setFields] = useState<PhotoFieldValues>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<UploadFieldErrors>({});
  const nextId = useRef(0);
  const entriesRef = useRef(entries);

  useEffect(() => {
    entriesRef.current = entries;
  }, [entries]);
  useEffect(() => () => revoke(entriesRef.current), []);

  /** Adds images; anything else is refused with 이미지 파일만 업로드할 수 있습니다. */
  const addFiles = useCallback(
    (files: File[]) => {
      const { images, rejected } = splitImageFiles(files);
      if (rejected.length > 0) {
        toast.show('error', uploadMessages.imagesOnly, { source: photoToastSources.upload });
        setErrors((previous) => ({ ...previous, files: uploadMessages.imagesOnly }));
      }
      const fresh = images.filter((file) => !entries.some((entry) => sameFile(entry.file, file)));
      if (fresh.length === 0) return;
      const added = fresh.map((file) => ({ id: `file-${nextId.current++}`, file, previewUrl: previewUrlOf(file) }));
      setEntries((previous) => [...previous, ...added]);
      if (rejected.length === 0) setErrors((previous) => ({ ...previous, files: undefined }));
    },
    [entries, toast],
  );

  const removeFiles = useCallback(
    (ids: readonly string[]) => {
      revoke(entries.filter((entry) => ids.includes(entry.id)));
      setEntries((previous) => previous.filter((entry) => !ids.includes(entry.id)));
    },
    [entries],
  );

  const changeFields = useCallback((values: PhotoFieldValues) => {
    setFields(values);
    if (!isBlank(values.title)) setErrors((previous) => (previous.title ? { ...previous, title: undefined } : previous));
  }, []);

  /** Checks the form; on a problem shows the alert and the inline errors. Returns the problems (empty when valid). */
  const validate = useCallback((): UploadFieldErrors => {
    const found = validateUpload(
      entries.map((entry) => entry.file),
      fields.title,
    );
    setErrors(found);
    // One alert (the first problem); every problem is also shown beside its field.
    const first = found.files ?? found.title;
    if (first) toast.show('error', first, { source: photoToastSources.upload });
    return found;
  }, [entries, fields.title, toast]);

  return { entries, fields, errors, addFiles, removeFiles, changeFields, validate };
}
