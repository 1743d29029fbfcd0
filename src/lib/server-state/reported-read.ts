import { reportError } from '@/domain/report-error';

/** A query's read that reports its failure under `label` (and still fails, so the screen can say so and retry). */
export function reportedRead<T>(label: string, read: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await read();
    } catch (error) {
      reportError(label, error);
      throw error;
    }
  };
}
