import { useId } from 'react';
import { controlClass, labelClass } from '@/components/form/form-styles';
import { CALL_TIME_LABELS, CALL_TIMES, INQUIRY_REGIONS, WORK_TYPE_LABELS, WORK_TYPES } from '@/domain/categories';
import type { CallTime, InquiryRegion, WorkType } from '@/domain/types';
import { inquiryFormCopy } from './copy';

interface OptionalDetailsProps {
  workType: WorkType | null;
  region: InquiryRegion | null;
  preferredCallTime: CallTime | null;
  onWorkTypeChange: (value: WorkType | null) => void;
  onRegionChange: (value: InquiryRegion | null) => void;
  onCallTimeChange: (value: CallTime | null) => void;
  disabled: boolean;
}

const chipClass =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 ' +
  'border-slate-300 bg-white text-slate-800 hover:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 ' +
  'aria-pressed:border-brand-600 aria-pressed:bg-brand-500 aria-pressed:text-slate-950 dark:aria-pressed:border-brand-400';

const optionalMark = <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{inquiryFormCopy.optional}</span>;

/**
 * The details a visitor may add: the kind of work as chips (one at most; pressing the chosen one again
 * clears it), the Gangwon city or county, and when a call back suits. Nothing here is required.
 */
export function OptionalDetails(props: OptionalDetailsProps) {
  const { workType, region, preferredCallTime, disabled } = props;
  const id = useId();
  return (
    <fieldset className="space-y-5 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-slate-100">{inquiryFormCopy.detailsTitle}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{inquiryFormCopy.detailsNote}</p>

      <div role="group" aria-labelledby={`${id}-work`}>
        <p id={`${id}-work`} className={labelClass}>
          {inquiryFormCopy.workType}
          {optionalMark}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {WORK_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              value={type}
              data-first-tap="choice"
              aria-pressed={workType === type}
              disabled={disabled}
              onClick={() => props.onWorkTypeChange(workType === type ? null : type)}
              className={chipClass}
            >
              {WORK_TYPE_LABELS[type]}
            </button>
          ))}
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-region`} className={labelClass}>
          {inquiryFormCopy.region}
          {optionalMark}
        </label>
        <select
          id={`${id}-region`}
          name="region"
          value={region ?? ''}
          disabled={disabled}
          onChange={(event) => props.onRegionChange((event.target.value || null) as InquiryRegion | null)}
          className={controlClass}
        >
          <option value="">{inquiryFormCopy.regionNone}</option>
          {INQUIRY_REGIONS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>

      <div role="radiogroup" aria-labelledby={`${id}-call`}>
        <p id={`${id}-call`} className={labelClass}>
          {inquiryFormCopy.callTime}
          {optionalMark}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          {CALL_TIMES.map((time) => (
            <label key={time} className="flex min-h-11 cursor-pointer items-center gap-2 text-base text-slate-900 dark:text-slate-100">
              <input
                type="radio"
                name="preferredCallTime"
                value={time}
                checked={preferredCallTime === time}
                disabled={disabled}
                onChange={() => props.onCallTimeChange(time)}
                className="h-5 w-5 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
              />
              {CALL_TIME_LABELS[time]}
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
