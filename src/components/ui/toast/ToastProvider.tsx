import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { ui } from '../copy';
import { CloseIcon } from '../icons';
import { ToastContext, type ToastAction, type ToastKind, type ToastOptions } from './toast-context';
import { TOAST_DURATION_MS, withToast, type Toast } from './toast-queue';

const tone: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  info: 'border-slate-400 bg-white text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

const actionBase = 'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-4 text-sm font-bold';
/** The first action is the one the toast is for; any other is quieter. */
const actionLooks = {
  first: 'bg-brand-500 text-slate-950 hover:bg-brand-400',
  other: 'border border-current/40 hover:bg-slate-950/5 dark:hover:bg-white/10',
} as const;

/** One action of a toast: a route link, a plain link (tel:) or a button; each closes the toast when used. */
function ActionControl({ action, first, onUsed }: { action: ToastAction; first: boolean; onUsed: () => void }) {
  const className = cn(actionBase, first ? actionLooks.first : actionLooks.other);
  const content = (
    <>
      {action.icon}
      {action.label}
    </>
  );
  if ('to' in action) {
    return (
      <Link to={action.to} onClick={onUsed} aria-label={action.accessibleName} className={className}>
        {content}
      </Link>
    );
  }
  if ('href' in action) {
    return (
      <a href={action.href} onClick={onUsed} aria-label={action.accessibleName} className={className}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        onUsed();
        action.onSelect();
      }}
      aria-label={action.accessibleName}
      className={className}
    >
      {content}
    </button>
  );
}

/**
 * Where the toasts sit. Below lg the admin has a 4rem top bar (menu button, theme toggle) and phone modals are
 * bottom sheets whose buttons are at the bottom: toasts go just under the top bar, in the band the sheets leave free
 * (Modal's phone height stops below it). From lg there is no top bar: bottom right. Safe-area insets on both.
 */
const viewportPlacement =
  'inset-x-0 top-[calc(env(safe-area-inset-top)+4.5rem)] items-center px-4 lg:inset-x-auto lg:top-auto lg:right-6 lg:bottom-[calc(env(safe-area-inset-bottom)+1.5rem)] lg:items-end lg:px-0';

/**
 * The admin's alerts: short messages (with a quieter second line when given), each dismissed by its button or after
 * TOAST_DURATION_MS. A toast with actions (전화 and 보기 → a new inquiry) asks for something, so it has no timer: it
 * stays until used or dismissed. Its actions sit in a row under the words, the first one foremost.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());
  const paused = useRef(false);

  const stopTimer = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      stopTimer(id);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    },
    [stopTimer],
  );

  const startTimer = useCallback(
    (toast: Toast) => {
      stopTimer(toast.id);
      timers.current.set(
        toast.id,
        window.setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS[toast.kind]),
      );
    },
    [dismiss, stopTimer],
  );

  const show = useCallback((kind: ToastKind, message: string, options: ToastOptions = {}) => {
    const toast: Toast = {
      id: nextId.current++,
      kind,
      message,
      source: options.source ?? null,
      ...(options.detail ? { detail: options.detail } : {}),
      actions: options.actions ?? [],
    };
    setToasts((list) => withToast(list, toast));
  }, []);

  // Every shown toast has a running timer (unless paused); replaced or dropped ones lose theirs.
  useEffect(() => {
    const shown = new Set(toasts.map((toast) => toast.id));
    for (const id of timers.current.keys()) if (!shown.has(id)) stopTimer(id);
    if (paused.current) return;
    for (const toast of toasts) if (toast.actions.length === 0 && !timers.current.has(toast.id)) startTimer(toast);
  }, [toasts, startTimer, stopTimer]);

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const handle of running.values()) window.clearTimeout(handle);
    };
  }, []);

  /** Reading or tabbing through the toasts holds them; leaving gives each its full time again. */
  const pause = () => {
    paused.current = true;
    for (const id of [...timers.current.keys()]) stopTimer(id);
  };
  const resume = () => {
    paused.current = false;
    for (const toast of toasts) if (toast.actions.length === 0) startTimer(toast);
  };

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        data-testid="toast-viewport"
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) resume();
        }}
        className={cn('pointer-events-none fixed z-[60] flex flex-col gap-2', viewportPlacement)}
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            aria-atomic="true"
            className={cn(
              'pointer-events-auto flex w-full max-w-md flex-col gap-2.5 rounded-xl border-l-4 px-4 py-3 shadow-lg lg:w-96',
              tone[toast.kind],
            )}
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">{toast.message}</p>
                {toast.detail && <p className="mt-0.5 text-sm opacity-90">{toast.detail}</p>}
              </div>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                aria-label={ui.close}
                className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100"
              >
                <CloseIcon width={18} height={18} />
              </button>
            </div>
            {toast.actions.length > 0 && (
              <div className="flex flex-wrap justify-end gap-2">
                {toast.actions.map((action, index) => (
                  <ActionControl key={action.label} action={action} first={index === 0} onUsed={() => dismiss(toast.id)} />
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
