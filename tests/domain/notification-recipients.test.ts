import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EMAIL_MAX, NOTIFICATION_RECIPIENTS_MAX } from '@/config/limits';
import { normalizeEmailAddress, recipientProblem } from '@/domain/notification-recipients';

describe('alert recipients', () => {
  it('stores an address without blanks at either end, in lower case', () => {
    expect(normalizeEmailAddress('  Boss@Example.COM\u3000\u200b')).toBe('boss@example.com');
  });

  it('says why an address cannot join the list', () => {
    const list = ['boss@example.com'];
    expect(recipientProblem('', list)).toBe('blank');
    expect(recipientProblem('\u3000', list)).toBe('blank');
    expect(recipientProblem('boss', list)).toBe('invalid');
    expect(recipientProblem('a b@example.com', list)).toBe('invalid');
    expect(recipientProblem(`${'a'.repeat(NOTIFICATION_EMAIL_MAX)}@example.com`, list)).toBe('too-long');
    expect(recipientProblem('boss@example.com', list)).toBe('duplicate');
    const full = Array.from({ length: NOTIFICATION_RECIPIENTS_MAX }, (_, index) => `s${index}@example.com`);
    expect(recipientProblem('new@example.com', full)).toBe('full');
    expect(recipientProblem('new@example.com', list)).toBeNull();
  });
});
