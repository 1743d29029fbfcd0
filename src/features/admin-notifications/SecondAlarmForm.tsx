import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { fieldClass, hintTextClass, labelClass } from '@/components/ui/field-styles';
import { SECOND_ALARM_MAX_SECONDS, SECOND_ALARM_OUTSIDE_HOURS } from '@/config/lead-response';
import type { SecondAlarmOutsideHours, SecondAlarmSettings } from '@/domain/types';
import { cn } from '@/lib/cn';
import { notificationsCopy } from './copy';

const copy = notificationsCopy.secondAlarm;
const MAX_MINUTES = SECOND_ALARM_MAX_SECONDS / 60;

/** The minutes a typed text names: a whole number 1 to MAX_MINUTES, else null. */
function minutesOf(text: string): number | null {
  const minutes = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_MINUTES ? minutes : null;
}

/**
 * 두 번째 알림: on or off, after how many minutes without a first contact, and what its clock does outside business
 * hours; saved by its own button (the recipients above save on each change). A value saved in seconds (tests) is
 * shown as such until it is saved again in minutes.
 */
export function SecondAlarmForm({
  saved,
  onSave,
  busy,
}: {
  saved: SecondAlarmSettings;
  onSave: (next: SecondAlarmSettings) => Promise<boolean>;
  busy: boolean;
}) {
  const [enabled, setEnabled] = useState(saved.afterSeconds > 0);
  const [minutes, setMinutes] = useState(String(Math.max(1, Math.round((saved.afterSeconds || 600) / 60))));
  const [outsideHours, setOutsideHours] = useState<SecondAlarmOutsideHours>(saved.outsideHours);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { title: useId(), minutes: useId(), outside: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const chosen = minutesOf(minutes);
    if (enabled && chosen === null) {
      setProblem(copy.minutesProblem(MAX_MINUTES));
      return;
    }
    setProblem(null);
    await onSave({ afterSeconds: enabled && chosen !== null ? chosen * 60 : 0, outsideHours });
  };

  return (
    <section aria-labelledby={ids.title} className="mt-8 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id={ids.title} className="text-lg font-bold">
        {copy.title}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-700 dark:text-slate-300">{copy.intro}</p>
      <form aria-labelledby={ids.title} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <label className="flex min-h-12 items-center gap-3 font-semibold">
          <input type="checkbox" className="h-5 w-5" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {copy.enabled}
        </label>
        {enabled && (
          <>
            <Field
              id={ids.minutes}
              label={copy.minutes}
              error={problem ?? undefined}
              hint={
                <>
                  {copy.minutesHint(MAX_MINUTES)}
                  {saved.afterSeconds % 60 !== 0 && ` ${copy.seconds(saved.afterSeconds)}`}
                </>
              }
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  className={cn(fieldClass, 'max-w-40')}
                  value={minutes}
                  onChange={(event) => setMinutes(event.target.value)}
                />
              )}
            </Field>
            <fieldset aria-describedby={ids.outside}>
              <legend className={labelClass}>{copy.outsideHours}</legend>
              <div className="flex flex-col gap-2">
                {SECOND_ALARM_OUTSIDE_HOURS.map((choice) => (
                  <label key={choice} className="flex min-h-12 items-start gap-3 py-1">
                    <input
                      type="radio"
                      name={`${ids.outside}-choice`}
                      className="mt-1 h-5 w-5 shrink-0"
                      checked={outsideHours === choice}
                      onChange={() => setOutsideHours(choice)}
                    />
                    <span>{copy.outside[choice]}</span>
                  </label>
                ))}
              </div>
              <p id={ids.outside} className={hintTextClass}>
                {copy.hoursNote}
              </p>
            </fieldset>
          </>
        )}
        <div>
          <Button type="submit" aria-disabled={busy || undefined}>
            {busy ? notificationsCopy.saving : copy.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
