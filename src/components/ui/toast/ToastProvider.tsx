import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../icons';
import { ToastContext, type ToastAction, type ToastKind, type ToastOptions } from './toast-context';
import { ui } from '../copy';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

const TOAST_DURATION_MS = 6000;

const tone: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  info: 'border-slate-400 bg-white text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

/** The admin's alerts (spec 8): short messages stacked at the bottom, dismissed by a button or after a while. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (kind: ToastKind, message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, message, ...(options.action ? { action: options.action } : {}) }]);
      if (!options.action) window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4 sm:top-auto sm:bottom-4">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border-l-4 px-4 py-3 shadow-lg ${tone[toast.kind]}`}
          >
            <p className="flex-1 text-sm font-medium">{toast.message}</p>
            {toast.action && (
              <Link
                to={toast.action.to}
                onClick={() => dismiss(toast.id)}
                aria-label={toast.action.accessibleName}
                className="-my-1 inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-500 px-3 text-sm font-bold text-slate-950 hover:bg-brand-400"
              >
                {toast.action.label}
              </Link>
            )}
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label={ui.close}
              className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100"
            >
              <CloseIcon width={18} height={18} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
