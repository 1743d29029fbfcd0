/**
 * Staff accounts: the `admin` custom claim that firestore.rules, storage.rules and the app check, and new accounts
 * that have it. Written against the few firebase-admin Auth calls they need, so a test can hand in a double;
 * grant-admin.mjs and create-admin.mjs bind them to firebase-admin and to the chosen target (target.mjs).
 */
import { randomBytes } from 'node:crypto';

/**
 * @typedef {Pick<import('firebase-admin/auth').Auth, 'getUserByEmail' | 'createUser' | 'setCustomUserClaims'>} AccountsApi
 */

/** Firebase Auth refuses shorter passwords. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Sets (or with `revoke` removes) the admin claim of an existing account, keeping its other claims.
 * Throws firebase-admin's auth/user-not-found when there is no such account.
 * @param {AccountsApi} auth
 * @param {string} email
 * @param {{ revoke?: boolean }} [options]
 * @returns {Promise<{ uid: string }>}
 */
export async function setAdminClaim(auth, email, { revoke = false } = {}) {
  const user = await auth.getUserByEmail(email);
  /** @type {Record<string, unknown>} */
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid };
}

/**
 * Creates an e-mail/password account with the admin claim (e-mail marked verified: staff are created by staff).
 * Throws firebase-admin's auth/email-already-exists when the e-mail is taken (nothing is changed then).
 * @param {AccountsApi} auth
 * @param {{ email: string, password: string }} account
 * @returns {Promise<{ uid: string }>}
 */
export async function createStaffAccount(auth, { email, password }) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`"${email}" is not an e-mail address.`);
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  const user = await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { admin: true });
  return { uid: user.uid };
}

/** A random password for a new account when none is given (16 characters, URL-safe). */
export function generatePassword() {
  return randomBytes(12).toString('base64url');
}

/**
 * The `code` of an error (firebase-admin's 'auth/user-not-found', ...), or undefined.
 * @param {unknown} error
 * @returns {string | undefined}
 */
export function errorCode(error) {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
