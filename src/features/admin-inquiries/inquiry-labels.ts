import { CALL_TIME_LABELS, WORK_TYPE_LABELS } from '@/domain/categories';
import type { Inquiry } from '@/domain/types';

/** The visitor's optional choices as words, or null when not chosen. */
export const workTypeLabel = (inquiry: Inquiry): string | null => (inquiry.workType ? WORK_TYPE_LABELS[inquiry.workType] : null);
export const callTimeLabel = (inquiry: Inquiry): string | null =>
  inquiry.preferredCallTime ? CALL_TIME_LABELS[inquiry.preferredCallTime] : null;
