import { describe, expect, it } from 'vitest';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { RECENT_ACTIVITIES_LIMIT } from '@/config/page-sizes';
import type { Activity } from '@/domain/types';
import { EVENTUAL_WAIT_MS } from '../../../support/timeouts';
import type { ContractEnv } from '../contract-env';
import { activityDoc } from '../fixtures';

/** The dashboard's live list of the latest activities. */
export function liveActivitiesContract(env: ContractEnv): void {
  describe('recent activities (live)', () => {
    it('delivers the latest 5, newest first, then again when an activity is added; stops after unsubscribe', async () => {
      await env.backend.seed({ activities: Array.from({ length: 7 }, (_, i) => activityDoc(i + 1)) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const deliveries: Activity[][] = [];
      const unsubscribe = admin.subscribeRecentActivities(
        RECENT_ACTIVITIES_LIMIT,
        (activities) => deliveries.push(activities),
        (error) => {
          throw error;
        },
      );
      const timeout = env.harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS;
      await expect.poll(() => deliveries.length, { timeout }).toBeGreaterThanOrEqual(1);
      expect(deliveries[0]?.map((a) => a.id)).toEqual(['act-07', 'act-06', 'act-05', 'act-04', 'act-03']);
      expect(deliveries[0]?.[0]).toEqual(activityDoc(7));

      const id = await (
        await env.publicBackend()
      ).submitInquiry({
        name: '실시간',
        email: null,
        phone: '010-1111-2222',
        message: '대시보드에 바로 보여야 합니다.',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
        workType: null,
        region: null,
        preferredCallTime: null,
        photoCount: 0,
      });
      await expect.poll(() => deliveries[deliveries.length - 1]?.[0]?.relatedId, { timeout }).toBe(id);
      const latest = deliveries[deliveries.length - 1] ?? [];
      expect(latest).toHaveLength(RECENT_ACTIVITIES_LIMIT);
      expect(latest.slice(1).map((a) => a.id)).toEqual(['act-07', 'act-06', 'act-05', 'act-04']);

      unsubscribe();
      const count = deliveries.length;
      await (
        await env.publicBackend()
      ).submitInquiry({
        name: '구독 해제 후',
        email: null,
        phone: '010-3333-4444',
        message: '보이지 않아야 합니다.',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
        workType: null,
        region: null,
        preferredCallTime: null,
        photoCount: 0,
      });
      // Another subscriber sees the new activity; the unsubscribed one got nothing more.
      await env.activitiesWhen((list) => list.some((a) => a.type === 'new_inquiry' && a.relatedId !== id));
      expect(deliveries).toHaveLength(count);
    });

    it('delivers an empty list when there is no activity', async () => {
      await env.signInAsAdmin();
      expect(await env.activitiesWhen(() => true)).toEqual([]);
    });
  });
}
