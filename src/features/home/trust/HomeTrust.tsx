import { useRef } from 'react';
import { reportError } from '@/domain/report-error';
import { useAsyncValue } from '@/lib/use-async-value';
import { useNearViewport } from '@/lib/use-near-viewport';
import { loadRatingSummary } from '../showcase-service';

/** The rating is extra: if the reviews cannot be read, the rest of the section still shows. */
async function ratingOrNone() {
  try {
    return await loadRatingSummary();
  } catch (error) {
    reportError('The reviews rating failed to load', error);
    return null;
  }
}

/**
 * The home page's trust section (HomeTrustPanel), below the fold: its code and the reviews' rating are read only
 * when the visitor scrolls near it, so the first screen loads neither.
 */
export function HomeTrust({ reviewsAnchorId }: { reviewsAnchorId: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const loaded = useAsyncValue(
    near ? async () => Promise.all([import('./HomeTrustPanel'), ratingOrNone()]) : null,
    String(near),
    'The home trust section failed to load',
  );
  if (loaded.status !== 'ready') return <div ref={anchor} />;
  const [{ HomeTrustPanel }, rating] = loaded.value;
  return <HomeTrustPanel rating={rating} reviewsAnchorId={reviewsAnchorId} />;
}
