import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { alertNewInquiry } from '../../src/alerts/alert-new-inquiry.js';
import { ALERT_EMAILS_PER_MINUTE, DIGEST_ITEMS_COLLECTION } from '../../src/alerts/alert-rate.js';
import { sendPushDigests } from '../../src/alerts/push-digest.js';
import { sendSecondAlarm } from '../../src/alerts/second-alarm.js';
import { pushChannel, type PushContext } from '../../src/channels/push.js';
import { sendTestPush } from '../../src/push/push-test.js';
import { alertSiteSettings } from '../../src/site-settings/site-settings-reader.js';
import { fakeDevice, fakePushService, type FakeDevice } from '../support/fake-push-service.js';
import { setUpFunctionsTest, storedInquiry } from '../support/functions-env.js';

vi.mock('../../src/pages/load-site-bundle.js', async () => {
  const { fakeSiteSettingsSource } = await import('../support/fake-site-settings.js');
  return { loadSiteBundle: async () => ({ bundle: fakeSiteSettingsSource, template: '' }) };
});

/**
 * The push channel on the Firestore emulator, the push services faked at their HTTP boundary (each message
 * decrypted with the device's own keys): who gets what, the rate limit and digest, dead subscriptions, lost claims.
 */
const { db } = setUpFunctionsTest();
const SITE = 'https://jy.example.kr';
const AT = new Date('2026-11-26T05:00:00Z');

let service: ReturnType<typeof fakePushService>;
let admins: Set<string>;
let ctx: PushContext;

beforeEach(() => {
  alertSiteSettings.clear();
  service = fakePushService();
  admins = new Set(['boss', 'office']);
  ctx = { db, sender: service.sender, isAdmin: async (uids) => new Set(uids.filter((uid) => admins.has(uid))) };
});

/** Subscribes a new device of `uid` as the admin writes it (src/backend/firebase/push-devices.ts). */
async function subscribe(uid: string, id = `d${Math.random().toString(36).slice(2, 10)}`): Promise<FakeDevice & { id: string }> {
  const device = fakeDevice();
  await db.doc(`staff/${uid}/pushDevices/${id}`).set({
    ...device.subscription,
    name: 'Android · Chrome',
    createdAt: Timestamp.fromDate(AT),
    lastUsedAt: Timestamp.fromDate(AT),
  });
  return { ...device, id };
}

async function arrive(id: string, at = AT, fields: Record<string, unknown> = {}) {
  const data = storedInquiry({ submittedAt: Timestamp.fromDate(at), ...fields });
  await db.collection('inquiries').doc(id).set(data);
  return alertNewInquiry(
    { db, channels: [pushChannel(ctx)], siteUrl: SITE, siteSettings: alertSiteSettings },
    { inquiryId: id, data, receivedAt: at },
  );
}

const bodies = (device: FakeDevice) => service.messagesOf(device).map((message) => message.body);

