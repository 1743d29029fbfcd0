import { describe, expect, it } from 'vitest';
import type { AdminBackend, NotificationSettingsInput } from '@/backend/port';
import { SECOND_ALARM_MAX_SECONDS } from '@/config/lead-response';
import { NOTIFICATION_EMAIL_MAX, NOTIFICATION_RECIPIENTS_MAX } from '@/config/limits';
import { ALERT_HEARTBEAT_STALE_MINUTES } from '@/config/timing';
import { DEFAULT_SECOND_ALARM } from '@/domain/second-alarm';
import { codeOf, codesOf, everyCode, type ContractEnv } from '../contract-env';

/** `count` distinct addresses staff1@example.com, staff2@example.com, ... */
function addresses(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `staff${index + 1}@example.com`);
}

/** An address of exactly `length` characters. */
function addressOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

/** Lists no adapter saves: each is BackendError invalid-argument and leaves the saved list as it was. */
const BAD_SETTINGS: Record<string, NotificationSettingsInput> = {
  'an address that is no e-mail': { emailRecipients: ['staff@example.com', 'not-an-email'] },
  'an empty address': { emailRecipients: [''] },
  'a blank address (ideographic space)': { emailRecipients: ['\u3000'] },
  'an address with a blank inside': { emailRecipients: ['sta ff@example.com'] },
  'an address with two @': { emailRecipients: ['a@b@example.com'] },
  'an address that is too long': { emailRecipients: [addressOfLength(NOTIFICATION_EMAIL_MAX + 1)] },
  'one address too many': { emailRecipients: addresses(NOTIFICATION_RECIPIENTS_MAX + 1) },
  'no list': { emailRecipients: null as unknown as string[] },
  'an entry that is no text': { emailRecipients: [42 as unknown as string] },
  'a second alarm of negative seconds': { emailRecipients: [], secondAlarm: { afterSeconds: -1, outsideHours: 'wait' } },
  'a second alarm beyond the maximum': {
    emailRecipients: [],
    secondAlarm: { afterSeconds: SECOND_ALARM_MAX_SECONDS + 1, outsideHours: 'wait' },
  },
  'a second alarm of part seconds': { emailRecipients: [], secondAlarm: { afterSeconds: 1.5, outsideHours: 'wait' } },
  'a second alarm with an unknown choice': {
    emailRecipients: [],
    secondAlarm: { afterSeconds: 60, outsideHours: 'never' as unknown as 'wait' },
  },
};

