import { useId, type Ref } from 'react';
import { Field } from '@/components/ui/Field';
import { fieldClass } from '@/components/ui/field-styles';
import { IMAGE_DESCRIPTION_MAX, IMAGE_TITLE_MAX } from '@/config/limits';
import { IMAGE_CATEGORIES, WORK_TYPES, WORK_TYPE_LABELS } from '@/domain/categories';
import type { PhotoCategory, WorkType } from '@/domain/types';
import { workTypeOrNull } from '@/domain/work-type';
import { cn } from '@/lib/cn';
import { useCategoryLabel } from '@/lib/site-settings/use-category-label';
import { photoFieldsCopy } from './copy';

export interface PhotoFieldValues {
  title: string;
  category: PhotoCategory;
  /** The kind of work (the gallery filter and related photos); null: 선택 안 함. */
  workType: WorkType | null;
  description: string;
}

/** The stored category, and the site's label for it when the owner renamed it (the settings' category labels). */
function categoryOption(category: PhotoCategory, label: string): string {
  return label === category ? category : photoFieldsCopy.renamedCategory(label, category);
}

interface PhotoFieldsProps {
  values: PhotoFieldValues;
  onChange: (values: PhotoFieldValues) => void;
  titleError?: string;
  titleHint?: string;
  titleRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Title (required), category (지보공사 default, AS), work type (optional) and description (optional): the fields of
 * upload and edit.
 */
export function PhotoFields({ values, onChange, titleError, titleHint, titleRef, disabled = false }: PhotoFieldsProps) {
  const id = useId();
  return (
    <div className="space-y-4">
      <Field id={`${id}-title`} label={photoFieldsCopy.title} note={photoFieldsCopy.required} error={titleError} hint={titleHint}>
        {(control) => (
          <input
            ref={titleRef}
            {...control}
            type="text"
            value={values.title}
            onChange={(event) => onChange({ ...values, title: event.target.value })}
            required
            maxLength={IMAGE_TITLE_MAX}
            placeholder={photoFieldsCopy.titlePlaceholder}
            enterKeyHint="next"
            disabled={disabled}
            className={fieldClass}
          />
        )}
      </Field>
      <CategorySelect value={values.category} onChange={(category) => onChange({ ...values, category })} disabled={disabled} />
      <Field id={`${id}-work-type`} label={photoFieldsCopy.workType} note={photoFieldsCopy.optional} hint={photoFieldsCopy.workTypeHint}>
        {(control) => (
          <select
            {...control}
            value={values.workType ?? ''}
            onChange={(event) => onChange({ ...values, workType: workTypeOrNull(event.target.value) })}
            disabled={disabled}
            className={fieldClass}
          >
            <option value="">{photoFieldsCopy.noWorkType}</option>
            <WorkTypeOptions />
          </select>
        )}
      </Field>
      <Field id={`${id}-description`} label={photoFieldsCopy.description} note={photoFieldsCopy.optional}>
        {(control) => (
          <textarea
            {...control}
            value={values.description}
            onChange={(event) => onChange({ ...values, description: event.target.value })}
            rows={3}
            maxLength={IMAGE_DESCRIPTION_MAX}
            placeholder={photoFieldsCopy.descriptionPlaceholder}
            disabled={disabled}
            className={cn(fieldClass, 'resize-y')}
          />
        )}
      </Field>
    </div>
  );
}

interface CategorySelectProps {
  value: PhotoCategory;
  onChange: (category: PhotoCategory) => void;
  disabled?: boolean;
}

/** 분류: 지보공사 (default) or AS, each named as the site shows it (and by its stored name when renamed). */
export function CategorySelect({ value, onChange, disabled = false }: CategorySelectProps) {
  const id = useId();
  const categoryLabel = useCategoryLabel();
  return (
    <Field id={`${id}-category`} label={photoFieldsCopy.category}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as PhotoCategory)}
          disabled={disabled}
          className={fieldClass}
        >
          {IMAGE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryOption(category, categoryLabel(category))}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The options of a work type select: each of WORK_TYPES under its label (the caller adds its empty option). */
function WorkTypeOptions() {
  return WORK_TYPES.map((workType) => (
    <option key={workType} value={workType}>
      {WORK_TYPE_LABELS[workType]}
    </option>
  ));
}
