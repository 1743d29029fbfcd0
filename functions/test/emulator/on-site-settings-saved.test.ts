import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onSiteSettingsSaved } from '../../src/index.js';
import { alertSiteSettingsChange } from '../../src/site-settings/settings-change-alert.js';
import { fakeSiteSettingsSource, storedSettings } from '../support/fake-site-settings.js';
import { setUpFunctionsTest } from '../support/functions-env.js';

// The site bundle (built from the site's build) as its settings reader and first version (phone 033-123-4567,
// e-mail info@jy-construction.co.kr, no KakaoTalk channel).
vi.mock('../../src/pages/load-site-bundle.js', async () => {
  const { fakeSiteSettingsSource: source } = await import('../support/fake-site-settings.js');
  return { loadSiteBundle: async () => ({ bundle: source, template: '' }) };
});

/**
 * onSiteSettingsSaved's handler, called the way the trigger calls it (wrap with the created history entry) against
 * the Firestore emulator: when a save changes the public phone, e-mail or KakaoTalk channel, every alert recipient
 * gets one e-mail naming what changed from what to what, who saved it and when.
 */
const { fft, db } = setUpFunctionsTest();
const SITE = 'https://jy.example.kr';
const wrapped = fft.wrap(onSiteSettingsSaved);
const SAVED_AT = new Date('2026-11-28T07:05:00Z');

/** Writes siteSettingsHistory/{version} as the adapter does, and delivers its creation event. */
async function save(version: number, settings: Record<string, unknown>, fields: Record<string, unknown> = {}) {
  const ref = db.collection('siteSettingsHistory').doc(String(version));
  await ref.set({
    version,
    savedAt: Timestamp.fromDate(SAVED_AT),
    savedByUid: 'staff-uid',
    savedByEmail: 'staff@example.com',
    settings,
    private: { processorNotes: [''] },
    changed: ['company'],
    restoredFrom: null,
    ...fields,
  });
  await wrapped({ data: await ref.get(), params: { version: String(version) } });
}

async function mailDocs(): Promise<Record<string, unknown>[]> {
  return (await db.collection('mail').get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

beforeEach(async () => {
  process.env.SITE_URL = SITE;
  await db
    .collection('settings')
    .doc('notifications')
    .set({ emailRecipients: ['boss@example.com', 'office@example.com'] });
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe('onSiteSettingsSaved (handler on the Firestore emulator)', () => {
  it('the first save of a new phone number: one e-mail to every recipient, from the first version to the new number', async () => {
    await save(1, storedSettings({ phone: '010-9999-8888' }));
    expect(await mailDocs()).toEqual([
      {
        id: 'site-settings-1',
        to: ['boss@example.com', 'office@example.com'],
        template: {
          name: 'site_settings_change',
          data: {
            companyName: 'JY건설',
            version: 1,
            changes: [{ what: '대표 전화', from: '033-123-4567', to: '010-9999-8888' }],
            savedBy: 'staff@example.com',
            savedAt: '2026년 11월 28일 (토) 16:05',
            restoredFrom: null,
            adminUrl: `${SITE}/#/jy-dev/settings`,
          },
        },
      },
    ]);
  });

  it('compares a later version with the one before it, and each change of e-mail or KakaoTalk channel counts', async () => {
    await db
      .collection('siteSettingsHistory')
      .doc('1')
      .set({ version: 1, settings: storedSettings({}, '_OldChannel') });
    await save(2, storedSettings({ email: 'sales@jy.co.kr' }), { restoredFrom: null });
    const [mail] = await mailDocs();
    expect(mail).toMatchObject({
      id: 'site-settings-2',
      template: {
        data: {
          version: 2,
          changes: [
            { what: '대표 이메일', from: 'info@jy-construction.co.kr', to: 'sales@jy.co.kr' },
            { what: '카카오톡 채널', from: 'pf.kakao.com/_OldChannel', to: '없음' },
          ],
        },
      },
    });
  });

  it('says when the save restored an earlier version', async () => {
    await db
      .collection('siteSettingsHistory')
      .doc('2')
      .set({ version: 2, settings: storedSettings({ phone: '010-1111-2222' }) });
    await save(3, storedSettings(), { restoredFrom: 1 });
    expect((await mailDocs())[0]).toMatchObject({
      template: { data: { restoredFrom: 1, changes: [{ what: '대표 전화', to: '033-123-4567' }] } },
    });
  });

  it('writes nothing when no contact detail changed (a new name, texts, prices)', async () => {
    await save(1, storedSettings({ name: 'JY종합건설' }));
    expect(await mailDocs()).toEqual([]);
  });

  it('writes nothing when nobody is on the alert list', async () => {
    await db.collection('settings').doc('notifications').set({ emailRecipients: [] });
    await save(1, storedSettings({ phone: '010-9999-8888' }));
    expect(await mailDocs()).toEqual([]);
  });

  it('an event delivered twice sends one e-mail (the mail document is named after the version)', async () => {
    await save(1, storedSettings({ phone: '010-9999-8888' }));
    await db.collection('mail').doc('site-settings-1').update({ 'delivery.state': 'SUCCESS' });
    await wrapped({ data: await db.collection('siteSettingsHistory').doc('1').get(), params: { version: '1' } });
    const mails = await mailDocs();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ delivery: { state: 'SUCCESS' } });
  });

  it('sends nothing when the version before is missing (nothing to compare with), or the id is no version', async () => {
    const context = { db, source: fakeSiteSettingsSource, siteUrl: SITE };
    const data = { settings: storedSettings({ phone: '010-9999-8888' }) };
    expect(await alertSiteSettingsChange(context, { version: '5', data, receivedAt: SAVED_AT })).toBe(0);
    expect(await alertSiteSettingsChange(context, { version: 'draft', data, receivedAt: SAVED_AT })).toBe(0);
    expect(await mailDocs()).toEqual([]);
  });
});
