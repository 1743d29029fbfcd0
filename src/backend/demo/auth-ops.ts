import type { AuthBackend } from '../port';
import type { DemoContext } from './context';

export function createAuthBackend(ctx: DemoContext): AuthBackend {
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
