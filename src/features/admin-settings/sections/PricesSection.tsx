import { WORK_TYPE_LABELS, WORK_TYPES } from '@/domain/categories';
import { checkResponsePromise } from '@/domain/site-settings/rules';
import { PRICE_UNITS, type PriceUnit, type ResponsePromiseRule } from '@/domain/site-settings/types';
import { priceText, responsePromiseSentence, wonAmount } from '@/domain/site-settings/wording';
import type { WorkType } from '@/domain/types';
import { pricesCopy as copy, settingsCopy } from '../copy';
import { Chips } from '../fields/Chips';
import { TextField } from '../fields/TextField';
import { useSettingsFormApi } from '../form-context';
import { promiseOf, wonOf, type PriceDraft } from '../form-draft';
import { SettingsSection } from './SettingsSection';
import { VisitorsSee } from './VisitorsSee';

const UNITS = PRICE_UNITS.map((unit) => ({ value: unit, label: copy.unitLabels[unit] }));
const PROMISE_KINDS: readonly { value: ResponsePromiseRule['kind']; label: string }[] = [
  { value: 'none', label: copy.promiseNone },
  { value: 'same-day', label: copy.promiseSameDay },
  { value: 'within-hours', label: copy.promiseWithin },
];

/** "25만 원" under a price field while what is typed is a number. */
function wonReading(text: string): string | undefined {
  const won = wonOf(text);
  return Number.isFinite(won) && won > 0 ? copy.wonReading(wonAmount(won)) : undefined;
}

function WorkTypePrice({ workType }: { workType: WorkType }) {
  const { draft, edit } = useSettingsFormApi();
  const price: PriceDraft = draft.prices[workType];
  const label = WORK_TYPE_LABELS[workType];
  const path = `prices.${workType}`;
  const set = (change: Partial<PriceDraft>) => edit((d) => void Object.assign(d.prices[workType], change));
  const min = wonOf(price.minWon);
  const max = wonOf(price.maxWon);
  const readable = Number.isFinite(min) && Number.isFinite(max) && min > 0 && max >= min;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-base font-bold text-slate-900 dark:text-white">{label}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-slate-800 dark:text-slate-100">
        <input
          type="checkbox"
          checked={price.shown}
          onChange={(event) => set({ shown: event.target.checked })}
          className="h-5 w-5 shrink-0 accent-brand-600"
        />
        {copy.show(label)}
      </label>
      {price.shown ? (
        <div className="mt-3 space-y-4">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              path={`${path}.minWon`}
              label={copy.minWon}
              value={price.minWon}
              onChange={(value) => set({ minWon: value })}
              inputMode="numeric"
              hint={wonReading(price.minWon)}
            />
            <TextField
              path={`${path}.maxWon`}
              label={copy.maxWon}
              value={price.maxWon}
              onChange={(value) => set({ maxWon: value })}
              inputMode="numeric"
              hint={wonReading(price.maxWon)}
            />
          </div>
          <Chips
            path={`${path}.unit`}
            legend={copy.unit}
            type="radio"
            options={UNITS}
            isChecked={(unit) => unit === price.unit}
            onToggle={(unit: PriceUnit) => set({ unit })}
          />
          <TextField
            path={`${path}.duration`}
            label={copy.duration}
            value={price.duration}
            onChange={(value) => set({ duration: value })}
            placeholder={copy.durationPlaceholder}
          />
          {readable && (
            <VisitorsSee label={settingsCopy.visitorsSee}>
              {priceText({ minWon: min, maxWon: max, unit: price.unit })}
              {price.duration.trim() && ` · ${price.duration.trim()}`}
            </VisitorsSee>
          )}
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{copy.notShown}</p>
      )}
    </fieldset>
  );
}

function ResponsePromiseFields() {
  const { draft, edit } = useSettingsFormApi();
  const promise = draft.responsePromise;
  const rule = promiseOf(promise);
  const hours = draft.company.hours;
  const sentence = checkResponsePromise(rule, hours).length === 0 ? responsePromiseSentence(rule, hours) : '';
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-base font-bold text-slate-900 dark:text-white">{copy.promise}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">{copy.promiseHint}</p>
      <Chips
        path="responsePromise"
        legend={copy.promiseKind}
        type="radio"
        layout="column"
        options={PROMISE_KINDS}
        isChecked={(kind) => kind === promise.kind}
        onToggle={(kind) => edit((d) => void (d.responsePromise.kind = kind))}
      />
      {promise.kind === 'same-day' && (
        <TextField
          path="responsePromise.cutoff"
          label={copy.cutoff}
          type="time"
          value={promise.cutoff}
          onChange={(value) => edit((d) => void (d.responsePromise.cutoff = value))}
          className="max-w-48"
        />
      )}
      {promise.kind === 'within-hours' && (
        <TextField
          path="responsePromise.hours"
          label={copy.withinHours}
          inputMode="numeric"
          value={promise.hours}
          onChange={(value) => edit((d) => void (d.responsePromise.hours = value))}
          className="max-w-48"
        />
      )}
      <VisitorsSee label={copy.sentence}>{promise.kind === 'none' ? copy.noSentence : sentence || '—'}</VisitorsSee>
    </fieldset>
  );
}

/** 가격·응답 안내: a typical price range and duration per work type, and the response promise as a rule. */
export function PricesSection() {
  return (
    <SettingsSection section="prices">
      {WORK_TYPES.map((workType) => (
        <WorkTypePrice key={workType} workType={workType} />
      ))}
      <ResponsePromiseFields />
    </SettingsSection>
  );
}
