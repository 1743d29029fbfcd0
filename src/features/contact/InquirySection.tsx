import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePhotoPicker } from '@/components/photo-picker/use-photo-picker';
import { INQUIRY_PHOTO_LIMITS } from '@/config/limits';
import { workTypeParam } from '@/config/routes';
import { InquiryForm } from './InquiryForm';
import { ConfirmationPanel, useConfirmationPanelReady } from './use-confirmation-panel';
import { useInquiryForm } from './use-inquiry-form';

/**
 * The contact page's inquiry area: the form, replaced by the confirmation panel once the inquiry is received, and
 * back to an empty form on 새 문의 작성. `#/contact?type=roofing` preselects a work type.
 */
export function InquirySection() {
  // useLocation rather than useSearchParams: the router code it needs is already in the home page's vendor chunk.
  const { search } = useLocation();
  const photoPicker = usePhotoPicker(INQUIRY_PHOTO_LIMITS.maxFiles);
  const form = useInquiryForm(photoPicker, workTypeParam(search));
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // The panel's code is fetched once a send starts; the form stays until it is in (normally before the receipt).
  const panelReady = useConfirmationPanelReady(form.phase !== 'editing');
  const done = form.phase === 'done' && form.receipt !== null && panelReady;
  const shown = useRef(done);

  // Focus follows the switch: the confirmation's heading when it appears, the name field for a new inquiry. A layout
  // effect, so focus moves in the same commit that shows the panel (never a frame on a removed form field).
  useLayoutEffect(() => {
    if (shown.current === done) return;
    shown.current = done;
    const target = done ? confirmationRef.current : nameRef.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [done]);

  return form.receipt && done ? (
    <ConfirmationPanel
      ref={confirmationRef}
      receipt={form.receipt}
      progress={form.progress}
      onRetryPhotos={() => void form.retryPhotos()}
      onStartOver={form.startOver}
    />
  ) : (
    <InquiryForm form={form} photoPicker={photoPicker} nameRef={nameRef} />
  );
}
