import { useEffect, useId, useRef, type FormEvent, type RefObject } from 'react';
import { Button } from '../../components/ui/Button';
import { INQUIRY_LIMITS } from '../../config/constants';
import { inquiryFormCopy } from './copy';
import type { InquiryFormField } from './inquiry-form';
import { useInquiryForm } from './use-inquiry-form';
import { ConsentField } from './ConsentField';
import { FormResult } from './FormResult';
import { HoneypotField } from './HoneypotField';
import { MessageField } from './MessageField';
import { TextField } from './TextField';
import { requiredMarkClass } from './form-styles';

type FocusTarget = HTMLInputElement | HTMLTextAreaElement;

/** The inquiry form of the contact page (spec 4, 5, 7): validated here, sent through the inquiry service. */
export function InquiryForm() {
  const form = useInquiryForm();
  const { values, submitting, result, invalid, validationAttempt, setField } = form;
  const headingId = useId();
  const errorId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const focusedAttempt = useRef(0);

  // After a failed validation, focus the first invalid field (once per attempt, not while the visitor types).
  useEffect(() => {
    if (validationAttempt === focusedAttempt.current) return;
    focusedAttempt.current = validationAttempt;
    const refs: Record<InquiryFormField, RefObject<FocusTarget | null>> = {
      name: nameRef,
      phone: phoneRef,
      email: emailRef,
      message: messageRef,
      consent: consentRef,
    };
    const first = invalid[0];
    if (first) refs[first].current?.focus();
  });

  // After sending, the button was disabled and lost focus: bring keyboard users to the outcome.
  useEffect(() => {
    if (result?.kind === 'success' || result?.kind === 'failure') resultRef.current?.focus();
  }, [result]);

  const isInvalid = (field: InquiryFormField) => invalid.includes(field);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={submitting} className="relative space-y-5">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          {inquiryFormCopy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <span aria-hidden="true" className={requiredMarkClass}>
            {inquiryFormCopy.requiredMark}
          </span>{' '}
          {inquiryFormCopy.requiredNote}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          ref={nameRef}
          label={inquiryFormCopy.name}
          name="name"
          autoComplete="name"
          placeholder={inquiryFormCopy.namePlaceholder}
          maxLength={INQUIRY_LIMITS.name}
          required
          disabled={submitting}
          value={values.name}
          onValueChange={(value) => setField('name', value)}
          invalid={isInvalid('name')}
          errorId={errorId}
        />
        <TextField
          ref={phoneRef}
          label={inquiryFormCopy.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={inquiryFormCopy.phonePlaceholder}
          maxLength={INQUIRY_LIMITS.phone}
          required
          disabled={submitting}
          value={values.phone}
          onValueChange={(value) => setField('phone', value)}
          invalid={isInvalid('phone')}
          errorId={errorId}
        />
      </div>
      <TextField
        ref={emailRef}
        label={inquiryFormCopy.email}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={inquiryFormCopy.emailPlaceholder}
        maxLength={INQUIRY_LIMITS.email}
        disabled={submitting}
        value={values.email}
        onValueChange={(value) => setField('email', value)}
        invalid={isInvalid('email')}
        errorId={errorId}
      />
      <MessageField
        ref={messageRef}
        value={values.message}
        onValueChange={(value) => setField('message', value)}
        invalid={isInvalid('message')}
        errorId={errorId}
        disabled={submitting}
      />
      <ConsentField
        ref={consentRef}
        checked={values.consent}
        onCheckedChange={(checked) => setField('consent', checked)}
        invalid={isInvalid('consent')}
        errorId={errorId}
        disabled={submitting}
      />
      <HoneypotField value={values.honeypot} onValueChange={(value) => setField('honeypot', value)} />
      <FormResult ref={resultRef} result={result} errorId={errorId} />
      <Button type="submit" disabled={submitting} className="min-h-12 w-full sm:w-auto sm:px-8">
        {submitting && (
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
        )}
        {submitting ? inquiryFormCopy.submitting : inquiryFormCopy.submit}
      </Button>
    </form>
  );
}
