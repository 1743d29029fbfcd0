import { forwardRef } from 'react';
import { INQUIRY_LIMITS } from '../../config/constants';
import { inquiryFormCopy } from './copy';
import { caretAfterDigits, countDigits, formatPhoneNumber } from './phone-number';
import { TextField } from './TextField';

interface PhoneFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}

/**
 * The phone number (spec 5: a tel field with a placeholder like 010-1234-5678), formatted while typed. The caret
 * stays after the digit it followed, so correcting the middle of a number works as expected.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField({ value, onValueChange, error, disabled }, ref) {
  const change = (typed: string, input: HTMLInputElement) => {
    const formatted = formatPhoneNumber(typed);
    onValueChange(formatted);
    if (formatted === typed || input.selectionStart === null) return;
    const caret = caretAfterDigits(formatted, countDigits(typed.slice(0, input.selectionStart)));
    // After React has written the formatted value (which puts the caret at the end).
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(caret, caret);
    });
  };
  return (
    <TextField
      ref={ref}
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
