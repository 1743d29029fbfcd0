import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, NOTIFICATION_SETTINGS_ID } from '@/config/constants';
import type { NotificationSettings } from '@/domain/types';
import { normalizeNotificationSettings, toNotificationSettings } from '../shared/notification-settings';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';

/**
 * settings/notifications { emailRecipients }: read by the alert function (functions/src) with admin rights when an
 * inquiry arrives; firestore.rules let only administrators read it and write it in this exact shape.
 */

function settingsDoc(ctx: AdminContext) {
  return doc(ctx.db, COLLECTIONS.settings, NOTIFICATION_SETTINGS_ID);
}

export async function getNotificationSettings(ctx: AdminContext): Promise<NotificationSettings> {
  await requireAdmin(ctx.auth);
  const snapshot = await getDoc(settingsDoc(ctx));
  return toNotificationSettings(snapshot.data());
}

export async function saveNotificationSettings(ctx: AdminContext, settings: NotificationSettings): Promise<void> {
  await requireAdmin(ctx.auth);
  const { emailRecipients } = normalizeNotificationSettings(settings);
  // The whole document: the rules accept exactly { emailRecipients }.
  await setDoc(settingsDoc(ctx), { emailRecipients });
}
