import { lazy, Suspense } from 'react';
import type { Job } from '@/domain/types';
import type { PhotoJobBelowProps } from './photo-job-parts';

const load = () => import('./photo-job-parts');
const Lead = lazy(load);
const Below = lazy(() => load().then((parts) => ({ default: parts.PhotoJobBelow })));

/** A photo's job above the photo (photo-job-parts.tsx, loaded only for a photo of a job). */
export function LazyPhotoJobLead({ job }: { job: Job }) {
  return (
    <Suspense fallback={null}>
      <Lead job={job} />
    </Suspense>
  );
}

/** A photo's job under the photo (photo-job-parts.tsx, loaded only for a photo of a job). */
export function LazyPhotoJobBelow(props: PhotoJobBelowProps) {
  return (
    <Suspense fallback={null}>
      <Below {...props} />
    </Suspense>
  );
}
