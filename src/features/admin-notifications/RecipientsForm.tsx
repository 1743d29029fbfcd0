import { useId, useRef, useState, type FormEvent } from 'react';
import { TrashIcon } from '@/components/ui/admin-icons';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { MailIcon } from '@/components/ui/icons';
import { normalizeEmailAddress, recipientProblem } from '@/domain/notification-recipients';
import { cn } from '@/lib/cn';
import { notificationsCopy, recipientProblemMessages } from './copy';

const fieldClass =
  'block w-full min-h-12 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400';

/** A button that keeps its focus while a change is saved, and says it waits (aria-disabled, not disabled). */
const waiting = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

interface RecipientsFormProps {
  /** The saved list. */
  saved: readonly string[];
  /** A change is being saved: the controls wait. */
  busy: boolean;
  /** Saves the list with this address (normalized and checked here); resolves to whether it was saved. */
  onAdd: (address: string) => Promise<boolean>;
  /** Saves the list without this address (the page offers 되돌리기). */
  onRemove: (address: string) => Promise<boolean>;
}

/**
 * The recipients, each change saved at once: 추가 (or Enter) saves the typed address (refused with its message when
 * it cannot be added, and kept in the field when the save fails), 삭제 saves the list without it. There is no
 * 저장 to forget: leaving the page loses nothing that was added.
 */
export function RecipientsForm({ saved, busy, onAdd, onRemove }: RecipientsFormProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { list: useId(), input: useId() };

  const add = async () => {
    if (busy) return;
    const address = normalizeEmailAddress(typed);
    const reason = recipientProblem(address, saved);
    if (reason) {
      setProblem(recipientProblemMessages[reason]);
      input.current?.focus();
      return;
    }
    setProblem(null);
    if (await onAdd(address)) setTyped('');
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    // Enter in the address field adds it.
    event.preventDefault();
    void add();
  };

  const remove = async (address: string) => {
    if (busy) return;
    setProblem(null);
    await onRemove(address);
    input.current?.focus();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <section aria-labelledby={ids.list}>
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id={ids.list} className="text-lg font-bold text-slate-900 dark:text-white">
            {notificationsCopy.listTitle}
          </h2>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{notificationsCopy.count(saved.length)}</p>
        </div>
        {saved.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-200">
            {notificationsCopy.empty}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {saved.map((address) => (
              <li key={address} className="flex items-center gap-3 px-4 py-2">
                <MailIcon className="shrink-0 text-slate-500 dark:text-slate-400" />
                <span className="min-w-0 flex-1 break-all text-slate-900 dark:text-slate-100">{address}</span>
                <Button
                  variant="ghost"
                  onClick={() => void remove(address)}
                  aria-label={notificationsCopy.removeLabel(address)}
                  aria-disabled={busy || undefined}
                  className={waiting}
                >
                  <TrashIcon width={18} height={18} />
                  <span aria-hidden="true">{notificationsCopy.remove}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Field id={ids.input} label={notificationsCopy.addLabel} error={problem ?? undefined} announce hint={notificationsCopy.addHint}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={input}
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={typed}
              placeholder={notificationsCopy.addPlaceholder}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(null);
              }}
              className={fieldClass}
            />
            <Button type="submit" variant="secondary" aria-disabled={busy || undefined} className={cn('sm:w-24', waiting)}>
              {busy ? notificationsCopy.saving : notificationsCopy.add}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
