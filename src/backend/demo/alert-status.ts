import type { AlertStatus } from '@/domain/types';
import type { DemoSessionContext } from './context';

/** The demo sends no e-mail (no function runs behind it), and says so. */
export async function getAlertStatus(ctx: DemoSessionContext): Promise<AlertStatus> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  return { state: 'not-sent-here' };
}
