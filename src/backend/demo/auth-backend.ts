import type { AuthBackend } from '../port';
import type { DemoSessionContext } from './context';

export function createAuthBackend(ctx: DemoSessionContext): AuthBackend {
  return {
    onAuthStateChanged: (listener) => ctx.auth.subscribe(listener),
    async signIn(email, password) {
      await ctx.latency();
      return ctx.auth.signIn(email, password);
    },
    async signOut() {
      await ctx.latency();
      await ctx.auth.signOut();
    },
  };
}
