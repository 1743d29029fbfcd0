import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { adminApp } from '../admin.js';
import type { PushContext } from '../channels/push.js';
import { SITE_URL, VAPID_PRIVATE_KEY, VAPID_PUBLIC_KEY } from '../config.js';
import type { AdminCheck } from './push-devices.js';
import { webPushSender, type PushSender } from './push-sender.js';

/** Auth's getUsers takes at most 100 identifiers a call. */
const USERS_PER_CALL = 100;

/** The admin claim as Firebase Auth holds it now (firestore.rules' isAdmin: token.admin == true). */
export const authAdminCheck: AdminCheck = async (uids) => {
  const { getAuth } = await import('firebase-admin/auth');
  const admins = new Set<string>();
  for (let start = 0; start < uids.length; start += USERS_PER_CALL) {
    const { users } = await getAuth(adminApp()).getUsers(uids.slice(start, start + USERS_PER_CALL).map((uid) => ({ uid })));
    for (const user of users) if (user.customClaims?.admin === true) admins.add(user.uid);
  }
  return admins;
};

/**
 * The deployed sender: the VAPID keys of the functions' configuration, SITE_URL as the contact the push services
 * see (a mailto: when it is not an https address). Null, and a warning, when a key is missing.
 */
export function configuredPushSender(): PushSender | null {
  const publicKey = VAPID_PUBLIC_KEY.value().trim();
  const privateKey = (process.env.VAPID_PRIVATE_KEY ?? '').trim() === '' ? '' : VAPID_PRIVATE_KEY.value().trim();
  if (!publicKey || !privateKey) return null;
  const site = SITE_URL.value().trim();
  const subject = site.startsWith('https://') ? site : 'mailto:webmaster@localhost';
  try {
    return webPushSender({ publicKey, privateKey, subject });
  } catch (error) {
    logger.error('The VAPID keys are not usable: no push sent.', { error: String(error) });
    return null;
  }
}

export function pushContext(db: Firestore): PushContext {
  return { db, sender: configuredPushSender(), isAdmin: authAdminCheck };
}
