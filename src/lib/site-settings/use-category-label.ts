import type { PhotoCategory } from '@/domain/types';
import { useSiteSettings } from './site-settings-context';

/** What visitors read for a stored photo category (the settings' label; the stored value never changes). */
export function useCategoryLabel(): (category: PhotoCategory) => string {
  const { copy } = useSiteSettings();
  return (category) => copy.categoryLabels[category] || category;
}
