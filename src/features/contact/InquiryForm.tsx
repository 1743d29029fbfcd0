import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { ConsentField } from '@/components/form/ConsentField';
import { requiredMarkClass } from '@/components/form/form-styles';
import { FormSendArea } from '@/components/form/FormSendArea';
import { useFocusFirstInvalid } from '@/components/form/use-focus-first-invalid';
import { PhotoPicker } from '@/components/photo-picker/PhotoPicker';
import type { PhotoPickerState } from '@/components/photo-picker/use-photo-picker';
import { INQUIRY_PHOTO_LIMITS, INQUIRY_LIMITS } from '@/config/limits';
import { privacyConsent } from '@/config/privacy';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { inquiryPhotoCopy, inquiryFormCopy } from './copy';
import { HoneypotField } from './HoneypotField';
import { INQUIRY_FORM_NAME } from './inquiry-form';
import { MessageField } from './MessageField';
import { OptionalDetails } from './OptionalDetails';
import { PhoneField } from './PhoneField';
import { TextField } from './TextField';
import type { InquiryFormState } from './use-inquiry-form';

interface InquiryFormProps {
  form: InquiryFormState;
  photoPicker: PhotoPickerState;
  /** Receives the name field, which "새 문의 작성" focuses. */
  nameRef: RefObject<HTMLInputElement | null>;
}

/** The inquiry form of the contact page: validated in one round, sent with its photos. */
export function InquiryForm({ form, photoPicker, nameRef }: InquiryFormProps) {
  const consentVersion = useSiteSettings().privacy.consentVersion;
  const { values, phase, progress, summary, failure, errors, invalid, validationAttempt, setField } = form;
  const busy = phase === 'sending' || phase === 'photos';
  const headingId = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  useFocusFirstInvalid(validationAttempt, invalid[0], {
    name: nameRef,
    phone: phoneRef,
    email: emailRef,
    message: messageRef,
    consent: consentRef,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    // Named: on a server-rendered page, what the visitor entered before the app started is its first state (inquiry-form.ts).
    <form
      name={INQUIRY_FORM_NAME}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-busy={busy}
      className="relative space-y-5"
    >
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
          disabled={busy}
          value={values.name}
          onValueChange={(value) => setField('name', value)}
          error={errors.name}
        />
        <PhoneField
          ref={phoneRef}
          value={values.phone}
          onValueChange={(value) => setField('phone', value)}
          error={errors.phone}
          disabled={busy}
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
        disabled={busy}
        value={values.email}
        onValueChange={(value) => setField('email', value)}
        error={errors.email}
      />
      <MessageField
        ref={messageRef}
        value={values.message}
        onValueChange={(value) => setField('message', value)}
        error={errors.message}
        disabled={busy}
      />
      <OptionalDetails
        workType={values.workType}
        region={values.region}
        preferredCallTime={values.preferredCallTime}
        onWorkTypeChange={(value) => setField('workType', value)}
        onRegionChange={(value) => setField('region', value)}
        onCallTimeChange={(value) => setField('preferredCallTime', value)}
        disabled={busy}
      />
      <PhotoPicker
        picker={photoPicker}
        max={INQUIRY_PHOTO_LIMITS.maxFiles}
        title={inquiryPhotoCopy.title}
        titleNote={inquiryFormCopy.optional}
        hint={inquiryPhotoCopy.hint(INQUIRY_PHOTO_LIMITS.maxFiles)}
        disabled={busy}
        progress={progress}
      />
      <ConsentField
        notice={{ ...privacyConsent, version: consentVersion }}
        ref={consentRef}
        checked={values.consent}
        onCheckedChange={(checked) => setField('consent', checked)}
        error={errors.consent}
        disabled={busy}
      />
      <HoneypotField value={values.honeypot} onValueChange={(value) => setField('honeypot', value)} />
      <FormSendArea phase={phase} failure={failure} blocking={summary} labels={inquiryFormCopy} />
    </form>
  );
}
