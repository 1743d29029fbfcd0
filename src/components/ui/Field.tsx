import type { ReactNode } from 'react';
import { errorTextClass, hintTextClass, labelClass } from './field-styles';

/** What a control takes from its field: its id (the label's htmlFor), invalid while in error, what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The control's id: the label points at it, and the message's and hint's ids are made from it. */
  id: string;
  label: ReactNode;
  /** Said after the label in plain weight: (필수), (선택). */
  note?: ReactNode;
  /** The field's own message while it is invalid: under the control, and read with it. */
  error?: string | undefined;
  /** The message is announced when it appears (role="alert"): for a field checked on its own button, not on 저장. */
  announce?: boolean;
  /** A line under the control (and its message), read with it. */
  hint?: ReactNode;
  /** Further ids that describe the control (a hint the control renders itself, a counter). */
  describedBy?: string | undefined;
  className?: string | undefined;
  /** Renders the control with the props that tie it to the label, message and hint. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled field of the admin forms: the label (htmlFor the control), the control, its message (aria-invalid,
 * aria-describedby) and a hint, wired once here so every form says the same to a screen reader.
 */
export function Field({ id, label, note, error, announce, hint, describedBy, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error && errorId, hint && hintId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {note && <> {fieldNote(note)}</>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      <FieldMessage id={errorId} message={error} announce={announce} />
      {hint && (
        <p id={hintId} className={hintTextClass}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** (필수), (선택) after a label or a legend, in plain weight. */
export function fieldNote(text: ReactNode) {
  return <span className="font-normal text-slate-600 dark:text-slate-300">{text}</span>;
}

/** A field's message, or nothing while it is valid: for a message several controls share (a period's two months). */
export function FieldMessage({ id, message, announce }: { id: string; message: string | undefined; announce?: boolean | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} className={errorTextClass}>
      {message}
    </p>
  );
}
