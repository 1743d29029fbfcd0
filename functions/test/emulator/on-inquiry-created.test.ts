import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertNewInquiry } from '../../src/alerts/alert-new-inquiry.js';
import type { AlertChannel } from '../../src/channels/channel.js';
import { emailChannel } from '../../src/channels/email.js';
import { onInquiryCreated } from '../../src/index.js';
import { alertSiteSettings } from '../../src/site-settings/site-settings-reader.js';
import { setUpFakeCloudTasks } from '../support/fake-cloud-tasks.js';
import { FIRST_SETTINGS, storedSettings } from '../support/fake-site-settings.js';
import { storedInquiry, setUpFunctionsTest } from '../support/functions-env.js';

// The site bundle (built from the site's build) as its settings reader; `failing` makes loading it fail.
const bundle = vi.hoisted(() => ({ failing: false }));
vi.mock('../../src/pages/load-site-bundle.js', async () => {
  const { fakeSiteSettingsSource } = await import('../support/fake-site-settings.js');
  return {
    loadSiteBundle: async () => {
      if (bundle.failing) throw new Error('no site bundle');
      return { bundle: fakeSiteSettingsSource, template: '' };
    },
  };
});

/**
 * onInquiryCreated's handler, called the way the trigger calls it (firebase-functions-test's wrap with the
 * created document's snapshot) against the Firestore emulator: it reads settings/notifications and writes the
 * mail document the Trigger Email extension sends. The real trigger dispatch: real-trigger.test.ts (Java 21).
 */
const { fft, db } = setUpFunctionsTest();
// Each inquiry also schedules its second alarm (second-alarm.test.ts): Cloud Tasks answered at its HTTP boundary.
setUpFakeCloudTasks();
const SITE = 'https://jy.example.kr';
const wrapped = fft.wrap(onInquiryCreated);

async function createInquiry(id: string, fields: Record<string, unknown> = {}) {
  const ref = db.collection('inquiries').doc(id);
  await ref.set(storedInquiry(fields));
  return ref.get();
}

async function saveRecipients(emailRecipients: unknown) {
  await db.collection('settings').doc('notifications').set({ emailRecipients });
}

/** Runs the handler for the inquiry, as the trigger would. */
async function trigger(id: string, fields: Record<string, unknown> = {}) {
  const snapshot = await createInquiry(id, fields);
  await wrapped({ data: snapshot, params: { inquiryId: id } });
}

