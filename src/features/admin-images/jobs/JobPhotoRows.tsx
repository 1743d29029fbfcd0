import { useId } from 'react';
import { errorTextClass, fieldClass } from '@/components/ui/field-styles';
import { IMAGE_TITLE_MAX, JOB_STAGES, JOB_STAGE_LABELS } from '@/config/constants';
import type { JobStage } from '@/domain/types';
import { RowPreview, RowRemoveButton } from '../PhotoRowParts';
import { jobUploadCopy } from './jobs-copy';
import type { JobPhotoEntry } from './use-job-upload-form';

interface JobPhotoRowsProps {
  photos: JobPhotoEntry[];
  /** Entry id → the problem with its title. */
  errors?: Record<string, string>;
  onStage: (id: string, stage: JobStage) => void;
  onTitle: (id: string, title: string) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

const smallField = fieldClass.replace('min-h-12', 'min-h-11').replace('text-base', 'text-sm');

/** One row per chosen photo: its preview, its stage (시공 전·중·후), its own title, and a way to leave it out. */
export function JobPhotoRows({ photos, errors = {}, onStage, onTitle, onRemove, disabled = false }: JobPhotoRowsProps) {
  const id = useId();
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
        {jobUploadCopy.photosHeading(photos.length)}
      </h3>
      <ol className="space-y-3">
        {photos.map((photo, index) => {
          const rowId = `${id}-${photo.id}`;
          const error = errors[photo.id];
          return (
            <li
              key={photo.id}
              aria-label={jobUploadCopy.photoRow(index + 1)}
              className="flex gap-3 rounded-lg border border-slate-200 p-2.5 dark:border-slate-700"
            >
              <RowPreview url={photo.previewUrl} sizeClass="h-16 w-16" />
              <div className="min-w-0 flex-1 space-y-2">
                <div className="flex items-center gap-2">
                  <label htmlFor={`${rowId}-stage`} className="shrink-0 text-xs font-semibold text-slate-700 dark:text-slate-200">
                    {jobUploadCopy.stage}
                  </label>
                  <select
                    id={`${rowId}-stage`}
                    value={photo.stage}
                    onChange={(event) => onStage(photo.id, event.target.value as JobStage)}
                    disabled={disabled}
                    className={smallField}
                  >
                    {JOB_STAGES.map((stage) => (
                      <option key={stage} value={stage}>
                        {JOB_STAGE_LABELS[stage]}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={`${rowId}-title`} className="sr-only">
                    {`${jobUploadCopy.photoRow(index + 1)} ${jobUploadCopy.photoTitle}`}
                  </label>
                  <input
                    id={`${rowId}-title`}
                    type="text"
                    value={photo.title}
                    onChange={(event) => onTitle(photo.id, event.target.value)}
                    maxLength={IMAGE_TITLE_MAX}
                    disabled={disabled}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${rowId}-error` : undefined}
                    className={smallField}
                  />
                  {error && (
                    <p id={`${rowId}-error`} className={errorTextClass}>
                      {error}
                    </p>
                  )}
                </div>
              </div>
              <RowRemoveButton label={jobUploadCopy.removePhoto(index + 1)} onRemove={() => onRemove(photo.id)} disabled={disabled} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
