import { NOTIFICATION_SETTINGS_ID } from '@/config/collections';
import type { NotificationSettings } from '@/domain/types';
import type { NotificationSettingsInput } from '../port';
import { normalizeNotificationSettings, toNotificationSettings } from '../shared/notification-settings';
import type { DemoSessionContext } from './context';

/**
 * The alert recipients, stored like Firebase's settings/notifications. The demo sends no e-mail: there is no
 * function behind it, the list is only kept.
 */

export async function getNotificationSettings(ctx: DemoSessionContext): Promise<NotificationSettings> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  return toNotificationSettings(await ctx.db.settings.get(NOTIFICATION_SETTINGS_ID));
}

export async function saveNotificationSettings(ctx: DemoSessionContext, settings: NotificationSettingsInput): Promise<void> {
  ctx.auth.requireAdmin();
  const { emailRecipients, secondAlarm } = normalizeNotificationSettings(settings);
  await ctx.latency();
  await ctx.db.transaction('rw', ctx.db.settings, async () => {
    const kept = toNotificationSettings(await ctx.db.settings.get(NOTIFICATION_SETTINGS_ID)).secondAlarm;
    await ctx.db.settings.put({ id: NOTIFICATION_SETTINGS_ID, emailRecipients, secondAlarm: secondAlarm ?? kept });
  });
}
