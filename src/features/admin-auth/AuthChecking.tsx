import { authCopy } from './copy';
import { FullScreenMessage } from './FullScreenMessage';

/** While the authentication state is unknown, a full-screen message says it is being checked. */
export function AuthChecking() {
  return (
    <FullScreenMessage busy>
      <div role="status" className="flex flex-col items-center gap-4 text-slate-700 dark:text-slate-200">
        <span className="h-8 w-8 animate-spin rounded-full border-[3px] border-brand-500 border-t-transparent" aria-hidden="true" />
        <p className="text-base font-medium">{authCopy.checking}</p>
      </div>
    </FullScreenMessage>
  );
}
