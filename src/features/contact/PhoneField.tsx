import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { INQUIRY_LIMITS } from '@/config/limits';
import { inquiryFormCopy } from './copy';
import { caretAfterDigits, countDigits, formatPhoneAsTyped } from './phone-number';
import { TextField } from './TextField';

interface PhoneFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}

/**
 * The phone number (a tel field with a placeholder like 010-1234-5678), formatted while typed. The caret
 * stays after the digit it followed, so correcting the middle of a number works as expected.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { value, onValueChange, error, disabled },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);
  // Where the caret goes once React has written the formatted value (writing it puts the caret at the end).
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    const input = inputRef.current;
    if (caret !== null && input && document.activeElement === input) input.setSelectionRange(caret, caret);
  }, [value]);

  const change = (typed: string, input: HTMLInputElement) => {
    const formatted = formatPhoneAsTyped(typed);
    const at = input.selectionStart;
    // Typing at the end needs nothing: the caret stays at the end.
    pendingCaret.current =
      formatted !== typed && at !== null && at < typed.length ? caretAfterDigits(formatted, countDigits(typed.slice(0, at))) : null;
    onValueChange(formatted);
  };
  return (
    <TextField
      ref={inputRef}
      label={inquiryFormCopy.phone}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={inquiryFormCopy.phonePlaceholder}
      maxLength={INQUIRY_LIMITS.phone}
      required
      disabled={disabled}
      value={value}
      onValueChange={change}
      error={error}
    />
  );
});
