import { createContext, useContext, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/**
 * A link in a toast ("보기" → the new inquiry), a plain link out of the app ("전화" → tel:), or a button ("되돌리기"
 * → undo what the toast reports).
 */
export type ToastAction = {
  /** The visible word. */
  label: string;
  /** Its accessible name when the word alone says too little ("홍길동님의 새 문의 보기"). */
  accessibleName?: string;
  /** A small icon before the word (decorative). */
  icon?: ReactNode;
} & (
  | {
      /** A route path (with its query), e.g. /jy-dev/inquiries?open=ID. */
      to: string;
    }
  | {
      /** An address the browser opens itself (tel:, sms:), not a route. */
      href: string;
    }
  | {
      /** Runs when the button is pressed; the toast closes first. */
      onSelect: () => void;
    }
);

export interface ToastOptions {
  /**
   * Who shows it, e.g. one form. A new toast from the same source replaces the one still shown, so a form's success
   * does not sit under its own earlier error.
   */
  source?: string;
  /** A second line under the message, quieter (what a new inquiry is about). */
  detail?: string;
  /**
   * What the toast offers, the first one foremost. A toast with an action stays until it is used or dismissed: it
   * asks for something, so it must not vanish.
   */
  actions?: readonly ToastAction[];
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
