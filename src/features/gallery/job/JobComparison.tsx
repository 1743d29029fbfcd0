import type { GalleryPhoto } from '@/domain/types';
import { cn } from '@/lib/cn';
import { BeforeAfter } from './BeforeAfter';
import { jobCopy } from './job-copy';

/** A job's before/after comparison under its heading, with the hint on how to move it. */
export function JobComparison({
  before,
  after,
  headingLevel = 'h3',
  priority = false,
  className,
}: {
  before: GalleryPhoto;
  after: GalleryPhoto;
  headingLevel?: 'h2' | 'h3';
  /** On the first screen (a job's page): its photos are the page's largest paint. */
  priority?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <figure className={cn('max-w-3xl', className)}>
      <Heading className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{jobCopy.comparisonHeading}</Heading>
      <BeforeAfter before={before} after={after} priority={priority} />
      <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {/* In the words of the device: a finger on touch screens, the mouse or the keys where there is a mouse. */}
        <span className="[@media(hover:hover)]:hidden">{jobCopy.comparisonHintTouch}</span>
        <span className="hidden [@media(hover:hover)]:inline">{jobCopy.comparisonHint}</span>
      </figcaption>
    </figure>
  );
}