describe('push to every staff device', () => {
  it('a new inquiry reaches every device of every admin at once, masked; a retried event sends nothing more', async () => {
    const phone = await subscribe('boss');
    const tablet = await subscribe('boss');
    const office = await subscribe('office');
    await expect(arrive('inq1', AT, { name: '김철수' })).resolves.toEqual({ push: 3 });
    for (const device of [phone, tablet, office]) {
      expect(service.messagesOf(device)).toEqual([
        expect.objectContaining({
          kind: 'new-inquiry',
          inquiryId: 'inq1',
          body: '새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장',
          tel: 'tel:01012345678',
        }),
      ]);
    }
    expect((await db.doc(`staff/boss/pushDevices/${phone.id}`).get()).get('lastPushAt')).toEqual(Timestamp.fromDate(AT));
    await expect(arrive('inq1', AT, { name: '김철수' })).resolves.toEqual({ push: 0 });
    expect(service.messagesOf(phone)).toHaveLength(1);
  });

  it('removes a device whose subscription the push service calls gone (404, 410); the others still get it', async () => {
    const gone = await subscribe('boss');
    const expired = await subscribe('boss');
    const alive = await subscribe('boss');
    service.answer.set(gone.subscription.endpoint, 410);
    service.answer.set(expired.subscription.endpoint, 404);
    await expect(arrive('inq1')).resolves.toEqual({ push: 1 });
    expect(service.messagesOf(alive)).toHaveLength(1);
    const left = await db.collection('staff/boss/pushDevices').get();
    expect(left.docs.map((doc) => doc.id)).toEqual([alive.id]);
  });

  it('a push service that fails fails the event; its retry pushes only to the device that missed it', async () => {
    const flaky = await subscribe('boss');
    const fine = await subscribe('office');
    service.answer.set(flaky.subscription.endpoint, 503);
    await expect(arrive('inq1')).rejects.toThrow(/failed/);
    service.answer.delete(flaky.subscription.endpoint);
    await expect(arrive('inq1')).resolves.toEqual({ push: 1 });
    expect(service.messagesOf(flaky)).toHaveLength(1);
    expect(service.messagesOf(fine)).toHaveLength(1);
  });

  it('an account that lost the admin claim gets nothing on any device, and its devices are removed', async () => {
    const boss = await subscribe('boss');
    const formerA = await subscribe('former');
    const formerB = await subscribe('former');
    await expect(arrive('inq1')).resolves.toEqual({ push: 1 });
    expect(bodies(boss)).toHaveLength(1);
    expect(service.messagesOf(formerA)).toEqual([]);
    expect(service.messagesOf(formerB)).toEqual([]);
    expect((await db.collection('staff/former/pushDevices').get()).size).toBe(0);
  });

  it('keeps the e-mail rate limit per device: a flood pushes 3 a minute, then one digest push of the rest', async () => {
    const phone = await subscribe('boss');
    for (let index = 0; index < ALERT_EMAILS_PER_MINUTE + 4; index += 1)
      await arrive(`flood${index}`, new Date(AT.getTime() + index * 1000));
    expect(service.messagesOf(phone)).toHaveLength(ALERT_EMAILS_PER_MINUTE);
    const cutoff = new Date(AT.getTime() + 10 * 60_000);
    const sent = await sendPushDigests(ctx, cutoff);
    expect(Object.values(sent)).toEqual([4]);
    expect(service.messagesOf(phone).at(-1)).toMatchObject({ kind: 'digest', title: '새 문의 4건', inquiryId: null });
    expect((await db.collection(DIGEST_ITEMS_COLLECTION).get()).size).toBe(0);
    // The run retried with the same time, or the next run: nothing more.
    await expect(sendPushDigests(ctx, cutoff)).resolves.toEqual({});
    expect(service.messagesOf(phone)).toHaveLength(ALERT_EMAILS_PER_MINUTE + 1);
  });

  it('without VAPID keys nothing is pushed, and the alert does not fail', async () => {
    const phone = await subscribe('boss');
    ctx = { ...ctx, sender: null };
    await expect(arrive('inq1')).resolves.toEqual({ push: 0 });
    expect(service.messagesOf(phone)).toEqual([]);
  });
});

describe('the second alarm and the test push', () => {
  it('the second alarm pushes to every device (replacing the first notification); an answered inquiry pushes nothing', async () => {
    const phone = await subscribe('boss');
    await arrive('waiting', AT);
    await arrive('answered', AT);
    await db.doc('inquiries/answered').update({ firstContactAt: Timestamp.fromDate(new Date(AT.getTime() + 60_000)) });
    const now = () => new Date(AT.getTime() + 10 * 60_000);
    const send = (id: string) => sendSecondAlarm({ db, push: ctx, siteUrl: SITE, siteSettings: alertSiteSettings, now }, id);
    await expect(send('waiting')).resolves.toBe('sent');
    await expect(send('answered')).resolves.toBe('answered');
    await expect(send('waiting')).resolves.toBe('sent');
    const alarms = service.messagesOf(phone).filter((message) => message.kind === 'second-alarm');
    expect(alarms).toEqual([
      expect.objectContaining({ inquiryId: 'waiting', tag: 'inquiry-waiting', title: '10분째 연락을 기다리는 문의' }),
    ]);
  });

  it('a test goes to the one device that asked, only while its owner is an admin', async () => {
    const phone = await subscribe('boss');
    const other = await subscribe('boss');
    await expect(sendTestPush(ctx, 'boss', db.doc(`staff/boss/pushDevices/${phone.id}`), AT)).resolves.toBe('sent');
    expect(service.messagesOf(phone)).toEqual([expect.objectContaining({ kind: 'test', title: '테스트 알림' })]);
    expect(service.messagesOf(other)).toEqual([]);
    admins.delete('boss');
    await expect(sendTestPush(ctx, 'boss', db.doc(`staff/boss/pushDevices/${other.id}`), AT)).resolves.toBe('not-admin');
    expect(service.messagesOf(other)).toEqual([]);
  });
});
