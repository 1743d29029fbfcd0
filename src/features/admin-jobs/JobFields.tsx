import { useId, type Ref } from 'react';
import { Field, FieldMessage, fieldNote } from '@/components/ui/Field';
import { fieldClass, hintTextClass } from '@/components/ui/field-styles';
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

/** The period's two months, side by side: first and last. */
const periodEnds = [
  { suffix: 'start', key: 'periodStart', label: jobFormCopy.periodStart },
  { suffix: 'end', key: 'periodEnd', label: jobFormCopy.periodEnd },
] as const;

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
  const periodErrorId = errors.period ? `${id}-period-error` : undefined;

  return (
    <div className="space-y-4">
      <Field id={`${id}-title`} label={jobFormCopy.title} note={jobFormCopy.required} error={errors.title}>
        {(control) => (
          <input
            ref={titleRef}
            {...control}
            type="text"
            value={values.title}
            onChange={(event) => set({ title: event.target.value })}
            maxLength={JOB_LIMITS.title}
            placeholder={jobFormCopy.titlePlaceholder}
            enterKeyHint="next"
            disabled={disabled}
            className={fieldClass}
          />
        )}
      </Field>
      <Field id={`${id}-region`} label={jobFormCopy.region} note={jobFormCopy.required} error={errors.region} className="sm:w-1/2 sm:pr-2">
        {(control) => (
          <select
            {...control}
            value={values.region}
            onChange={(event) => set({ region: event.target.value as InquiryRegion | '' })}
            disabled={disabled}
            className={fieldClass}
          >
            <option value="">{jobFormCopy.chooseRegion}</option>
            {INQUIRY_REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div>
        <RadioChips
          legend={
            <>
              {jobFormCopy.workType} {fieldNote(jobFormCopy.required)}
            </>
          }
          options={workTypeOptions}
          value={values.workType}
          onChange={(workType) => set({ workType })}
          disabled={disabled}
          errorId={errors.workType ? `${id}-workType-error` : undefined}
        />
        <FieldMessage id={`${id}-workType-error`} message={errors.workType} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        {periodEnds.map(({ suffix, key, label }) => (
          <Field key={key} id={`${id}-${suffix}`} label={label} describedBy={periodErrorId}>
            {(control) => (
              <input
                {...control}
                type="month"
                value={values[key]}
                onChange={(event) => set({ [key]: event.target.value })}
                disabled={disabled}
                className={fieldClass}
                aria-invalid={errors.period ? true : undefined}
              />
            )}
          </Field>
        ))}
        {errors.period && (
          <div className="col-span-2 -mt-2">
            <FieldMessage id={`${id}-period-error`} message={errors.period} />
          </div>
        )}
      </div>
      <Field id={`${id}-area`} label={jobFormCopy.area} note={jobFormCopy.optional} error={errors.area}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={values.area}
            onChange={(event) => set({ area: event.target.value })}
            placeholder={jobFormCopy.areaPlaceholder}
            disabled={disabled}
            className={fieldClass}
          />
        )}
      </Field>
      <Field id={`${id}-price`} label={jobFormCopy.price} note={jobFormCopy.optional} error={errors.price} describedBy={`${id}-price-hint`}>
        {(control) => (
          <>
            <input
              {...control}
              type="text"
              inputMode="numeric"
              value={values.price}
              onChange={(event) => set({ price: event.target.value })}
              placeholder={jobFormCopy.pricePlaceholder}
              disabled={disabled}
              className={fieldClass}
            />
            {/* The hint stays right under the control, above a message: it previews what is typed. */}
            <p id={`${id}-price-hint`} className={hintTextClass}>
              {priceHint(values.price)}
            </p>
          </>
        )}
      </Field>
      <Field id={`${id}-story`} label={jobFormCopy.story} note={jobFormCopy.optional}>
        {(control) => (
          <textarea
            {...control}
            value={values.story}
            onChange={(event) => set({ story: event.target.value })}
            rows={3}
            maxLength={JOB_LIMITS.story}
            placeholder={jobFormCopy.storyPlaceholder}
            disabled={disabled}
            className={cn(fieldClass, 'resize-y')}
          />
        )}
      </Field>
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
