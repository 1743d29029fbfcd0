import { useId, useRef, type FormEvent } from 'react';
import { ConsentField } from '@/components/form/ConsentField';
import { FieldError, describedBy } from '@/components/form/FieldError';
import { controlClass, labelClass, requiredMarkClass } from '@/components/form/form-styles';
import { FormSendArea } from '@/components/form/FormSendArea';
import { useFocusFirstInvalid } from '@/components/form/use-focus-first-invalid';
import { PhotoPicker } from '@/components/photo-picker/PhotoPicker';
import type { PhotoPickerState } from '@/components/photo-picker/use-photo-picker';
import { REVIEW_LIMITS, REVIEW_PHOTO_LIMITS } from '@/config/limits';
import { reviewConsent } from '@/config/privacy';
import { shownReviewName } from '@/domain/review-name';
import { isBlank } from '@/domain/text';
import { cn } from '@/lib/cn';
import { characterCount, reviewFormCopy } from './copy';
import { OptionalCheckbox } from './OptionalCheckbox';
import { RatingField } from './RatingField';
import type { ReviewFormState } from './use-review-form';
import { REVIEW_FIELD_ORDER } from './validate-review';

/**
 * The review form: a rating (five stars), the text with its counter, the name and whether to show it (with how it
 * will look: 홍○○), up to three photos, the consent; checked in one round, focus on the first problem.
 */
export function ReviewForm({ form, photoPicker }: { form: ReviewFormState; photoPicker: PhotoPickerState }) {
  const { values, phase, progress, failure, errors, validationAttempt, setField } = form;
  const busy = phase === 'sending' || phase === 'photos';
  const id = useId();
  const ratingRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const firstInvalid = REVIEW_FIELD_ORDER.find((field) => errors[field] !== undefined);
  useFocusFirstInvalid(validationAttempt, firstInvalid, { rating: ratingRef, text: textRef, name: nameRef, consent: consentRef });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  const textId = `${id}-text`;
  const nameId = `${id}-name`;
  const previewId = `${id}-preview`;
  const shownAs = isBlank(values.name) ? null : shownReviewName(values.name, values.showName);
  const required = (
    <span aria-hidden="true" className={requiredMarkClass}>
      {reviewFormCopy.requiredMark}
    </span>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={busy} className="space-y-6">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 dark:text-white">
          {reviewFormCopy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {required} {reviewFormCopy.requiredNote}
        </p>
      </div>

      <RatingField
        ref={ratingRef}
        value={values.rating}
        onChange={(value) => setField('rating', value)}
        error={errors.rating}
        disabled={busy}
      />

      <div data-field>
        <label htmlFor={textId} className={labelClass}>
          {reviewFormCopy.text}
          {required}
        </label>
        <textarea
          ref={textRef}
          id={textId}
          name="text"
          rows={6}
          value={values.text}
          onChange={(event) => setField('text', event.target.value)}
          maxLength={REVIEW_LIMITS.text}
          required
          disabled={busy}
          placeholder={reviewFormCopy.textPlaceholder}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describedBy(`${textId}-error`, errors.text, `${textId}-counter`)}
          className={cn(controlClass, 'min-h-36 resize-y')}
        />
        <FieldError id={`${textId}-error`} message={errors.text} />
        <p id={`${textId}-counter`} className="mt-1.5 text-right text-sm text-slate-600 tabular-nums dark:text-slate-400">
          <span className="sr-only">{reviewFormCopy.counterPrefix} </span>
          {characterCount(values.text.length, REVIEW_LIMITS.text)}
        </p>
      </div>

      <div data-field>
        <label htmlFor={nameId} className={labelClass}>
          {reviewFormCopy.name}
          {required}
        </label>
        <input
          ref={nameRef}
          id={nameId}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
          maxLength={REVIEW_LIMITS.name}
          required
          disabled={busy}
          placeholder={reviewFormCopy.namePlaceholder}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(`${nameId}-error`, errors.name, shownAs ? previewId : undefined)}
          className={controlClass}
        />
        <FieldError id={`${nameId}-error`} message={errors.name} />
        <OptionalCheckbox
          name="showName"
          label={reviewFormCopy.showName}
          checked={values.showName}
          onChange={(checked) => setField('showName', checked)}
          disabled={busy}
          className="mt-3"
        />
        {shownAs && (
          <p id={previewId} aria-live="polite" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {reviewFormCopy.shownAs(shownAs)}
          </p>
        )}
      </div>

      <PhotoPicker
        picker={photoPicker}
        max={REVIEW_PHOTO_LIMITS.maxFiles}
        title={reviewFormCopy.photosTitle}
        titleNote={reviewFormCopy.optional}
        hint={reviewFormCopy.photosHint(REVIEW_PHOTO_LIMITS.maxFiles)}
        disabled={busy}
        progress={progress}
      />

      <div data-field>
        <OptionalCheckbox
          name="showOnJob"
          label={reviewFormCopy.showOnJob}
          checked={values.showOnJob}
          onChange={(checked) => setField('showOnJob', checked)}
          disabled={busy}
          hint={reviewFormCopy.showOnJobHint}
        />
      </div>

      <ConsentField
        ref={consentRef}
        notice={reviewConsent}
        checked={values.consent}
        onCheckedChange={(checked) => setField('consent', checked)}
        error={errors.consent}
        disabled={busy}
      />
      <FormSendArea phase={phase} failure={failure} labels={reviewFormCopy} />
    </form>
  );
}
