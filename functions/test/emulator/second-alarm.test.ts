import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readMailTemplates } from '../../../scripts/firebase/mail-templates.mjs';
import { scheduleSecondAlarm, sendSecondAlarm } from '../../src/alerts/second-alarm.js';
import { inquirySecondAlarm, onInquiryCreated } from '../../src/index.js';
import { alertSiteSettings } from '../../src/site-settings/site-settings-reader.js';
import { setUpFakeCloudTasks, type EnqueuedTask } from '../support/fake-cloud-tasks.js';
import { FIRST_SETTINGS } from '../support/fake-site-settings.js';
import { setUpFunctionsTest, storedInquiry } from '../support/functions-env.js';

vi.mock('../../src/pages/load-site-bundle.js', async () => {
  const { fakeSiteSettingsSource } = await import('../support/fake-site-settings.js');
  return { loadSiteBundle: async () => ({ bundle: fakeSiteSettingsSource, template: '' }) };
});

/**
 * The second alarm on the Firestore emulator: onInquiryCreated's handler (as the trigger calls it) enqueues one task
 * per inquiry through the Admin SDK, seen at Cloud Tasks' HTTP boundary (support/fake-cloud-tasks.ts), which runs it
 * at its scheduleTime through inquirySecondAlarm's own handler. An inquiry left untouched gets its mail document
 * then; one answered in time gets none.
 */
const { fft, db } = setUpFunctionsTest();
const cloudTasks = setUpFakeCloudTasks();
const SITE = 'https://jy.example.kr';
const wrapped = fft.wrap(onInquiryCreated);

/** Runs the task the way Cloud Tasks does: the task function with the task's data. */
const runTask = async (task: EnqueuedTask) => inquirySecondAlarm.run({ data: task.data } as Parameters<typeof inquirySecondAlarm.run>[0]);

async function saveSettings(secondAlarm: unknown, emailRecipients = ['boss@example.com', 'office@example.com']) {
  await db
    .collection('settings')
    .doc('notifications')
    .set({ emailRecipients, ...(secondAlarm ? { secondAlarm } : {}) });
}

/** A new inquiry, received now, and the trigger's handler run for it. */
async function arrive(id: string, at = new Date()) {
  const ref = db.collection('inquiries').doc(id);
  await ref.set(storedInquiry({ submittedAt: Timestamp.fromDate(at) }));
  await wrapped({ data: await ref.get(), params: { inquiryId: id }, time: at.toISOString() });
}

const mailIds = async () => (await db.collection('mail').get()).docs.map((doc) => doc.id).sort();

beforeEach(() => {
  process.env.SITE_URL = SITE;
  alertSiteSettings.clear();
});

describe('the second alarm (handlers on the Firestore emulator, Cloud Tasks at its HTTP boundary)', () => {
  it('enqueues one task per inquiry, for the instant the settings give, named after the inquiry', async () => {
    await saveSettings({ afterSeconds: 600, outsideHours: 'alert' });
    const at = new Date('2026-11-03T05:05:00Z');
    await arrive('inq-1', at);
    // The event delivered again: the same task id is refused by Cloud Tasks, and that is no failure.
    await arrive('inq-1', at);
    expect(cloudTasks.tasks).toEqual([
      {
        queue: 'inquirySecondAlarm',
        id: 'second-alarm-inq-1',
        scheduleTime: new Date('2026-11-03T05:15:00Z'),
        data: { inquiryId: 'inq-1' },
      },
    ]);
  });

  it('counts business time by default: an inquiry on a Saturday rings 10 minutes after Monday opens', async () => {
    await saveSettings(null);
    await arrive('inq-sat', new Date('2026-11-28T02:00:00Z')); // Saturday 11:00 in Korea
    expect(cloudTasks.tasks.map((task) => task.scheduleTime)).toEqual([new Date('2026-11-30T00:10:00Z')]); // Monday 09:10
  });

  it('schedules nothing when turned off, or for an inquiry outside business hours with skip', async () => {
    await saveSettings({ afterSeconds: 0, outsideHours: 'wait' });
    await arrive('inq-off');
    await saveSettings({ afterSeconds: 600, outsideHours: 'skip' });
    await arrive('inq-night', new Date('2026-11-26T14:00:00Z')); // Thursday 23:00 in Korea
    expect(cloudTasks.tasks).toEqual([]);
  });

  it('at the set time: the untouched inquiry e-mails every recipient; the one answered in time, nobody', async () => {
    cloudTasks.dispatchWith(runTask);
    await saveSettings({ afterSeconds: 2, outsideHours: 'alert' });
    const start = Date.now();
    await arrive('inq-waiting');
    await arrive('inq-called');
    await db.collection('inquiries').doc('inq-called').update({ firstContactAt: Timestamp.now() });
    // The first alerts only, until the alarm is due.
    expect(await mailIds()).toEqual(['inq-called', 'inq-waiting']);
    await Promise.all(cloudTasks.dispatched);
    expect(Date.now() - start).toBeGreaterThanOrEqual(2000);
    expect(await mailIds()).toEqual(['inq-called', 'inq-waiting', 'inq-waiting-waiting']);
    const mail = (await db.collection('mail').doc('inq-waiting-waiting').get()).data();
    expect(mail).toMatchObject({
      to: ['boss@example.com', 'office@example.com'],
      template: {
        name: 'inquiry_waiting',
        data: { name: '홍길동', phone: '010-1234-5678', waited: '1분', adminUrl: `${SITE}/#/jy-dev/inquiries?open=inq-waiting` },
      },
    });
  });

  it('a task run twice sends one e-mail; an inquiry deleted meanwhile, none', async () => {
    await saveSettings(null);
    await db.collection('inquiries').doc('inq-1').set(storedInquiry());
    const ctx = { db, siteUrl: SITE, siteSettings: async () => FIRST_SETTINGS, now: () => new Date('2026-11-03T05:15:00Z') };
    expect(await sendSecondAlarm(ctx, 'inq-1')).toBe('sent');
    expect(await sendSecondAlarm(ctx, 'inq-1')).toBe('sent');
    expect(await sendSecondAlarm(ctx, 'inq-gone')).toBe('gone');
    expect(await mailIds()).toEqual(['inq-1-waiting']);
    expect((await db.collection('mail').doc('inq-1-waiting').get()).get('template.data.waited')).toBe('10분');
  });

  it('with the site settings unreadable, counts every minute rather than lose the alarm', async () => {
    await saveSettings({ afterSeconds: 600, outsideHours: 'wait' });
    const enqueued: unknown[] = [];
    const at = await scheduleSecondAlarm(
      {
        db,
        queue: { enqueue: async (task, options) => void enqueued.push({ task, ...options }) },
        siteSettings: () => Promise.reject(new Error('no settings')),
      },
      'inq-1',
      new Date('2026-11-28T02:00:00Z'),
    );
    expect(at).toEqual(new Date('2026-11-28T02:10:00Z'));
    expect(enqueued).toHaveLength(1);
  });

  it('its template exists for the Trigger Email extension', () => {
    expect(readMailTemplates().map((template) => template.name)).toContain('inquiry_waiting');
  });
});
