import { errorCode } from '@/domain/errors';
import { isBlank } from '@/domain/text';
import { INVALID_CREDENTIAL_CODES, loginMessages } from './copy';

const invalidCodes: readonly string[] = INVALID_CREDENTIAL_CODES;

/**
 * Wrong e-mail or password codes give one message, anything else the generic one, except that
 * App Check's security check not loading (app-check/unavailable) says so, since staff can do something about it.
 */
export function loginErrorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === 'app-check/unavailable') return loginMessages.appCheckUnavailable;
  return code !== undefined && invalidCodes.includes(code) ? loginMessages.invalidCredentials : loginMessages.generic;
}

/**
 * Both fields are required; the e-mail is checked after trimming (Unicode white space and zero-width
 * characters are blank too, src/domain/text.ts). The password is taken as typed. Returns the message, or null.
 */
export function validateLogin(email: string, password: string): string | null {
  return isBlank(email) || password === '' ? loginMessages.required : null;
}
