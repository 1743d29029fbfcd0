import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { seedDemoDb, type DemoSeed } from '@/backend/demo/testing';
import type { AdminBackend, AuthBackend, BackendAdapter } from '@/backend/port';
import { freshDemo, type FreshDemoOptions } from './demo-backend';
import { renderApp } from './render-app';
import { SCREEN_WAIT_MS, TEST_TIMEOUT_MS } from './timeouts';

/** The seeded demo administrator (tests/support/demo-backend.ts default user). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo1234' } as const;
export const NON_ADMIN = { uid: 'staff-1', email: 'staff@example.com', password: 'staff1234', isAdmin: false } as const;

export type AdminOverrides = Partial<AdminBackend>;
export type AuthOverrides = Partial<AuthBackend>;

/**
 * An adapter that is the given one with some admin or auth operations replaced (to fail, hang or be spied on),
 * optionally reporting another kind.
 */
export function overrideAdapter(
  base: BackendAdapter,
  overrides: { admin?: AdminOverrides; auth?: AuthOverrides; kind?: BackendAdapter['kind'] } = {},
): BackendAdapter {
  return {
    kind: overrides.kind ?? base.kind,
    publicBackend: () => base.publicBackend(),
    authBackend: async () => ({ ...(await base.authBackend()), ...overrides.auth }),
    adminBackend: async () => ({ ...(await base.adminBackend()), ...overrides.admin }),
  };
}

/** Spies on every admin operation of an adapter (calls go through to the real one). */
export async function spyAdmin(base: BackendAdapter) {
  const real = await base.adminBackend();
  const spies = Object.fromEntries(
    Object.entries(real).map(([name, fn]) => [name, vi.fn((...args: unknown[]) => (fn as (...a: unknown[]) => unknown)(...args))]),
  ) as unknown as { [K in keyof AdminBackend]: ReturnType<typeof vi.fn> & AdminBackend[K] };
  return { adapter: overrideAdapter(base, { admin: spies }), spies };
}

export interface AdminSetup extends FreshDemoOptions {
  /** Sign in as this account before rendering (default: the demo administrator); null to stay signed out. */
  signInAs?: { email: string; password: string } | null;
  /** Extra records written into the fresh database. */
  records?: DemoSeed;
}

/** The signed-in user as the auth backend reports it (null when signed out). */
export async function reportedUser(adapter: BackendAdapter) {
  const auth = await adapter.authBackend();
  return new Promise((resolve) => {
    const stop = auth.onAuthStateChanged((user) => {
      queueMicrotask(() => stop());
      resolve(user);
    });
  });
}

/** A fresh demo backend, seeded and (by default) signed in as the administrator. */
export async function setupDemo(setup: AdminSetup = {}) {
  const demo = freshDemo(setup);
  if (setup.records) await seedDemoDb(demo.dbName, setup.records);
  const account = setup.signInAs === undefined ? DEMO_ADMIN : setup.signInAs;
  if (account) await (await demo.adapter.authBackend()).signIn(account.email, account.password);
  return demo;
}

/** Renders the whole app at `path` against `adapter` (already prepared with setupDemo). */
export function renderAdmin(path: string, adapter: BackendAdapter, inRouter?: ReactNode) {
  return renderApp(path, { adapter, inRouter });
}

/** How long to wait for a screen: the first render loads the admin chunk, which is slow on a busy machine. */
export const SCREEN_TIMEOUT_MS = SCREEN_WAIT_MS;
/** Per-test time limit for whole-app tests. */
export const ADMIN_TEST_TIMEOUT_MS = TEST_TIMEOUT_MS;

/** Waits for the admin page with this h1. */
export function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: SCREEN_TIMEOUT_MS });
}

/** The names shown in the inquiry list, in order. */
export function listedNames(): string[] {
  return screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
}
