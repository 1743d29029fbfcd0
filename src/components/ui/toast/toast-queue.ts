import type { ToastAction, ToastKind } from './toast-context';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  source: string | null;
  detail?: string;
  actions: readonly ToastAction[];
}

/**
 * How long a toast stays: long enough to read twice, errors longest (they say what to do next). The timer stops
 * while the pointer or the keyboard focus is on the toasts.
 */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 4000, info: 6000, error: 8000 };

/** At most this many at once (the oldest go first), so a burst cannot cover the screen. */
export const MAX_TOASTS = 3;

/**
 * The list after `toast` arrives: it replaces any toast from the same source, and the same message shown again
 * (five taps that each say 로그인이 필요합니다. show it once, for its full time), then joins at the end.
 */
export function withToast(list: readonly Toast[], toast: Toast): Toast[] {
  const replaced = (shown: Toast) =>
    (toast.source !== null && shown.source === toast.source) || (shown.kind === toast.kind && shown.message === toast.message);
  return [...list.filter((shown) => !replaced(shown)), toast].slice(-MAX_TOASTS);
}
