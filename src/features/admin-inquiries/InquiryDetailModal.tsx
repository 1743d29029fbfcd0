import { ReviewRequest } from '@/components/review-request/ReviewRequest';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import type { Inquiry, InquiryStatus } from '@/domain/types';
import type { InquiryDetailState } from './api/inquiry-detail';
import { ContactButtons } from './ContactButtons';
import { inquiriesCopy } from './copy';
import { InquiryFields } from './InquiryFields';
import { InquiryPhotos } from './InquiryPhotos';
import { StaffNoteEditor } from './StaffNoteEditor';
import { StatusControl } from './StatusControl';

interface InquiryDetailModalProps {
  state: InquiryDetailState;
  /** True while a status change is being saved. */
  savingStatus: boolean;
  onStatusChange: (inquiry: Inquiry, status: InquiryStatus) => void;
  /** The note as typed so far for this inquiry (its stored note when nothing was typed). */
  noteDraft: (inquiry: Inquiry) => string;
  onNoteDraftChange: (inquiry: Inquiry, text: string) => void;
  onSaveNote: (inquiry: Inquiry, text: string) => Promise<boolean>;
  onClose: () => void;
}

function Message({ children, action }: { children: string; action?: { label: string; run: () => void } }) {
  return (
    <div className="flex flex-col items-start gap-3 py-6">
      <p role="status" className="text-slate-700 dark:text-slate-200">
        {children}
      </p>
      {action && (
        <Button variant="secondary" onClick={action.run}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

/**
 * The full inquiry: 전화 and 문자 first, 후기 요청, the status select, every field, the photos
 * and the staff note. Opened from the list or a link (?open=<id>), so it also shows loading, not-found and error states.
 */
export function InquiryDetailModal({
  state,
  savingStatus,
  onStatusChange,
  noteDraft,
  onNoteDraftChange,
  onSaveNote,
  onClose,
}: InquiryDetailModalProps) {
  if (state.status === 'closed') return null;
  return (
    <Modal
      open
      title={inquiriesCopy.detailTitle}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {inquiriesCopy.close}
        </Button>
      }
    >
      {state.status === 'loading' && <Message>{inquiriesCopy.detailLoading}</Message>}
      {state.status === 'missing' && <Message>{inquiriesCopy.detailNotFound}</Message>}
      {state.status === 'error' && (
        <Message action={{ label: inquiriesCopy.retry, run: state.retry }}>{inquiriesCopy.detailLoadFailed}</Message>
      )}
      {state.status === 'ready' && (
        <>
          <div className="mb-3">
            <ContactButtons inquiry={state.inquiry} />
          </div>
          {/* After the work: a one-time review link by text message (one per opened inquiry). */}
          <div className="mb-3">
            <ReviewRequest
              key={state.inquiry.id}
              request={{ inquiryId: state.inquiry.id, jobId: null, workType: state.inquiry.workType }}
              customerName={state.inquiry.name}
              phone={state.inquiry.phone}
            />
          </div>
          <StatusControl inquiry={state.inquiry} saving={savingStatus} onStatusChange={onStatusChange} />
          <InquiryFields inquiry={state.inquiry} photos={<InquiryPhotos inquiry={state.inquiry} />} />
          <StaffNoteEditor
            key={state.inquiry.id}
            inquiry={state.inquiry}
            draft={noteDraft(state.inquiry)}
            onDraftChange={(text) => onNoteDraftChange(state.inquiry, text)}
            onSave={(text) => onSaveNote(state.inquiry, text)}
          />
        </>
      )}
    </Modal>
  );
}
