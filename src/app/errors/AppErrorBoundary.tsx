import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { reportError } from '../../lib/report-error';
import { ChunkLoadError } from '../chunks/chunk-error';
import { appErrorCopy, chunkErrors } from './copy';

const buttonClass = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold';

/**
 * The app's one error boundary: a page whose script chunk did not load gets the chunk message of its kind
 * (missing: most likely a new version, so reload; timeout; error), anything else that crashed while rendering a
 * Korean message with a retry. Every caught error goes to the reporting hook. A new location clears it.
 */
export function AppErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ErrorBoundary
      FallbackComponent={ErrorScreen}
      resetKeys={[resetKey]}
      onError={(error) => reportError(error instanceof ChunkLoadError ? `Page chunk failed to load (${error.kind})` : 'Screen failed to render', error)}
    >
      {children}
    </ErrorBoundary>
  );
}

function ErrorScreen({ error, resetErrorBoundary }: FallbackProps) {
  const chunk = error instanceof ChunkLoadError;
  const copy = chunk ? chunkErrors[error.kind] : appErrorCopy;
  return (
    <div role="alert" className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-xl font-bold">{copy.title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{copy.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A chunk that failed stays failed until the page reloads; a render error may pass on a second try. */}
        {!chunk && (
          <button type="button" onClick={resetErrorBoundary} className={`${buttonClass} bg-brand-500 text-slate-950 hover:bg-brand-400`}>
            {appErrorCopy.retry}
          </button>
        )}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={chunk ? `${buttonClass} bg-brand-500 text-slate-950 hover:bg-brand-400` : `${buttonClass} border border-slate-300 dark:border-slate-600`}
        >
          {chunkErrors.reload}
        </button>
      </div>
    </div>
  );
}
