import { Component, type ReactNode } from 'react';
import { reportError } from '@/domain/report-error';
import { cn } from '@/lib/cn';
import { ChunkLoadError } from '../chunks/chunk-error';
import { appErrorCopy, chunkErrors } from './copy';

const buttonClass = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold';

interface Props {
  children: ReactNode;
  /** A new value (the location) clears a shown error. */
  resetKey: string;
}

interface State {
  error: unknown;
  /** The resetKey the error happened under. */
  at: string | null;
}

/**
 * The app's one error boundary: a page whose script chunk did not load gets the chunk message of its kind
 * (missing: most likely a new version, so reload; timeout; error), anything else that crashed while rendering a
 * Korean message with a retry. Every caught error goes to the reporting hook; a new location clears it.
 * (Written here rather than taken from react-error-boundary: the ~1 KB it adds to every public page is over the
 * home page's JS budget, and this is all of it that the app uses.)
 */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.resetKey };
    return state.at !== props.resetKey ? { error: null, at: null } : null;
  }

  componentDidCatch(error: unknown) {
    reportError(error instanceof ChunkLoadError ? `Page chunk failed to load (${error.kind})` : 'Screen failed to render', error);
  }

  private reset = () => this.setState({ error: null, at: null });

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorScreen error={error} onRetry={this.reset} />;
  }
}

function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const chunk = error instanceof ChunkLoadError;
  const copy = chunk ? chunkErrors[error.kind] : appErrorCopy;
  return (
    <div role="alert" className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-xl font-bold">{copy.title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{copy.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A chunk that failed stays failed until the page reloads; a render error may pass on a second try. */}
        {!chunk && (
          <button type="button" onClick={onRetry} className={cn(buttonClass, 'bg-brand-500 text-slate-950 hover:bg-brand-400')}>
            {appErrorCopy.retry}
          </button>
        )}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={
            chunk
              ? `${buttonClass} bg-brand-500 text-slate-950 hover:bg-brand-400`
              : `${buttonClass} border border-slate-300 dark:border-slate-600`
          }
        >
          {chunkErrors.reload}
        </button>
      </div>
    </div>
  );
}
