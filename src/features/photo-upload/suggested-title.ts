import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { WorkType } from '@/domain/types';
import { formatMonthDay } from '@/lib/format-date';
import { uploadCopy } from './copy';

/**
 * The title offered for photos taken on site (현장 사진 올리기), editable like any other:
 * "11월 23일 현장 사진", or with the chosen work type "11월 23일 지붕 공사 현장"; the day in the device's own time
 * zone (the day the staff stands on the site).
 */
export function suggestedTitle(date: Date, workType: WorkType | null): string {
  return uploadCopy.suggestedTitle(formatMonthDay(date), workType ? WORK_TYPE_LABELS[workType] : null);
}

/** What a form tracks to keep its suggested title in step with the work type. */
export interface TitleSuggestion {
  suggest: (workType: WorkType | null) => string;
  /** The staff typed in the title: the suggestion no longer touches it. */
  edited: boolean;
}

/**
 * The title after the form's fields change from `previousTitle` to `next`: while the staff has not typed in it,
 * it is the suggestion for `workType` (so choosing 지붕 공사 turns "11월 23일 현장 사진" into "11월 23일 지붕 공사 현장");
 * once typed in, it is theirs.
 */
export function followSuggestion(
  suggestion: TitleSuggestion,
  previousTitle: string,
  next: { title: string },
  workType: WorkType | null,
): { title: string; edited: boolean } {
  const edited = suggestion.edited || next.title !== previousTitle;
  return { title: edited ? next.title : suggestion.suggest(workType), edited };
}
