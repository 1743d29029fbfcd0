import { BackendError } from '@/domain/errors';
import type { AdminUser } from '@/domain/types';
import { backendMessages } from './messages';

/**
 * The check before every admin operation, on the user each adapter reads from its own session:
 * the signed-in administrator, or BackendError auth/not-signed-in (nobody) or auth/not-admin (no admin rights).
 * (On Firebase the security rules check the same claim on the server.)
 */
export function requireAdminUser(user: AdminUser | null): AdminUser {
  if (!user) throw new BackendError('auth/not-signed-in', backendMessages.notSignedIn);
  if (!user.isAdmin) throw new BackendError('auth/not-admin', backendMessages.notAdmin);
  return user;
}
