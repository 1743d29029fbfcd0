import { useId, type Ref } from 'react';
import { IMAGE_CATEGORIES, IMAGE_DESCRIPTION_MAX, IMAGE_TITLE_MAX } from '../../config/constants';
import { imageFieldsCopy } from './copy';
import type { ImageCategory } from '../../domain/types';
import { errorTextClass, fieldClass, hintTextClass, labelClass } from './field-styles';

export interface ImageFieldValues {
  title: string;
  category: ImageCategory;
  description: string;
}

interface ImageFieldsProps {
  values: ImageFieldValues;
  onChange: (values: ImageFieldValues) => void;
  titleError?: string;
  titleHint?: string;
  titleRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** Title (required), category (지보공사 default, AS) and description (optional): the fields of upload and edit. */
export function ImageFields({ values, onChange, titleError, titleHint, titleRef, disabled = false }: ImageFieldsProps) {
  const id = useId();
  const titleDescribedBy = [titleError && `${id}-title-error`, titleHint && `${id}-title-hint`].filter(Boolean).join(' ');
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-title`} className={labelClass}>
          {imageFieldsCopy.title} <span className="font-normal text-slate-600 dark:text-slate-300">{imageFieldsCopy.required}</span>
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          type="text"
          value={values.title}
          onChange={(event) => onChange({ ...values, title: event.target.value })}
          required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleDescribedBy || undefined}
          maxLength={IMAGE_TITLE_MAX}
          placeholder={imageFieldsCopy.titlePlaceholder}
          enterKeyHint="next"
          disabled={disabled}
          className={fieldClass}
        />
        {titleError && (
          <p id={`${id}-title-error`} className={errorTextClass}>
            {titleError}
          </p>
        )}
        {titleHint && (
          <p id={`${id}-title-hint`} className={hintTextClass}>
            {titleHint}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          {imageFieldsCopy.category}
        </label>
        <select
          id={`${id}-category`}
          value={values.category}
          onChange={(event) => onChange({ ...values, category: event.target.value as ImageCategory })}
          disabled={disabled}
          className={fieldClass}
        >
          {IMAGE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={labelClass}>
          {imageFieldsCopy.description}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-300">{imageFieldsCopy.optional}</span>
        </label>
        <textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
          rows={3}
          maxLength={IMAGE_DESCRIPTION_MAX}
          placeholder={imageFieldsCopy.descriptionPlaceholder}
          disabled={disabled}
          className={`${fieldClass} resize-y`}
        />
      </div>
    </div>
  );
}
