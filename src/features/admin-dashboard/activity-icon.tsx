import type { ComponentType, SVGProps } from 'react';
import { PencilIcon, RefreshIcon, ReviewIcon, SettingsIcon, StarIcon, TrashIcon, UploadIcon } from '@/components/ui/admin-icons';
import { ImageIcon, InboxIcon } from '@/components/ui/icons';
import type { ActivityType } from '@/domain/types';
import { cn } from '@/lib/cn';
import { activityTypeLabels } from './copy';

const look: Record<ActivityType, { Icon: ComponentType<SVGProps<SVGSVGElement>>; tone: string }> = {
  new_inquiry: { Icon: InboxIcon, tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200' },
  image_upload: { Icon: UploadIcon, tone: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200' },
  image_update: { Icon: PencilIcon, tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200' },
  image_delete: { Icon: ImageIcon, tone: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200' },
  image_feature_toggle: { Icon: StarIcon, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200' },
  inquiry_status_change: { Icon: RefreshIcon, tone: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200' },
  inquiry_delete: { Icon: TrashIcon, tone: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200' },
  inquiry_note: { Icon: PencilIcon, tone: 'bg-teal-100 text-teal-800 dark:bg-teal-900/50 dark:text-teal-200' },
  new_review: { Icon: ReviewIcon, tone: 'bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200' },
  review_status_change: { Icon: RefreshIcon, tone: 'bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200' },
  review_delete: { Icon: TrashIcon, tone: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200' },
  job_create: { Icon: ImageIcon, tone: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200' },
  job_update: { Icon: PencilIcon, tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-200' },
  job_publish: { Icon: StarIcon, tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200' },
  settings_update: { Icon: SettingsIcon, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-700/60 dark:text-slate-100' },
};

/** The icon of an activity type, named for screen readers by the type's label. */
export function ActivityIcon({ type }: { type: ActivityType }) {
  const { Icon, tone } = look[type] ?? look.image_update;
  return (
    <span
      role="img"
      aria-label={activityTypeLabels[type] ?? type}
      className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', tone)}
    >
      <Icon width={20} height={20} />
    </span>
  );
}