export function notificationSettingsContract(env: ContractEnv): void {
  describe('notification settings (who is e-mailed when an inquiry arrives)', () => {
    async function admin(): Promise<AdminBackend> {
      await env.signInAsAdmin();
      return env.adminBackend();
    }

    it('is an empty list before anything was saved', async () => {
      expect(await (await admin()).getNotificationSettings()).toEqual({ emailRecipients: [], secondAlarm: DEFAULT_SECOND_ALARM });
    });

    it('saves the list and reads it back: trimmed, lower case, duplicates dropped, order kept', async () => {
      const backend = await admin();
      await backend.saveNotificationSettings({
        emailRecipients: ['  Boss@Example.com ', 'office@example.com', 'boss@example.com', '\u3000site@example.co.kr\u200b'],
      });
      expect(await backend.getNotificationSettings()).toEqual({
        emailRecipients: ['boss@example.com', 'office@example.com', 'site@example.co.kr'],
        secondAlarm: DEFAULT_SECOND_ALARM,
      });
    });

    it(`keeps up to ${NOTIFICATION_RECIPIENTS_MAX} addresses, and addresses of ${NOTIFICATION_EMAIL_MAX} characters`, async () => {
      const backend = await admin();
      const full = [...addresses(NOTIFICATION_RECIPIENTS_MAX - 1), addressOfLength(NOTIFICATION_EMAIL_MAX)];
      await backend.saveNotificationSettings({ emailRecipients: full });
      expect((await backend.getNotificationSettings()).emailRecipients).toEqual(full);
    });

    it('replaces the whole list, and an empty list means nobody', async () => {
      const backend = await admin();
      await backend.saveNotificationSettings({ emailRecipients: ['a@example.com', 'b@example.com'] });
      await backend.saveNotificationSettings({ emailRecipients: ['c@example.com'] });
      expect(await backend.getNotificationSettings()).toEqual({ emailRecipients: ['c@example.com'], secondAlarm: DEFAULT_SECOND_ALARM });
      await backend.saveNotificationSettings({ emailRecipients: [] });
      expect(await backend.getNotificationSettings()).toEqual({ emailRecipients: [], secondAlarm: DEFAULT_SECOND_ALARM });
    });

    it('the second alarm: 10 minutes by default; saved with the list, kept by a save of the list alone', async () => {
      const backend = await admin();
      expect((await backend.getNotificationSettings()).secondAlarm).toEqual({ afterSeconds: 600, outsideHours: 'wait' });
      await backend.saveNotificationSettings({
        emailRecipients: ['a@example.com'],
        secondAlarm: { afterSeconds: 5, outsideHours: 'alert' },
      });
      await backend.saveNotificationSettings({ emailRecipients: ['a@example.com', 'b@example.com'] });
      expect(await backend.getNotificationSettings()).toEqual({
        emailRecipients: ['a@example.com', 'b@example.com'],
        secondAlarm: { afterSeconds: 5, outsideHours: 'alert' },
      });
      await backend.saveNotificationSettings({ emailRecipients: [], secondAlarm: { afterSeconds: 0, outsideHours: 'skip' } });
      expect((await backend.getNotificationSettings()).secondAlarm).toEqual({ afterSeconds: 0, outsideHours: 'skip' });
    });

    it('refuses a bad list with invalid-argument and keeps the saved one', async () => {
      const backend = await admin();
      await backend.saveNotificationSettings({ emailRecipients: ['kept@example.com'] });
      const calls = Object.fromEntries(
        Object.entries(BAD_SETTINGS).map(([label, settings]) => [label, () => backend.saveNotificationSettings(settings)]),
      );
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      expect(await backend.getNotificationSettings()).toEqual({ emailRecipients: ['kept@example.com'], secondAlarm: DEFAULT_SECOND_ALARM });
    });

    it('is for administrators only: signed out, then signed in without admin rights', async () => {
      await (await admin()).saveNotificationSettings({ emailRecipients: ['kept@example.com'] });
      await env.signOut();
      const calls = (backend: AdminBackend) => ({
        get: () => backend.getNotificationSettings(),
        save: () => backend.saveNotificationSettings({ emailRecipients: ['intruder@example.com'] }),
      });
      const signedOut = calls(await env.adminBackend());
      expect(await codesOf(signedOut)).toEqual(everyCode(signedOut, 'auth/not-signed-in'));
      await env.signInAsNonAdmin();
      const nonAdmin = calls(await env.adminBackend());
      expect(await codesOf(nonAdmin)).toEqual(everyCode(nonAdmin, 'auth/not-admin'));
      await env.signOut();
      expect(await (await admin()).getNotificationSettings()).toEqual({
        emailRecipients: ['kept@example.com'],
        secondAlarm: DEFAULT_SECOND_ALARM,
      });
    });

    it('a non-admin is refused even with a bad list (the permission comes first)', async () => {
      await env.signInAsNonAdmin();
      expect(await codeOf((await env.adminBackend()).saveNotificationSettings({ emailRecipients: ['bad'] }))).toBe('auth/not-admin');
    });
  });

  describe('whether alert e-mails run (getAlertStatus)', () => {
    it.runIf(!env.harness.capabilities.alertMail)('a backend that sends no e-mail says so', async () => {
      await env.signInAsAdmin();
      expect(await (await env.adminBackend()).getAlertStatus()).toEqual({ state: 'not-sent-here' });
    });

    it.runIf(env.harness.capabilities.alertMail)(
      'not set up until the functions write a heartbeat; running while it is recent; stale once it stopped',
      async () => {
        await env.signInAsAdmin();
        const admin = await env.adminBackend();
        expect(await admin.getAlertStatus()).toEqual({ state: 'not-set-up' });
        const recent = new Date(Date.now() - 5 * 60_000);
        await env.backend.writeAlertHeartbeat?.(recent);
        expect(await admin.getAlertStatus()).toEqual({ state: 'running', checkedAt: recent });
        const old = new Date(Date.now() - (ALERT_HEARTBEAT_STALE_MINUTES + 5) * 60_000);
        await env.backend.writeAlertHeartbeat?.(old);
        expect(await admin.getAlertStatus()).toEqual({ state: 'stale', checkedAt: old });
      },
    );

    it('only administrators may ask', async () => {
      expect(await codeOf((async () => (await env.adminBackend()).getAlertStatus())())).toBe('auth/not-signed-in');
      await env.signInAsNonAdmin();
      expect(await codeOf((async () => (await env.adminBackend()).getAlertStatus())())).toBe('auth/not-admin');
    });
  });
}
