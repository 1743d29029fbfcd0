import { ProgressBar } from '@/components/ui/ProgressBar';
import { uploadCopy } from './copy';
import type { UploadProgress as Progress } from './upload-photos';

/**
 * An upload's progress in a sheet's footer (so the bar stays in sight on a phone however far the form is scrolled):
 * which photo is being made small or sent, the bar, and that the sheet cannot close meanwhile.
 */
export function UploadProgress({ progress }: { progress: Progress | null }) {
  if (!progress) return null;
  return (
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
  );
}
