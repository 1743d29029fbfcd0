import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/**
 * The notification settings feature's one door to the backend: saving the recipients, whether alert e-mails run
 * (the functions' heartbeat; the demo sends none), and which adapter runs.
 */
export async function notificationsBackend(): Promise<Pick<AdminBackend, 'saveNotificationSettings' | 'getAlertStatus'>> {
  return adminBackend();
}

/** The staff's push devices (이 기기에서 알림 받기, push/). */
export async function pushBackend(): Promise<
  Pick<AdminBackend, 'getPushSetup' | 'listPushDevices' | 'savePushDevice' | 'renamePushDevice' | 'removePushDevice' | 'requestTestPush'>
> {
  return adminBackend();
}
