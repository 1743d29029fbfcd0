import { Component, type ReactNode } from 'react';
import { ChunkLoadError, type ChunkFailureKind } from './chunk-error';
import { chunkErrors } from './copy';

interface State {
  kind: ChunkFailureKind | null;
}

/** Shows a Korean message with a reload button when a page's script chunk could not be loaded. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { kind: null };

  static getDerivedStateFromError(error: unknown): State {
    return { kind: error instanceof ChunkLoadError ? error.kind : 'error' };
  }

  componentDidCatch(error: unknown) {
    console.error('[chunk]', error);
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.kind && previous.resetKey !== this.props.resetKey) this.setState({ kind: null });
  }

  render() {
    const { kind } = this.state;
    if (!kind) return this.props.children;
    const copy = chunkErrors[kind];
    return (
      <div role="alert" className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-xl font-bold">{copy.title}</h1>
        <p className="text-slate-600 dark:text-slate-300">{copy.body}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-500 px-5 py-3 font-semibold text-slate-950 hover:bg-brand-400"
        >
          {chunkErrors.reload}
        </button>
      </div>
    );
  }
}
