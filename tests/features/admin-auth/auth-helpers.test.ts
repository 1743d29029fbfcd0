import { describe, expect, it } from 'vitest';
import { BackendError } from '@/domain/errors';
import { loginMessages } from '@/features/admin-auth/copy';
import { loginErrorMessage, validateLogin } from '@/features/admin-auth/login-error';
import { redirectTarget } from '@/features/admin-auth/redirect-target';

describe('loginErrorMessage', () => {
  it.each(['auth/invalid-credential', 'auth/user-not-found', 'auth/wrong-password', 'auth/invalid-email'])('%s → invalid', (code) => {
    expect(loginErrorMessage(new BackendError(code))).toBe('이메일 또는 비밀번호가 잘못되었습니다.');
  });
  it('app-check/unavailable → the reCAPTCHA message', () => {
    expect(loginErrorMessage(new BackendError('app-check/unavailable'))).toBe(loginMessages.appCheckUnavailable);
    expect(loginMessages.appCheckUnavailable).toMatch(/^보안 확인\(reCAPTCHA\)을 불러오지 못해/);
  });
  it.each([new BackendError('auth/too-many-requests'), new Error('network'), 'text', undefined])('%s → generic', (error) => {
    expect(loginErrorMessage(error)).toBe('로그인 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
  });
});

describe('validateLogin', () => {
  it('requires both fields, the e-mail after trimming', () => {
    expect(validateLogin('', 'x')).toBe('이메일과 비밀번호를 모두 입력해주세요.');
    expect(validateLogin('   ', 'x')).toBe('이메일과 비밀번호를 모두 입력해주세요.');
    expect(validateLogin('a@b.c', '')).toBe('이메일과 비밀번호를 모두 입력해주세요.');
    expect(validateLogin('a@b.c', 'x')).toBeNull();
  });

  it('treats an e-mail of Unicode blanks (U+3000, U+00A0, U+200B, U+FEFF) as empty', () => {
    for (const email of ['\u3000', '\u00a0\u00a0', '\u200b', '\ufeff', ' \u3000\u200b ']) {
      expect(validateLogin(email, 'x')).toBe('이메일과 비밀번호를 모두 입력해주세요.');
    }
  });
});

describe('redirectTarget', () => {
  const from = (pathname: string, search = '', hash = '') => ({ from: { pathname, search, hash, state: null, key: 'k' } });
  it('returns the admin page the user came from, with its query', () => {
    expect(redirectTarget(from('/jy-dev/inquiries', '?x=1'))).toBe('/jy-dev/inquiries?x=1');
    expect(redirectTarget(from('/jy-dev'))).toBe('/jy-dev');
  });
  it('falls back to the dashboard', () => {
    expect(redirectTarget(undefined)).toBe('/jy-dev/dashboard');
    expect(redirectTarget({})).toBe('/jy-dev/dashboard');
    expect(redirectTarget(from('/jy-dev/login'))).toBe('/jy-dev/dashboard');
    expect(redirectTarget(from('/contact'))).toBe('/jy-dev/dashboard');
    expect(redirectTarget(from('/jy-devil'))).toBe('/jy-dev/dashboard');
  });
});
