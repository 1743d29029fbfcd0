import { withBackendErrors } from './errors';

/** An adapter's operation: its context first, then the port operation's own arguments. */
type Operation<C> = (ctx: C, ...args: never[]) => Promise<unknown>;

/** The port operations made of an object of adapter operations: the context bound, the same arguments and result. */
export type BoundOperations<C, Ops extends Record<string, Operation<C>>> = {
  [K in keyof Ops]: Ops[K] extends (ctx: C, ...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

/**
 * Each operation with the adapter's context bound and every failure rethrown as a BackendError (withBackendErrors),
 * so an adapter lists its operations once instead of wrapping each by hand. The names stay the port's: a missing,
 * misspelt or extra operation is a type error where the adapter hands its groups to adminBackendOf.
 */
export function bindOperations<C, Ops extends Record<string, Operation<C>>>(ctx: C, operations: Ops): BoundOperations<C, Ops> {
  const bound: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const [name, operation] of Object.entries(operations)) {
    bound[name] = (...args) => withBackendErrors(() => operation(ctx, ...args));
  }
  return bound as BoundOperations<C, Ops>;
}
