import { useRef, type ReactNode } from 'react';
import type { PublicBackend } from '@/backend/port';
import { publicBackend } from '@/backend/registry';
import type { PublishedReview } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useAsyncValue } from '@/lib/use-async-value';
import { useNearViewport } from '@/lib/use-near-viewport';

interface NearbyReviewsProps {
  /** Which approved reviews: all of them (getApprovedReviews) or one job's (getJobReviews). */
  read: (backend: PublicBackend) => Promise<PublishedReview[]>;
  /** Reads again when this changes (a limit, a job id). */
  readKey: string;
  /** The section's heading (its id labels the section). */
  heading: (id: string) => ReactNode;
  id: string;
  className?: string;
  listClassName?: string;
}

/**
 * Approved reviews under a heading, below the fold of the pages that show them (home, About, a job's photo): they
 * and their cards' code are read only when the section comes near the screen, so a visitor who never scrolls there
 * downloads neither. Nothing at all while they load, when there is none, or when they cannot be read (reported):
 * a page without reviews simply has no such section.
 */
export function NearbyReviews({
  read,
  readKey,
  heading,
  id,
  className = '',
  listClassName = 'grid gap-5 md:grid-cols-3',
}: NearbyReviewsProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const loaded = useAsyncValue(
    near ? async () => Promise.all([import('./ReviewList'), publicBackend().then(read)]) : null,
    `${near}:${readKey}`,
    'Approved reviews failed to load',
  );
  if (loaded.status !== 'ready' || loaded.value[1].length === 0) return <div ref={anchor} />;
  const [{ ReviewList }, reviews] = loaded.value;
  return (
    <section aria-labelledby={id} className={className}>
      {heading(id)}
      <ReviewList reviews={reviews} className={cn('mt-8', listClassName)} />
    </section>
  );
}
