import type { InquiryReceipt } from './use-inquiry-form';

/** What the confirmation panel and its plain stand-in (InquiryReceivedNote) take, apart from their heading's ref. */
export interface ConfirmationPanelProps {
  receipt: InquiryReceipt;
  /** Progress of photos being sent again, or null. */
  progress: number | null;
  onRetryPhotos: () => void;
  onStartOver: () => void;
}
