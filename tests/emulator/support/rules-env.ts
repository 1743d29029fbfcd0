import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { FIRESTORE_HOST, FIRESTORE_RULES, RULES_PROJECT } from './emulator-env';

/** @firebase/rules-unit-testing on the Firestore emulator, with the project's firestore.rules. */
export function rulesEnvironment(): Promise<RulesTestEnvironment> {
  const [host = '127.0.0.1', port = '8080'] = FIRESTORE_HOST.split(':');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT,
    firestore: { host, port: Number(port), rules: FIRESTORE_RULES },
  });
}

/** The context's Firestore for the modular API (rules-unit-testing types it as the compat instance). */
export function dbOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** The three kinds of caller the rules tell apart. */
export interface Callers {
  anonymous: Firestore;
  /** Signed in, no admin claim (spec 6: rights come from the claim, not from having an account). */
  user: Firestore;
  admin: Firestore;
}

export const USER_UID = 'user-uid';
export const ADMIN_UID = 'admin-uid';

export function callers(env: RulesTestEnvironment): Callers {
  return {
    anonymous: dbOf(env.unauthenticatedContext()),
    user: dbOf(env.authenticatedContext(USER_UID, { email: 'user@example.com' })),
    admin: dbOf(env.authenticatedContext(ADMIN_UID, { email: 'admin@example.com', admin: true })),
  };
}
