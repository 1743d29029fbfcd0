import { useId, type Ref } from 'react';
import { errorTextClass, fieldClass, hintTextClass, labelClass } from '@/components/ui/field-styles';
import { JOB_LIMITS } from '@/config/limits';
import { INQUIRY_REGIONS, WORK_TYPE_LABELS, WORK_TYPES } from '@/domain/categories';
import { isJobPrice, jobPriceAmount } from '@/domain/jobs';
import { koreaDay } from '@/domain/site-settings/korea-day';
import type { InquiryRegion } from '@/domain/types';
import { RadioChips } from '@/features/photo-upload/RadioChips';
import { cn } from '@/lib/cn';
import { ConsentField } from './ConsentField';
import type { JobFormErrors, JobFormValues } from './job-form';
import { jobFormCopy } from './jobs-copy';

interface JobFieldsProps {
  values: JobFormValues;
  onChange: (values: JobFormValues) => void;
  errors: JobFormErrors;
  titleRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** A published job with a recorded consent: its tick stays (firestore.rules keep it), only the day may change. */
  consentLocked?: boolean;
}

const workTypeOptions = WORK_TYPES.map((workType) => ({ value: workType, label: WORK_TYPE_LABELS[workType] }));

const note = (text: string) => <span className="font-normal text-slate-600 dark:text-slate-300">{text}</span>;

/** What the price field's line says: how visitors will read a valid price, else how to write one. */
function priceHint(text: string): string {
  const price = Number(text.trim().replace(/,/g, ''));
  return text.trim() !== '' && isJobPrice(price) ? jobFormCopy.pricePreview(jobPriceAmount(price)) : jobFormCopy.priceHint;
}

/**
 * A job's fields: name, region (강원 시·군, the contact form's list), work type (chips: one tap), period (first and
 * last month), area, price (만원, optional: shown to visitors only when given), story, and the customer's consent to
 * publication (a tick with its day). Each problem is written under its field and tied to it (aria-describedby).
 */
export function JobFields({ values, onChange, errors, titleRef, disabled = false, consentLocked = false }: JobFieldsProps) {
  const id = useId();
  const set = (change: Partial<JobFormValues>) => onChange({ ...values, ...change });
  const error = (field: keyof JobFormErrors) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={errorTextClass}>
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: keyof JobFormErrors) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-title`} className={labelClass}>
          {jobFormCopy.title} {note(jobFormCopy.required)}
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          type="text"
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          maxLength={JOB_LIMITS.title}
          placeholder={jobFormCopy.titlePlaceholder}
          enterKeyHint="next"
          disabled={disabled}
          className={fieldClass}
          {...invalid('title')}
        />
        {error('title')}
      </div>
      <div className="sm:w-1/2 sm:pr-2">
        <label htmlFor={`${id}-region`} className={labelClass}>
          {jobFormCopy.region} {note(jobFormCopy.required)}
        </label>
        <select
          id={`${id}-region`}
          value={values.region}
          onChange={(event) => set({ region: event.target.value as InquiryRegion | '' })}
          disabled={disabled}
          className={fieldClass}
          {...invalid('region')}
        >
          <option value="">{jobFormCopy.chooseRegion}</option>
          {INQUIRY_REGIONS.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
        {error('region')}
      </div>
      <div>
        <RadioChips
          legend={
            <>
              {jobFormCopy.workType} {note(jobFormCopy.required)}
            </>
          }
          options={workTypeOptions}
          value={values.workType}
          onChange={(workType) => set({ workType })}
          disabled={disabled}
          errorId={errors.workType ? `${id}-workType-error` : undefined}
        />
        {error('workType')}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-start`} className={labelClass}>
            {jobFormCopy.periodStart}
          </label>
          <input
            id={`${id}-start`}
            type="month"
            value={values.periodStart}
            onChange={(event) => set({ periodStart: event.target.value })}
            disabled={disabled}
            className={fieldClass}
            {...invalid('period')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className={labelClass}>
            {jobFormCopy.periodEnd}
          </label>
          <input
            id={`${id}-end`}
            type="month"
            value={values.periodEnd}
            onChange={(event) => set({ periodEnd: event.target.value })}
            disabled={disabled}
            className={fieldClass}
            {...invalid('period')}
          />
        </div>
        {errors.period && <div className="col-span-2 -mt-2">{error('period')}</div>}
      </div>
      <div>
        <label htmlFor={`${id}-area`} className={labelClass}>
          {jobFormCopy.area} {note(jobFormCopy.optional)}
        </label>
        <input
          id={`${id}-area`}
          type="text"
          inputMode="decimal"
          value={values.area}
          onChange={(event) => set({ area: event.target.value })}
          placeholder={jobFormCopy.areaPlaceholder}
          disabled={disabled}
          className={fieldClass}
          {...invalid('area')}
        />
        {error('area')}
      </div>
      <div>
        <label htmlFor={`${id}-price`} className={labelClass}>
          {jobFormCopy.price} {note(jobFormCopy.optional)}
        </label>
        <input
          id={`${id}-price`}
          type="text"
          inputMode="numeric"
          value={values.price}
          onChange={(event) => set({ price: event.target.value })}
          placeholder={jobFormCopy.pricePlaceholder}
          disabled={disabled}
          className={fieldClass}
          {...invalid('price')}
          aria-describedby={cn(`${id}-price-hint`, errors.price && `${id}-price-error`)}
        />
        <p id={`${id}-price-hint`} className={hintTextClass}>
          {priceHint(values.price)}
        </p>
        {error('price')}
      </div>
      <div>
        <label htmlFor={`${id}-story`} className={labelClass}>
          {jobFormCopy.story} {note(jobFormCopy.optional)}
        </label>
        <textarea
          id={`${id}-story`}
          value={values.story}
          onChange={(event) => set({ story: event.target.value })}
          rows={3}
          maxLength={JOB_LIMITS.story}
          placeholder={jobFormCopy.storyPlaceholder}
          disabled={disabled}
          className={cn(fieldClass, 'resize-y')}
        />
      </div>
      <ConsentField
        consent={values.consent}
        consentDate={values.consentDate}
        onChange={set}
        today={koreaDay(new Date())}
        error={errors.consent}
        locked={consentLocked}
        disabled={disabled}
      />
    </div>
  );
}
