import { useEffect, useId } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for irreversible actions (delete). */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation asked before deleting and before setting a photo as the background. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = '취소',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const confirmId = useId();
  // The confirm button takes the focus once the dialog is open. Not with autoFocus: that moved focus during the
  // commit, before Modal's focus trap noted what had it, so closing gave focus to nothing instead of the opener.
  // This effect runs after Modal's (a parent's effects follow its children's).
  useEffect(() => {
    if (open) document.getElementById(confirmId)?.focus();
  }, [open, confirmId]);

  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      closeDisabled={busy}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} id={confirmId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="whitespace-pre-line text-slate-700 dark:text-slate-200">{message}</p>
    </Modal>
  );
}
