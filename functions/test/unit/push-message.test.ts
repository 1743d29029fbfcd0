// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALERT_PUSHES_COLLECTION } from '../../src/alerts/alert-rate.js';
import { buildInquiryAlert } from '../../src/alerts/inquiry-alert.js';
import { digestPush, maskName, newInquiryPush, secondAlarmPush, shortRegion } from '../../src/push/push-message.js';

const received = new Date('2026-11-03T05:05:00Z');
const alert = (data: Record<string, unknown>) =>
  buildInquiryAlert(
    'inq1',
    { name: '김철수', phone: '010-1234-5678', message: '지붕에서 비가 샙니다', ...data },
    'https://jy.example.kr',
    received,
  );

describe('the push payload (what a locked screen shows)', () => {
  it('says "새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장": the name masked, no phone number, no message', () => {
    const push = newInquiryPush(alert({ workType: 'roofing', region: '원주시', photoCount: 2 }));
    expect(push.body).toBe('새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장');
    expect(JSON.stringify({ title: push.title, body: push.body })).not.toMatch(/철수|1234|비가/);
    expect(push).toMatchObject({ kind: 'new-inquiry', inquiryId: 'inq1', tag: 'inquiry-inq1', tel: 'tel:01012345678' });
  });

  it('leaves out what the visitor did not give', () => {
    expect(newInquiryPush(alert({})).body).toBe('새 문의 · 김○○');
    expect(newInquiryPush(alert({ region: '기타', photoCount: 0 })).body).toBe('새 문의 · 김○○');
    expect(newInquiryPush(alert({ phone: '12' })).tel).toBeNull();
  });

  it('masks every name the same way, short or long', () => {
    expect(maskName('김')).toBe('김○');
    expect(maskName('남궁민수')).toBe('남○○○');
    expect(maskName('Alexander Smith')).toBe('A○○○');
    expect(maskName('  ')).toBe('고객');
    expect(shortRegion('홍천군')).toBe('홍천');
    expect(shortRegion('원주시')).toBe('원주');
  });

  it('the second alarm replaces the first notification (same tag) and says how long the visitor waited', () => {
    const push = secondAlarmPush(alert({ workType: 'roofing' }), '10분');
    expect(push).toMatchObject({
      kind: 'second-alarm',
      tag: 'inquiry-inq1',
      title: '10분째 연락을 기다리는 문의',
      body: '아직 연락 전 · 김○○ · 지붕 공사',
    });
    expect(digestPush(37, 10)).toMatchObject({ title: '새 문의 37건', inquiryId: null });
  });
});

describe('the push records', () => {
  const read = (file: string) => readFileSync(resolve(import.meta.dirname, '../../..', file), 'utf8');

  it('no client reads or writes them, and a TTL policy removes them', () => {
    expect(read('firestore.rules')).toMatch(
      new RegExp(`match /${ALERT_PUSHES_COLLECTION}/\\{\\w+\\} \\{\\s+allow read, write: if false;\\s+\\}`),
    );
    const indexes = JSON.parse(read('firestore.indexes.json')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: ALERT_PUSHES_COLLECTION, fieldPath: 'expireAt', ttl: true }),
    );
  });
});
