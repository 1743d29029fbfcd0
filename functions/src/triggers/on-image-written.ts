import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { defaultBucket, firestore } from '../admin.js';
import { IMAGES_COLLECTION } from '../app-constants.js';
import { REGION } from '../config.js';
import { syncHeroCopy, touchesHero } from '../hero/hero-copy.js';

/**
 * A gallery photo was created, changed or deleted. When that can change the home page's background (staff set another
 * background, or deleted the current one), the stable copy the home page's HTML names is brought up to date:
 * visitors see the new picture within the copy's cache time, with no redeploy. Retried on failure (the sync is
 * safe to run twice); at most 5 instances: a burst of uploads only ever needs one.
 */
export const onImageWritten = onDocumentWritten(
  { document: `${IMAGES_COLLECTION}/{imageId}`, region: REGION, retry: true, maxInstances: 5 },
  async (event) => {
    if (!touchesHero(event.data?.before.data(), event.data?.after.data())) return;
    const outcome = await syncHeroCopy(firestore(), await defaultBucket());
    if (outcome.kind === 'removed' && event.data?.after.data()?.isHeroImage === true) {
      logger.warn('The hero image has no display file in Storage: the home page shows its shipped picture.', {
        imageId: event.params.imageId,
      });
    }
    logger.info('Hero copy', {
      imageId: event.params.imageId,
      outcome: outcome.kind,
      heroImageId: 'source' in outcome ? outcome.source?.imageId : null,
    });
  },
);
