import { forwardRef, useId } from 'react';
import { FieldError, describedBy } from '@/components/form/FieldError';
import { labelClass, requiredMarkClass } from '@/components/form/form-styles';
import { REVIEW_LIMITS } from '@/config/limits';
import { cn } from '@/lib/cn';
import { reviewFormCopy } from './copy';

interface RatingFieldProps {
  value: number | null;
  onChange: (value: number) => void;
  error: string | undefined;
  disabled: boolean;
}

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5z';
const VALUES = Array.from({ length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 }, (_, index) => REVIEW_LIMITS.ratingMin + index);

/**
 * The rating as a radio group of five stars: a fieldset with its legend, one native radio per star (so arrow keys,
 * screen readers and forms work as they do for any radio group), each named "4점, 좋아요" and laid invisibly over its
 * star, so a tap on the star is a tap on the radio. The stars up to the chosen one are filled; the focused star is
 * outlined. Each star is a 48 px target.
 */
export const RatingField = forwardRef<HTMLInputElement, RatingFieldProps>(function RatingField(
  { value, onChange, error, disabled },
  firstRef,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset data-field aria-describedby={describedBy(errorId, error, hintId)} aria-invalid={error ? true : undefined}>
      <legend className={labelClass}>
        {reviewFormCopy.rating}
        <span aria-hidden="true" className={requiredMarkClass}>
          {reviewFormCopy.requiredMark}
        </span>
      </legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {reviewFormCopy.ratingHint}
      </p>
      <div className="mt-2 flex items-center gap-1">
        {VALUES.map((option) => {
          const filled = value !== null && option <= value;
          return (
            <label
              key={option}
              className={cn(
                'relative inline-flex h-12 w-12 items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-400',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
              )}
            >
              <input
                ref={option === (value ?? REVIEW_LIMITS.ratingMin) ? firstRef : undefined}
                type="radio"
                name="rating"
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                disabled={disabled}
                required
                aria-label={reviewFormCopy.ratingOption(option)}
                className={cn(
                  'absolute inset-0 m-0 h-full w-full appearance-none opacity-0',
                  disabled ? 'cursor-not-allowed' : 'cursor-pointer',
                )}
              />
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={cn('h-10 w-10', filled ? 'fill-amber-500 text-amber-600' : 'fill-none text-slate-500 dark:text-slate-400')}
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              >
                <path d={STAR} />
              </svg>
            </label>
          );
        })}
        {value !== null && (
          <span aria-hidden="true" className="ml-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
            {reviewFormCopy.ratingOption(value)}
          </span>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
});
