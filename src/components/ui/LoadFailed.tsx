import { Button } from './Button';
import { AlertIcon } from './icons';

/** A screen's data could not be read: what failed, in the screen's words, and a button that reads it again. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-300 bg-red-50 px-6 py-10 text-center text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <AlertIcon width={32} height={32} />
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
