import { WORK_TYPES } from './categories';
import type { WorkType } from './types';

/** Whether a value is one of WORK_TYPES (a stored field, a URL parameter, a form value). */
export function isWorkType(value: unknown): value is WorkType {
  return (WORK_TYPES as readonly unknown[]).includes(value);
}

/** The work type a value names, or null (unknown, empty or absent). */
export function workTypeOrNull(value: unknown): WorkType | null {
  return isWorkType(value) ? value : null;
}
