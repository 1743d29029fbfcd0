import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PageLoading } from '@/components/ui/PageLoading';
import { useAsyncValue } from '@/lib/use-async-value';
import { loadJobCards } from '../gallery-service';
import { GalleryMessage } from '../GalleryMessage';
import { JobCard } from './JobCard';
import { jobsViewCopy } from './jobs-view-copy';

/**
 * The gallery's 현장별 view (`#/projects?view=jobs`): one card per published job, the last published first (at most
 * GALLERY_JOBS_LIMIT). Its own chunk: the photo gallery, the default, never loads it.
 */
export default function JobsView() {
  const [attempt, setAttempt] = useState(0);
  const cards = useAsyncValue(loadJobCards, attempt, 'The jobs view failed to load');
  if (cards.status === 'loading') return <PageLoading label={jobsViewCopy.loading} />;
  if (cards.status === 'error')
    return (
      <GalleryMessage tone="error" role="alert">
        <p>{jobsViewCopy.loadError}</p>
        <Button variant="secondary" onClick={() => setAttempt((current) => current + 1)}>
          {jobsViewCopy.retry}
        </Button>
      </GalleryMessage>
    );
  if (cards.value.length === 0)
    return (
      <GalleryMessage role="status">
        <p>{jobsViewCopy.empty}</p>
      </GalleryMessage>
    );
  return (
    <ul aria-label={jobsViewCopy.listLabel} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.value.map((card) => (
        <JobCard key={card.job.id} job={card} />
      ))}
    </ul>
  );
}
