/**
 * `load` run once and its promise kept, so every caller shares the one result. A failure (e.g. a chunk that did
 * not arrive) is not kept: the next call tries again. Both adapters create their parts with it (and the Firebase
 * adapter its Storage gateway). A `load` that throws instead of rejecting counts as a failure too.
 */
export function lazyPart<T>(load: () => Promise<T>): () => Promise<T> {
  let part: Promise<T> | undefined;
  return () => {
    part ??= (async () => load())().catch((error: unknown) => {
      part = undefined;
      throw error;
    });
    return part;
  };
}
