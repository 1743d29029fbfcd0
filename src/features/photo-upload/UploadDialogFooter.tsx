import { Button } from '@/components/ui/Button';
import { uploadCopy } from './copy';
import type { UploadProgress as Progress } from './upload-photos';
import { UploadProgress } from './UploadProgress';

interface UploadDialogFooterProps {
  /** The id of the form the submit button sends (it sits in the sheet's footer, outside the form). */
  formId: string;
  progress: Progress | null;
  /** Photos are on their way (or the writes around them): 취소 waits, the submit button says so and waits. */
  busy: boolean;
  /** What the submit button says while nothing is on its way. */
  submitLabel: string;
  /** Nothing to send to yet (e.g. the chosen job is still being read): the submit button waits too. */
  submitBlocked?: boolean;
  onCancel: () => void;
}

/** An upload sheet's footer, the same for gallery photos and site photos: the progress, 취소 and the submit button. */
export function UploadDialogFooter({ formId, progress, busy, submitLabel, submitBlocked = false, onCancel }: UploadDialogFooterProps) {
  return (
    <>
      <UploadProgress progress={progress} />
      <Button variant="secondary" onClick={onCancel} disabled={busy} className="flex-1 sm:flex-none">
        {uploadCopy.cancel}
      </Button>
      <Button type="submit" form={formId} disabled={busy || submitBlocked} className="flex-[2] sm:flex-none">
        {busy ? uploadCopy.submitting : submitLabel}
      </Button>
    </>
  );
}
