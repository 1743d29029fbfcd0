import type { PhotoCategory } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useCategoryLabel } from '@/lib/site-settings/use-category-label';

/**
 * The category of a photo (stored 지보공사 or AS) as a small amber pill, readable in both themes. It shows the
 * site's label for the category (site.categoryLabels; the stored value by default).
 */
export function CategoryBadge({ category, className = '' }: { category: PhotoCategory; className?: string }) {
  const categoryLabel = useCategoryLabel();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-brand-800 ring-1 ring-brand-200 ring-inset dark:bg-brand-500/15 dark:text-brand-300 dark:ring-brand-500/30',
        className,
      )}
    >
      {categoryLabel(category)}
    </span>
  );
}
