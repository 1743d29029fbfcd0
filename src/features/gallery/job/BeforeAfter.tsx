import { useAsyncValue } from '@/lib/use-async-value';
import { BeforeAfterFrame, type ComparisonPhotos } from './BeforeAfterFrame';

/** The interactive comparison's chunk: asked for only where a job has a before and an after photo. */
const loadSlider = () => import('./BeforeAfterSlider');

/**
 * A job's before/after comparison: at once the two photos split at the middle (plain markup, the same frame, which
 * index.html's start-up script lets the visitor drag meanwhile), and the draggable divider when its chunk has
 * arrived, where the visitor left it; if it cannot arrive, the split picture stays.
 */
export function BeforeAfter({ before, after, priority = false }: ComparisonPhotos) {
  const slider = useAsyncValue(loadSlider, loadSlider, 'The before/after comparison failed to load');
  if (slider.status === 'ready') {
    const { BeforeAfterSlider } = slider.value;
    return <BeforeAfterSlider before={before} after={after} priority={priority} />;
  }
  return <BeforeAfterFrame before={before} after={after} position={50} still priority={priority} />;
}
