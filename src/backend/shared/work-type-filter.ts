import { BackendError } from '@/domain/errors';
import type { WorkType } from '@/domain/types';
import { isWorkType } from '@/domain/work-type';
import { backendMessages } from './messages';

/**
 * A photo list's work type filter, as both adapters check it before reading: none (undefined or null) is every
 * photo; otherwise one of WORK_TYPES, else BackendError invalid-argument.
 */
export function checkWorkTypeFilter(workType: unknown): WorkType | undefined {
  if (workType === undefined || workType === null) return undefined;
  if (!isWorkType(workType)) throw new BackendError('invalid-argument', backendMessages.unknownWorkType(workType));
  return workType;
}
