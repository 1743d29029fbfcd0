import { afterEach, beforeEach } from 'vitest';
import type { AdminBackend, AuthBackend, PublicBackend } from '@/backend/port';
import { errorCode } from '@/domain/errors';
import type { Page } from '@/domain/paging';
import type { Activity, AdminUser } from '@/domain/types';
import { EVENTUAL_WAIT_MS } from '../../support/timeouts';
import type { ContractBackend, ContractHarness, Credentials } from './harness';

/** What each part of the suite gets: the harness, the current test's backend and shortcuts through the port. */
export interface ContractEnv {
  harness: ContractHarness;
  /** The backend of the running test (made fresh in beforeEach). */
  readonly backend: ContractBackend;
  publicBackend(): Promise<PublicBackend>;
  authBackend(): Promise<AuthBackend>;
  adminBackend(): Promise<AdminBackend>;
  signIn(credentials: Credentials): Promise<AdminUser>;
  signInAsAdmin(): Promise<AdminUser>;
  signInAsNonAdmin(): Promise<AdminUser>;
  signOut(): Promise<void>;
  /**
   * Activities through the port's live subscription (signed in as admin), once `until` holds for the latest
   * `limit` of them; rejects after the harness's eventual time-out.
   */
  activitiesWhen(until: (activities: Activity[]) => boolean, limit?: number): Promise<Activity[]>;
}

export function useContractEnv(harness: ContractHarness): ContractEnv {
  let current: ContractBackend | null = null;

  beforeEach(async () => {
    current = await harness.create();
  });
  afterEach(async () => {
    const finished = current;
    current = null;
    if (finished) {
      await (await finished.adapter.authBackend()).signOut();
      await finished.dispose?.();
    }
  });

  const env: ContractEnv = {
    harness,
    get backend() {
      if (!current) throw new Error('contract backend used outside a test');
      return current;
    },
    publicBackend: () => env.backend.adapter.publicBackend(),
    authBackend: () => env.backend.adapter.authBackend(),
    adminBackend: () => env.backend.adapter.adminBackend(),
    async signIn(credentials) {
      return (await env.authBackend()).signIn(credentials.email, credentials.password);
    },
    signInAsAdmin: () => env.signIn(harness.accounts.admin),
    signInAsNonAdmin: () => env.signIn(harness.accounts.nonAdmin),
    async signOut() {
      await (await env.authBackend()).signOut();
    },
    async activitiesWhen(until, limit = 50) {
      const admin = await env.adminBackend();
      const timeoutMs = harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS;
      return new Promise<Activity[]>((resolve, reject) => {
        let last: Activity[] = [];
        let unsubscribe: (() => void) | null = null;
        let done = false;
        const finish = (result: () => void) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          queueMicrotask(() => unsubscribe?.());
          result();
        };
        const timer = setTimeout(
          () =>
            finish(() =>
              reject(new Error(`activities never matched; last seen: ${JSON.stringify(last.map((a) => [a.type, a.relatedId]))}`)),
            ),
          timeoutMs,
        );
        unsubscribe = admin.subscribeRecentActivities(
          limit,
          (activities) => {
            last = activities;
            if (until(activities)) finish(() => resolve(activities));
          },
          (error) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
        );
        if (done) unsubscribe();
      });
    },
  };
  return env;
}

/** The error code a promise rejects with; 'resolved' when it does not reject, 'no-code' without a code. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return errorCode(error) ?? 'no-code';
  }
  return 'resolved';
}

/**
 * What a live subscription reports first: 'delivered' (onChange), the error's code (onError; 'no-code' without
 * one), or 'nothing' after timeoutMs. Unsubscribes either way.
 */
export function firstReport(admin: AdminBackend, limit: number, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    const finish = (outcome: string) => {
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe?.());
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('nothing'), timeoutMs);
    unsubscribe = admin.subscribeRecentActivities(
      limit,
      () => finish('delivered'),
      (error) => finish(errorCode(error) ?? 'no-code'),
    );
  });
}

/** { [label]: code } for each labelled call, so a failure names every case that went wrong. */
export async function codesOf(calls: Record<string, () => Promise<unknown>>): Promise<Record<string, string>> {
  const entries = await Promise.all(Object.entries(calls).map(async ([label, call]) => [label, await codeOf(call())] as const));
  return Object.fromEntries(entries);
}

/** The same code for every label of `calls`: the expected value for codesOf. */
export function everyCode(calls: Record<string, unknown>, code: string): Record<string, string> {
  return Object.fromEntries(Object.keys(calls).map((label) => [label, code]));
}

export function idsOf(page: Page<{ id: string }> | { id: string }[]): string[] {
  return (Array.isArray(page) ? page : page.items).map((item) => item.id);
}

/** |actual - expected| <= toleranceMs; a readable failure otherwise. */
export function isNear(actual: Date | null | undefined, expected: number, toleranceMs: number): boolean {
  return actual instanceof Date && Math.abs(actual.getTime() - expected) <= toleranceMs;
}

/** Server clocks (emulators) may differ a little from the test's clock. */
export const CLOCK_TOLERANCE_MS = 5000;
