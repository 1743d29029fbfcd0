import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/**
 * The notification settings feature's one door to the backend: saving the recipients, and which adapter runs (the
 * demo sends no e-mail, and says so).
 */
export async function notificationsBackend(): Promise<Pick<AdminBackend, 'saveNotificationSettings'>> {
  return adminBackend();
}

export { backendKind } from '@/backend/registry';
