import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { FormResult } from './FormResult';
import type { PhotoFormPhase } from './use-photo-form';

export interface SendLabels {
  submit: string;
  submitting: string;
  sendingPhotos: string;
}

/**
 * The end of a visitor form: the red box (the failure to send, else what still blocks sending) and the send button,
 * which says what is being sent while it is disabled. After a failed send the button had lost focus: keyboard users
 * are brought to the message.
 */
export function FormSendArea({
  phase,
  failure,
  blocking = null,
  labels,
}: {
  phase: PhotoFormPhase;
  failure: string | null;
  /** What still blocks sending (the contact form's required-fields sentence); null when nothing does. */
  blocking?: string | null;
  labels: SendLabels;
}) {
  const busy = phase === 'sending' || phase === 'photos';
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) resultRef.current?.focus();
  }, [failure]);
  return (
    <>
      <FormResult ref={resultRef} message={failure ?? blocking} />
      <Button type="submit" disabled={busy} className="min-h-12 w-full sm:w-auto sm:px-8">
        {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />}
        {phase === 'photos' ? labels.sendingPhotos : busy ? labels.submitting : labels.submit}
      </Button>
    </>
  );
}
