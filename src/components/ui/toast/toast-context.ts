import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  /**
   * Who shows it, e.g. one form. A new toast from the same source replaces the one still shown, so a form's success
   * does not sit under its own earlier error.
   */
  source?: string;
}

export interface ToastApi {
  /** Shows a message; errors use role=alert (announced at once), others role=status (announced politely). */
  show: (kind: ToastKind, message: string, options?: ToastOptions) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
