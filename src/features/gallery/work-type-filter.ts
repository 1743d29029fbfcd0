import { workTypeParam } from '@/config/routes';
import type { WorkType } from '@/domain/types';
import { workTypeOrNull } from '@/domain/work-type';

/**
 * The gallery's work type filter from the URL's query (`?type=roofing`): a known work type, or null for 전체
 * (no parameter, or a value that names no work type: an old or mistyped link shows everything).
 */
export function readWorkTypeFilter(search: string): WorkType | null {
  return workTypeOrNull(workTypeParam(search));
}
