/**
 * The one way to report an error that was handled or could not be (a failed load, a render crash, a background task
 * of the backend): the UI and the backend both report here. By default it logs to the console; a monitoring service
 * plugs in with setErrorReporter in one place.
 */
export type ErrorReporter = (context: string, error: unknown) => void;

const consoleReporter: ErrorReporter = (context, error) => console.error(context, error);

let reporter: ErrorReporter = consoleReporter;

/** Reports `error`, with a short English note of what failed ('Gallery page failed to load'). */
export function reportError(context: string, error: unknown): void {
  reporter(context, error);
}

/** Replaces the reporter (tests; a monitoring service). Call with no argument to restore the console. */
export function setErrorReporter(next: ErrorReporter = consoleReporter): void {
  reporter = next;
}
