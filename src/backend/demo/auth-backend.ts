import type { AuthBackend } from '../port';
import { withBackendErrors } from '../shared/errors';
import type { DemoSessionContext } from './context';

export function createAuthBackend(ctx: DemoSessionContext): AuthBackend {
  return {
    onAuthStateChanged: (listener) => ctx.auth.subscribe(listener),
    signIn: (email, password) =>
      withBackendErrors(async () => {
        await ctx.latency();
        return ctx.auth.signIn(email, password);
      }),
    signOut: () =>
      withBackendErrors(async () => {
        await ctx.latency();
        await ctx.auth.signOut();
      }),
  };
}
