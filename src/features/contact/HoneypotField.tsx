import { useId } from 'react';
import { inquiryFormCopy } from './copy';
import { HONEYPOT_FIELD_NAME } from './inquiry-form';

/** A field people never see or reach; bots that fill every input give themselves away. */
export function HoneypotField({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>{inquiryFormCopy.honeypotLabel}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
