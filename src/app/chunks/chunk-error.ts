/** Lazy route chunks: loaded from static/js on the site root, given up after 120 s. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Chunk load failures are reported as missing, timeout or error. */
export type ChunkFailureKind = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  readonly kind: ChunkFailureKind;

  constructor(kind: ChunkFailureKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
    this.kind = kind;
  }
}

/** The URL a failed dynamic import names in its message ("Failed to fetch dynamically imported module: URL"). */
function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/\S+\.js)/.exec(message);
  return match?.[1] ?? null;
}

/** A chunk that the server answers 404 for is missing (usually: a new version was deployed); anything else is an error. */
export async function classifyChunkFailure(error: unknown, probe: typeof fetch = fetch): Promise<ChunkFailureKind> {
  if (error instanceof ChunkLoadError) return error.kind;
  const url = failedModuleUrl(error);
  if (!url) return 'error';
  try {
    const response = await probe(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/** Races a chunk import against the 120 s time-out and turns every failure into a classified ChunkLoadError. */
export async function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', `chunk load timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([importer(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    const kind = await classifyChunkFailure(error);
    throw new ChunkLoadError(kind, error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