async function mailDocs(): Promise<Record<string, unknown>[]> {
  return (await db.collection('mail').get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

beforeEach(() => {
  process.env.SITE_URL = SITE;
  bundle.failing = false;
  alertSiteSettings.clear();
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe('onInquiryCreated (handler on the Firestore emulator)', () => {
  it('writes ONE mail document to every recipient, in the Trigger Email shape with the new_inquiry template', async () => {
    await saveRecipients(['boss@example.com', 'office@example.com']);
    await trigger('inq-1');
    expect(await mailDocs()).toEqual([
      {
        id: 'inq-1',
        to: ['boss@example.com', 'office@example.com'],
        template: {
          name: 'new_inquiry',
          data: {
            companyName: 'JY건설',
            name: '홍길동',
            phone: '010-1234-5678',
            telUrl: 'tel:01012345678',
            workType: '지붕 공사',
            region: '원주시',
            preferredCallTime: '아무 때나',
            messageStart: '지붕에서 물이 샙니다. <b>급합니다</b>',
            messageTruncated: false,
            photoCount: 2,
            submittedAt: '2026년 11월 3일 (화) 14:05',
            adminUrl: `${SITE}/#/jy-dev/inquiries?open=inq-1`,
          },
        },
      },
    ]);
  });

  it('does nothing when nobody is on the list: no setting, an empty list, or only entries that are no address', async () => {
    await trigger('inq-1');
    await saveRecipients([]);
    await trigger('inq-2');
    await saveRecipients(['', 42, 'not-an-address']);
    await trigger('inq-3');
    expect(await mailDocs()).toEqual([]);
  });

  it('an event delivered twice sends one e-mail (the mail document is named after the inquiry)', async () => {
    await saveRecipients(['boss@example.com']);
    await trigger('inq-1');
    const first = await mailDocs();
    // The extension marks the document as it goes; a repeated event must not overwrite (and so resend) it.
    await db.collection('mail').doc('inq-1').update({ 'delivery.state': 'SUCCESS' });
    await saveRecipients(['someone-else@example.com']);
    await wrapped({ data: await db.collection('inquiries').doc('inq-1').get(), params: { inquiryId: 'inq-1' } });
    const after = await mailDocs();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ to: first[0]?.to, delivery: { state: 'SUCCESS' } });
  });

  it('without SITE_URL the alert still goes out, without the link', async () => {
    delete process.env.SITE_URL;
    await saveRecipients(['boss@example.com']);
    await trigger('inq-1');
    const [mail] = await mailDocs();
    expect(mail?.template).toMatchObject({ data: { name: '홍길동', adminUrl: null } });
  });

  it('one failing channel does not stop the others, and the failure is reported', async () => {
    await saveRecipients(['boss@example.com']);
    const snapshot = await createInquiry('inq-1');
    const broken: AlertChannel = { name: 'sms', send: () => Promise.reject(new Error('provider down')) };
    const result = alertNewInquiry(
      { db, channels: [broken, emailChannel(db)], siteUrl: SITE, siteSettings: async () => FIRST_SETTINGS },
      { inquiryId: 'inq-1', data: snapshot.data() ?? {}, receivedAt: new Date() },
    );
    await expect(result).rejects.toThrow(/1 alert channel\(s\) failed/);
    expect((await mailDocs()).map((mail) => mail.id)).toEqual(['inq-1']);
  });

  it('every channel gets the same alert and the saved recipients', async () => {
    await saveRecipients(['boss@example.com']);
    const seen: unknown[] = [];
    const recording: AlertChannel = {
      name: 'sms',
      send: async (alert, recipients) => {
        seen.push({ inquiryId: alert.inquiryId, name: alert.name, recipients });
        return 0;
      },
    };
    const snapshot = await createInquiry('inq-9');
    const sent = await alertNewInquiry(
      { db, channels: [emailChannel(db), recording], siteUrl: SITE, siteSettings: async () => FIRST_SETTINGS },
      { inquiryId: 'inq-9', data: snapshot.data() ?? {}, receivedAt: new Date() },
    );
    expect(sent).toEqual({ email: 1, sms: 0 });
    expect(seen).toEqual([{ inquiryId: 'inq-9', name: '홍길동', recipients: { emailRecipients: ['boss@example.com'] } }]);
  });

  it('names the company as the stored site settings do, read at most once a minute per instance', async () => {
    await saveRecipients(['boss@example.com']);
    await db
      .collection('settings')
      .doc('site')
      .set(storedSettings({ name: 'JY건설 원주점' }));
    await trigger('inq-1');
    // Renamed now: this instance keeps the name it read for a minute (then the next e-mails name the new one).
    await db
      .collection('settings')
      .doc('site')
      .set(storedSettings({ name: 'JY종합건설' }));
    await trigger('inq-2');
    alertSiteSettings.clear();
    await trigger('inq-3');
    const names = Object.fromEntries(
      (await mailDocs()).map((mail) => [mail.id, (mail.template as { data: { companyName: unknown } }).data.companyName]),
    );
    expect(names).toEqual({ 'inq-1': 'JY건설 원주점', 'inq-2': 'JY건설 원주점', 'inq-3': 'JY종합건설' });
  });

  it('goes out without the company name when the site settings cannot be read', async () => {
    bundle.failing = true;
    await saveRecipients(['boss@example.com']);
    await trigger('inq-1');
    const [mail] = await mailDocs();
    expect(mail?.template).toMatchObject({ data: { name: '홍길동', companyName: null } });
  });
});
