import { WorkEstimate } from '@/components/estimates/WorkEstimate';
import { AlertIcon } from '@/components/ui/icons';
import { servicesCopy } from './copy';
import { GalleryLink } from './GalleryLink';

const copy = servicesCopy.groundNote;

/** Ground reinforcement: mentioned beside the four blocks, not a block of its own. */
export function GroundNote() {
  return (
    <aside
      aria-labelledby="ground-note-title"
      className="flex gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-500/30 dark:bg-brand-500/10"
    >
      <AlertIcon width={24} height={24} className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-400" />
      <div>
        <h2 id="ground-note-title" className="font-bold text-slate-950 dark:text-white">
          {copy.title}
        </h2>
        <p className="mt-1 leading-relaxed text-slate-800 dark:text-slate-200">{copy.body}</p>
        <p className="mt-2">
          <GalleryLink workType={copy.workType}>{copy.galleryLink}</GalleryLink>
        </p>
        <WorkEstimate workType={copy.workType} className="mt-4 bg-white dark:bg-slate-900" />
      </div>
    </aside>
  );
}
