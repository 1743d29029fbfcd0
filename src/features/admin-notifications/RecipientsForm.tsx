import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { TrashIcon } from '../../components/ui/admin-icons';
import { MailIcon } from '../../components/ui/icons';
import { normalizeEmailAddress, recipientProblem } from '../../domain/notification-recipients';
import { notificationsCopy, recipientProblemMessages } from './copy';

const fieldClass =
  'block w-full min-h-12 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400';

interface RecipientsFormProps {
  /** The saved list (the form starts from it). */
  saved: readonly string[];
  saving: boolean;
  /** Saves the whole list; resolves to whether it was saved. */
  onSave: (emailRecipients: string[]) => Promise<boolean>;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((address, index) => address === b[index]);

/**
 * The recipients as a list to edit, then saved at once. An address typed but not yet added is added on save (or
 * refused with its message): nothing typed is lost or silently dropped.
 */
export function RecipientsForm({ saved, saving, onSave }: RecipientsFormProps) {
  const [draft, setDraft] = useState<string[]>(() => [...saved]);
  // What the server holds as far as this form knows: the list it opened with, then each list it saved (the read
  // that follows a save only confirms it).
  const [baseline, setBaseline] = useState<readonly string[]>(saved);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { list: useId(), input: useId(), hint: useId(), error: useId() };

  /** The draft with the typed address added, or null (with its message shown) when it cannot be. */
  const withTyped = (): string[] | null => {
    const address = normalizeEmailAddress(typed);
    const reason = recipientProblem(address, draft);
    if (reason) {
      setProblem(recipientProblemMessages[reason]);
      input.current?.focus();
      return null;
    }
    setProblem(null);
    setTyped('');
    return [...draft, address];
  };

  const add = () => {
    const next = withTyped();
    if (next) setDraft(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter in the address field adds it (it does not save the form).
    event.preventDefault();
    add();
  };

  const remove = (address: string) => {
    setDraft((current) => current.filter((entry) => entry !== address));
    setProblem(null);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim() === '' ? draft : withTyped();
    if (!next) return;
    setDraft(next);
    if (await onSave(next)) setBaseline(next);
  };

  const dirty = !sameList(draft, baseline) || typed.trim() !== '';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <section aria-labelledby={ids.list}>
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id={ids.list} className="text-lg font-bold text-slate-900 dark:text-white">
            {notificationsCopy.listTitle}
          </h2>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{notificationsCopy.count(draft.length)}</p>
        </div>
        {draft.length === 0 ? (
          <p className="rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-200">
            {notificationsCopy.empty}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {draft.map((address) => (
              <li key={address} className="flex items-center gap-3 px-4 py-2">
                <MailIcon className="shrink-0 text-slate-500 dark:text-slate-400" />
                <span className="min-w-0 flex-1 break-all text-slate-900 dark:text-slate-100">{address}</span>
                <Button variant="ghost" onClick={() => remove(address)} aria-label={notificationsCopy.removeLabel(address)} disabled={saving}>
                  <TrashIcon width={18} height={18} />
                  <span aria-hidden="true">{notificationsCopy.remove}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div>
        <label htmlFor={ids.input} className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-100">
          {notificationsCopy.addLabel}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={ids.input}
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
            onKeyDown={onKeyDown}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids.error} ${ids.hint}` : ids.hint}
            className={fieldClass}
            disabled={saving}
          />
          <Button variant="secondary" onClick={add} disabled={saving} className="sm:w-24">
            {notificationsCopy.add}
          </Button>
        </div>
        {problem && (
          <p id={ids.error} role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        <p id={ids.hint} className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
          {notificationsCopy.addHint}
        </p>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-end dark:border-slate-800">
        {dirty && !saving && <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{notificationsCopy.unsaved}</p>}
        <Button type="submit" disabled={saving} className="sm:min-w-28">
          {saving ? notificationsCopy.saving : notificationsCopy.save}
        </Button>
      </div>
    </form>
  );
}
