import { useId } from 'react';
import { errorTextClass, fieldClass } from '@/components/ui/field-styles';
import { IMAGE_TITLE_MAX } from '@/config/limits';
import { JOB_STAGES, JOB_STAGE_LABELS } from '@/domain/categories';
import type { JobStage } from '@/domain/types';
import { RowPreview, RowRemoveButton } from '@/features/photo-upload/PhotoRowParts';
import { RadioChips } from '@/features/photo-upload/RadioChips';
import { formatDateTime } from '@/lib/format-date';
import { jobUploadCopy } from './jobs-copy';
import type { JobPhotoEntry } from './use-job-upload-form';

interface JobPhotoRowsProps {
  photos: JobPhotoEntry[];
  /** Entry id → the problem with its title. */
  errors?: Record<string, string>;
  onStage: (id: string, stage: JobStage) => void;
  onTitle: (id: string, title: string) => void;
  onRemove: (id: string) => void;
  /** The shooting times are still being read: the rows may still move into their time order. */
  arranging?: boolean;
  disabled?: boolean;
}

const smallField = fieldClass.replace('min-h-12', 'min-h-11').replace('text-base', 'text-sm');
const stageOptions = JOB_STAGES.map((stage) => ({ value: stage, label: JOB_STAGE_LABELS[stage] }));

/**
 * One row per chosen photo, in shooting order: its preview, its title, when it was taken, and its stage as three chips
 * (시공 전·중·후, one tap to change), and a way to leave it out.
 */
export function JobPhotoRows({ photos, errors = {}, onStage, onTitle, onRemove, arranging = false, disabled = false }: JobPhotoRowsProps) {
  const id = useId();
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} aria-describedby={photos.length > 1 ? `${id}-hint` : undefined}>
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {jobUploadCopy.photosHeading(photos.length)}
      </h3>
      {photos.length > 1 && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
          {jobUploadCopy.stagesHint}
        </p>
      )}
      <ol className="mt-2 space-y-3" aria-busy={arranging || undefined}>
        {photos.map((photo, index) => {
          const rowId = `${id}-${photo.id}`;
          const error = errors[photo.id];
          const row = jobUploadCopy.photoRow(index + 1);
          return (
            <li key={photo.id} aria-label={row} className="space-y-2 rounded-lg border border-slate-200 p-2.5 dark:border-slate-700">
              <div className="flex gap-3">
                <RowPreview url={photo.previewUrl} sizeClass="h-16 w-16" />
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${rowId}-title`} className="sr-only">
                    {`${row} ${jobUploadCopy.photoTitle}`}
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
                  {photo.takenAt !== undefined && (
                    <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                      {photo.takenAt ? jobUploadCopy.takenAt(formatDateTime(photo.takenAt)) : jobUploadCopy.noTakenAt}
                    </p>
                  )}
                </div>
                <RowRemoveButton label={jobUploadCopy.removePhoto(index + 1)} onRemove={() => onRemove(photo.id)} disabled={disabled} />
              </div>
              <RadioChips
                legend={`${row} ${jobUploadCopy.stage}`}
                legendHidden
                options={stageOptions}
                value={photo.stage}
                onChange={(stage) => onStage(photo.id, stage)}
                disabled={disabled}
                className="grid grid-cols-3"
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
