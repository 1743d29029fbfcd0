import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS, NOTIFICATION_SETTINGS_ID } from '@/config/collections';
import type { NotificationSettings } from '@/domain/types';
import type { NotificationSettingsInput } from '../port';
import { normalizeNotificationSettings, toNotificationSettings } from '../shared/notification-settings';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';

/**
 * settings/notifications { emailRecipients, secondAlarm }: read by the alert functions (functions/src) with admin rights when an
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

export async function saveNotificationSettings(ctx: AdminContext, settings: NotificationSettingsInput): Promise<void> {
  await requireAdmin(ctx.auth);
  const { emailRecipients, secondAlarm } = normalizeNotificationSettings(settings);
  // Without a second alarm, a merge keeps the stored one; the rules check the document that results.
  if (secondAlarm) await setDoc(settingsDoc(ctx), { emailRecipients, secondAlarm });
  else await setDoc(settingsDoc(ctx), { emailRecipients }, { merge: true });
}
