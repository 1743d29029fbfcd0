import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { ui } from './copy';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Footer actions (buttons). */
  footer?: ReactNode;
  /** While true, Escape, the backdrop and the close button do nothing (e.g. an upload in progress). */
  closeDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl' } as const;

/**
 * An accessible modal dialog: role=dialog + aria-modal, labelled by its title, focus moved in and trapped,
 * Escape closes, focus returns to the opener. On a phone it is a full-width bottom sheet. Below lg it stays 9rem
 * below the top, leaving the top bar and the toasts' band free (ToastProvider), so a toast never covers its controls.
 */
export function Modal({ open, title, onClose, children, footer, closeDisabled = false, size = 'md' }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  if (!open) return null;

  const requestClose = () => {
    if (!closeDisabled) onClose();
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:px-4 sm:pt-36 sm:pb-4 lg:p-4">
      <div className="absolute inset-0 bg-slate-950/70" aria-hidden="true" onClick={requestClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            requestClose();
          }
        }}
        className={cn(
          'relative flex max-h-[calc(100dvh-9rem)] w-full flex-col rounded-t-2xl bg-white text-slate-900 shadow-2xl sm:max-h-full sm:rounded-2xl lg:max-h-[92vh] dark:bg-slate-900 dark:text-slate-100',
          widths[size],
        )}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={requestClose}
            disabled={closeDisabled}
            aria-label={ui.close}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-4 dark:border-slate-700">{footer}</div>
        )}
      </div>
    </div>,
    document.body,
  );
}
