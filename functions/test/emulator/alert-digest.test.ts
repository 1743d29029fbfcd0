import { Timestamp } from 'firebase-admin/firestore';
import Handlebars from 'handlebars';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readMailTemplates } from '../../../scripts/firebase/mail-templates.mjs';
import { ALERT_EMAILS_PER_MINUTE, DIGEST_ITEMS_COLLECTION } from '../../src/alerts/alert-rate.js';
import { ALERT_HEARTBEAT_ID, FUNCTION_STATUS_COLLECTION } from '../../src/app-constants.js';
import { DIGEST_TEMPLATE, type DigestTemplateData } from '../../src/alerts/alert-digest.js';
import { inquiryAlertDigests, onInquiryCreated } from '../../src/index.js';
import { alertSiteSettings } from '../../src/site-settings/site-settings-reader.js';
import { setUpFakeCloudTasks } from '../support/fake-cloud-tasks.js';
import { setUpFunctionsTest, storedInquiry } from '../support/functions-env.js';

// The site bundle (built from the site's build) as its settings reader: the e-mails name the stored company.
vi.mock('../../src/pages/load-site-bundle.js', async () => {
  const { fakeSiteSettingsSource } = await import('../support/fake-site-settings.js');
  return { loadSiteBundle: async () => ({ bundle: fakeSiteSettingsSource, template: '' }) };
});

/**
 * A flood of inquiries on the alert handlers (firebase-functions-test's wrap for onInquiryCreated, the scheduled
 * function's own run() for the digest) against the Firestore emulator: each recipient gets at most
 * ALERT_EMAILS_PER_MINUTE alert e-mails a minute, the rest arrive as one digest per recipient.
 */
const { fft, db } = setUpFunctionsTest();
// Each inquiry also schedules its second alarm: Cloud Tasks answered at its HTTP boundary.
setUpFakeCloudTasks();
const SITE = 'https://jy.example.kr';
const created = fft.wrap(onInquiryCreated);
const RECIPIENTS = ['boss@example.com', 'office@example.com'];
// The minute the flood arrives in (Korea: 2026-11-26 14:00), and the digest run ten minutes later.
const FLOOD_AT = new Date('2026-11-26T05:00:00Z');
const DIGEST_AT = new Date('2026-11-26T05:10:00Z');

/** Creates inquiry `id` and delivers its creation event, as arriving at `at`. */
async function arrive(id: string, at: Date) {
  const ref = db.collection('inquiries').doc(id);
  await ref.set(storedInquiry({ photoCount: 5 }));
  await created({ data: await ref.get(), params: { inquiryId: id }, time: at.toISOString() });
}

/** Runs the scheduled digest as Cloud Scheduler would at `at`. */
function runDigest(at: Date) {
  return inquiryAlertDigests.run({ scheduleTime: at.toISOString(), jobName: 'inquiryAlertDigests' });
}

async function mails() {
  return (await db.collection('mail').get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { to: string[]; template: { name: string; data: unknown } }),
  }));
}

/** The digest's subject and text as the Trigger Email extension renders them (Handlebars, no HTML escaping). */
function renderDigest(data: DigestTemplateData) {
  const template = readMailTemplates().find((candidate) => candidate.name === DIGEST_TEMPLATE);
  if (!template) throw new Error(`no ${DIGEST_TEMPLATE} template`);
  return {
    subject: Handlebars.compile(template.subject, { noEscape: true })(data),
    text: Handlebars.compile(template.text, { noEscape: true })(data),
    html: Handlebars.compile(template.html)(data),
  };
}

