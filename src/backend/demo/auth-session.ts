import { BackendError } from '@/domain/errors';
import type { AdminUser } from '@/domain/types';
import { requireAdminUser } from '../shared/admin-guard';

/**
 * The demo's sign-in. It is a demo running entirely in the visitor's browser: the accounts and their passwords
 * ship with the code and are compared in plain text. There is nothing to protect here; the Firebase adapter
 * is the one that guards real data.
 *
 * The session (the signed-in uid) is kept in localStorage under `{dbName}:session`, so a reload keeps the admin
 * signed in, and other tabs follow sign-in and sign-out through the `storage` event.
 */
export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  isAdmin: boolean;
}

export const DEFAULT_DEMO_USERS: readonly DemoUser[] = [
  { uid: 'demo-admin', email: 'admin@example.com', password: 'demo1234', isAdmin: true },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

type Listener = (user: AdminUser | null) => void;

function toAdminUser(user: DemoUser): AdminUser {
  return { uid: user.uid, email: user.email, isAdmin: user.isAdmin };
}

/** localStorage, or a memory map where it is unavailable (private modes, some embedded browsers). */
function sessionStorageArea(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access can throw (blocked storage): fall through.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

export class DemoAuth {
  private readonly listeners = new Set<Listener>();
  private readonly storage = sessionStorageArea();
  private readonly key: string;

  constructor(
    dbName: string,
    private readonly users: readonly DemoUser[],
  ) {
    this.key = `${dbName}:session`;
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === this.key || event.key === null) this.notify();
      });
    }
  }

  /** The signed-in user, or null. */
  current(): AdminUser | null {
    let uid: string | null = null;
    try {
      uid = this.storage.getItem(this.key);
    } catch {
      uid = null;
    }
    const user = uid ? this.users.find((candidate) => candidate.uid === uid) : undefined;
    return user ? toAdminUser(user) : null;
  }

  /** Calls the listener soon (asynchronously) with the current user, then on every change. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    let active = true;
    queueMicrotask(() => {
      if (active && this.listeners.has(listener)) listener(this.current());
    });
    return () => {
      active = false;
      this.listeners.delete(listener);
    };
  }

  async signIn(email: string, password: string): Promise<AdminUser> {
    const normalized = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(normalized)) throw new BackendError('auth/invalid-email', '이메일 형식이 올바르지 않습니다.');
    const user = this.users.find((candidate) => candidate.email.toLowerCase() === normalized);
    // Like Firebase with e-mail enumeration protection: an unknown e-mail and a wrong password look the same.
    if (!user || user.password !== password) throw new BackendError('auth/invalid-credential', 'Invalid credential.');
    this.write(user.uid);
    return toAdminUser(user);
  }

  async signOut(): Promise<void> {
    this.write(null);
  }

  /** The signed-in administrator, or BackendError auth/not-signed-in / auth/not-admin. */
  requireAdmin(): AdminUser {
    return requireAdminUser(this.current());
  }

  private write(uid: string | null): void {
    const before = this.storage.getItem(this.key);
    if (uid) this.storage.setItem(this.key, uid);
    else this.storage.removeItem(this.key);
    if (before !== uid) this.notify();
  }

  private notify(): void {
    const user = this.current();
    for (const listener of [...this.listeners]) listener(user);
  }
}
