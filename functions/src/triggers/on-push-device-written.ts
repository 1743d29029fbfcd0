import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin.js';
import { PUSH_DEVICES_COLLECTION, STAFF_COLLECTION } from '../app-constants.js';
import { REGION, VAPID_PRIVATE_KEY } from '../config.js';
import { sendTestPush } from '../push/push-test.js';
import { pushContext } from '../push/push-setup.js';

/**
 * A staff member asked for a test push on one of their devices (알림 설정 → 테스트 알림 보내기 sets the device's
 * testRequestedAt to the server time; firestore.rules let only its owner do so). Sends the test to that device only,
 * if its owner still holds the admin claim. Not retried: a test that failed is asked for again by hand.
 */
export const onPushDeviceWritten = onDocumentWritten(
  {
    document: `${STAFF_COLLECTION}/{uid}/${PUSH_DEVICES_COLLECTION}/{deviceId}`,
    region: REGION,
    maxInstances: 2,
    secrets: [VAPID_PRIVATE_KEY],
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const requested: unknown = after.get('testRequestedAt');
    const before: unknown = event.data?.before.exists ? event.data.before.get('testRequestedAt') : undefined;
    if (!requested || (before && JSON.stringify(before) === JSON.stringify(requested))) return;
    const outcome = await sendTestPush(pushContext(firestore()), event.params.uid, after.ref, new Date(event.time));
    logger.info('Test push', { outcome });
  },
);