beforeEach(async () => {
  process.env.SITE_URL = SITE;
  alertSiteSettings.clear();
  await db.collection('settings').doc('notifications').set({ emailRecipients: RECIPIENTS });
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe('alert e-mails under a flood of inquiries', () => {
  it(`40 inquiries in one minute: ${ALERT_EMAILS_PER_MINUTE} alert e-mails, then one digest per recipient "지난 10분간 새 문의 37건"`, async () => {
    const ids = Array.from({ length: 40 }, (_, index) => `flood-${String(index).padStart(2, '0')}`);
    // All at once, as a flood arrives: the slots are taken by create(), never by a contended transaction.
    await Promise.all(ids.map((id, index) => arrive(id, new Date(FLOOD_AT.getTime() + index * 500))));

    // Each recipient is addressed by exactly ALERT_EMAILS_PER_MINUTE alert e-mails (which ones may differ per
    // recipient: each takes its own slots).
    const alerts = await mails();
    expect(alerts.every((alert) => alert.template.name === 'new_inquiry')).toBe(true);
    for (const recipient of RECIPIENTS) {
      expect(
        alerts.filter((alert) => alert.to.includes(recipient)),
        recipient,
      ).toHaveLength(ALERT_EMAILS_PER_MINUTE);
    }
    expect((await db.collection(DIGEST_ITEMS_COLLECTION).count().get()).data().count).toBe(37 * RECIPIENTS.length);

    await runDigest(DIGEST_AT);
    const digests = (await mails()).filter((mail) => mail.template.name === DIGEST_TEMPLATE);
    expect(digests.map((digest) => digest.to).sort()).toEqual(RECIPIENTS.map((recipient) => [recipient]));
    for (const digest of digests) {
      expect(digest.template.data).toEqual({
        companyName: 'JY건설',
        count: 37,
        perMinute: ALERT_EMAILS_PER_MINUTE,
        minutes: 10,
        since: expect.stringMatching(/^2026년 11월 26일 \(목\) 14:0\d$/),
        until: '2026년 11월 26일 (목) 14:10',
        adminUrl: `${SITE}/#/jy-dev/inquiries`,
      });
      const rendered = renderDigest(digest.template.data as DigestTemplateData);
      expect(rendered.subject).toBe('[새 문의] 지난 10분간 새 문의 37건');
      expect(rendered.text).toContain('지난 10분간 새 문의 37건이 더 접수되었습니다.');
      expect(rendered.text).toContain(`관리자 화면에서 문의 목록 보기: ${SITE}/#/jy-dev/inquiries`);
      expect(rendered.html).toContain('지난 10분간 새 문의 37건');
      expect(rendered.text).toContain('JY건설 홈페이지에 문의가 접수되면 자동으로 보내는 메일입니다.');
    }
    // The folded records are gone; a retried run (same schedule time) or the next one sends nothing more.
    expect((await db.collection(DIGEST_ITEMS_COLLECTION).count().get()).data().count).toBe(0);
    const before = (await mails()).length;
    await runDigest(DIGEST_AT);
    await runDigest(new Date(DIGEST_AT.getTime() + 10 * 60_000));
    expect(await mails()).toHaveLength(before);
  });

  it('the next minute has its own alerts again', async () => {
    for (const [index, id] of ['a1', 'a2', 'a3', 'a4'].entries()) await arrive(id, new Date(FLOOD_AT.getTime() + index * 1000));
    await arrive('b1', new Date(FLOOD_AT.getTime() + 60_000));
    expect((await mails()).map((mail) => mail.id).sort()).toEqual(['a1', 'a2', 'a3', 'b1']);
  });

  it('an event delivered twice keeps its one slot and its one e-mail, and a folded one is counted once', async () => {
    await arrive('r1', FLOOD_AT);
    await created({ data: await db.collection('inquiries').doc('r1').get(), params: { inquiryId: 'r1' }, time: FLOOD_AT.toISOString() });
    await arrive('r2', FLOOD_AT);
    await arrive('r3', FLOOD_AT);
    await arrive('r4', FLOOD_AT);
    await created({ data: await db.collection('inquiries').doc('r4').get(), params: { inquiryId: 'r4' }, time: FLOOD_AT.toISOString() });
    expect((await mails()).map((mail) => mail.id).sort()).toEqual(['r1', 'r2', 'r3']);
    await runDigest(DIGEST_AT);
    const digests = (await mails()).filter((mail) => mail.template.name === DIGEST_TEMPLATE);
    expect(digests.map((digest) => (digest.template.data as DigestTemplateData).count)).toEqual([1, 1]);
  });

  it('no digest when nothing was folded, and none for an address taken off the list meanwhile', async () => {
    await runDigest(DIGEST_AT);
    expect(await mails()).toEqual([]);
    for (const id of ['c1', 'c2', 'c3', 'c4', 'c5']) await arrive(id, FLOOD_AT);
    await db
      .collection('settings')
      .doc('notifications')
      .set({ emailRecipients: ['office@example.com'] });
    await runDigest(DIGEST_AT);
    const digests = (await mails()).filter((mail) => mail.template.name === DIGEST_TEMPLATE);
    expect(digests.map((digest) => digest.to)).toEqual([['office@example.com']]);
    expect((digests[0]?.template.data as DigestTemplateData).count).toBe(2);
  });

  it('every run of the schedule refreshes the heartbeat 알림 설정 reads, whether or not it had digests to send', async () => {
    const heartbeat = db.collection(FUNCTION_STATUS_COLLECTION).doc(ALERT_HEARTBEAT_ID);
    expect((await heartbeat.get()).exists).toBe(false);
    await runDigest(DIGEST_AT);
    expect((await heartbeat.get()).data()).toEqual({ checkedAt: Timestamp.fromDate(DIGEST_AT) });
    const later = new Date(DIGEST_AT.getTime() + 10 * 60_000);
    await runDigest(later);
    expect((await heartbeat.get()).get('checkedAt').toDate()).toEqual(later);
  });
});
