import type { AdminBackend } from '@/backend/port';
import { errorCode, errorMessage } from '@/domain/errors';
import { trimBlank } from '@/domain/text';
import type { GalleryPhoto, PhotoCategory, JobStage, WorkType } from '@/domain/types';
import { processImageForUpload, type ProcessedImage } from '@/lib/images/image-processing';
import { uploadCopy } from './copy';
import { uploadMessages } from './copy';
import { readTakenAt } from './exif-date';
import { numberedTitle } from './upload-validation';

export interface UploadDraft {
  files: readonly File[];
  title: string;
  category: PhotoCategory;
  workType: WorkType | null;
  description: string;
  /**
   * Filed under a job (현장 사진 올리기): the job, and for each file (same order) its own title and stage, and its
   * shooting time when already read (then not read again); `title` is then not used.
   */
  job?: { jobId: string; photos: readonly { title: string; stage: JobStage; takenAt?: Date | null }[] };
}

export interface UploadProgress {
  /** 1-based number of the file being worked on. */
  current: number;
  count: number;
  phase: 'processing' | 'uploading';
  /** Overall percent 0-100 over all files. */
  percent: number;
}

/** A batch stopped at `failedIndex`; the files before it were uploaded. */
export class UploadBatchError extends Error {
  constructor(
    readonly cause: unknown,
    readonly uploaded: GalleryPhoto[],
    readonly failedIndex: number,
  ) {
    super(errorMessage(cause), { cause });
    this.name = 'UploadBatchError';
  }
}

/** Processing (decode / encode) failed in the browser, before anything was sent. */
export class ImageProcessingError extends Error {
  constructor(fileName: string, options?: { cause?: unknown }) {
    super(uploadCopy.processingFailed(fileName), options);
    this.name = 'ImageProcessingError';
  }
}

export interface UploadOptions {
  process?: (file: File) => Promise<ProcessedImage>;
  /** The photo's EXIF shooting date, or null (default: read from the file; exifreader loads on first use). */
  takenAt?: (file: File) => Promise<Date | null>;
  onProgress?: (progress: UploadProgress) => void;
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/**
 * Uploads the files one after another: each is first made small in the browser (and its EXIF shooting date read),
 * then sent with uploadPhoto, whose progress events feed one overall percentage. Stops at the first failure
 * (UploadBatchError). Filed under a job, each file goes with its own title and stage.
 */
export async function uploadPhotos(
  backend: Pick<AdminBackend, 'uploadPhoto'>,
  draft: UploadDraft,
  { process = processImageForUpload, takenAt: readDate = (file: File) => readTakenAt(file), onProgress }: UploadOptions = {},
): Promise<GalleryPhoto[]> {
  const count = draft.files.length;
  const description = trimBlank(draft.description) || null;
  const uploaded: GalleryPhoto[] = [];
  for (const [index, file] of draft.files.entries()) {
    const report = (phase: UploadProgress['phase'], filePercent: number) =>
      onProgress?.({ current: index + 1, count, phase, percent: Math.round(((index + filePercent / 100) / count) * 100) });
    try {
      report('processing', 0);
      const placed = draft.job?.photos[index];
      let processed: ProcessedImage;
      let takenAt: Date | null;
      try {
        // The date comes from the original file (the processed copies carry no EXIF); a photo without a readable
        // one is sent without it.
        const known = placed?.takenAt;
        [processed, takenAt] = await Promise.all([process(file), known !== undefined ? known : readDate(file).catch(() => null)]);
      } catch (cause) {
        throw new ImageProcessingError(file.name, { cause });
      }
      let filePercent = 0;
      report('uploading', 0);
      const photo = await backend.uploadPhoto(
        {
          display: processed.display,
          thumbnail: processed.thumbnail,
          originalName: file.name,
          title: placed ? trimBlank(placed.title) : numberedTitle(draft.title, index, count),
          category: draft.category,
          workType: draft.workType,
          description,
          takenAt,
          ...(draft.job && placed ? { job: { jobId: draft.job.jobId, stage: placed.stage } } : {}),
        },
        (percent) => {
          filePercent = Math.max(filePercent, clampPercent(percent));
          report('uploading', filePercent);
        },
      );
      uploaded.push(photo);
    } catch (cause) {
      throw new UploadBatchError(cause, uploaded, index);
    }
  }
  return uploaded;
}

/** 메타데이터 저장 실패 when the document could not be saved, else 업로드 실패 plus the message. */
export function uploadErrorMessage(error: unknown): string {
  const cause = error instanceof UploadBatchError ? error.cause : error;
  if (errorCode(cause) === 'upload/metadata-failed') return uploadMessages.metadataFailed;
  return uploadMessages.uploadFailed(errorMessage(cause));
}
