import { ALERT_HEARTBEAT_STALE_MINUTES } from '@/config/timing';
import type { AlertStatus } from '@/domain/types';

/** The status a heartbeat time gives at `now` (null: no heartbeat was ever written). */
export function alertStatusOf(checkedAt: Date | null, now: Date): AlertStatus {
  if (!checkedAt) return { state: 'not-set-up' };
  const stale = now.getTime() - checkedAt.getTime() > ALERT_HEARTBEAT_STALE_MINUTES * 60_000;
  return { state: stale ? 'stale' : 'running', checkedAt };
}
