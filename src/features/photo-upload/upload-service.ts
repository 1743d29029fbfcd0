import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/** What the photo upload asks of the backend. */
export type UploadBackend = Pick<AdminBackend, 'uploadPhoto'>;

/** The photo upload's one door to the backend. */
export async function uploadBackend(): Promise<UploadBackend> {
  return adminBackend();
}
