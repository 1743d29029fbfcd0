import { useId, useState, type FormEvent } from 'react';
import { INQUIRY_SEARCH_MAX } from '@/config/limits';
import { cn } from '@/lib/cn';
import { formatKoreaDay } from '@/lib/format-date';
import { koreaMonth, lastKoreaDay } from '@/lib/korea-periods';
import { koreaDate } from '@/lib/korea-time';
import { listFilterCopy as copy } from './copy';
import { periodOf, type InquiryListFilter, type PeriodChoice } from './list-filter';
import { StatusFilter } from './StatusFilter';

const fieldClass =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 sm:text-sm dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';
const labelClass = 'text-sm font-semibold text-slate-800 dark:text-slate-100';

interface InquiryFiltersProps {
  filter: InquiryListFilter;
  onChange: (next: InquiryListFilter) => void;
}

interface DayFieldProps {
  label: string;
  /** The day, as the date input's YYYY-MM-DD. */
  value: string;
  /** The other end of the range, so the picker offers no day past it. */
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** One end of a chosen period: a labelled date input. */
function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        className={cn(fieldClass, 'min-w-0')}
      />
    </div>
  );
}

/** The period: 전체 기간, 이번 주, 이번 달, or two days (기간 지정); the days it covers are shown under it. */
function PeriodFilter({ value, onChange }: { value: PeriodChoice; onChange: (next: PeriodChoice) => void }) {
  const ids = { select: useId(), days: useId() };
  const now = new Date();
  const period = periodOf(value, now);
  const choose = (kind: PeriodChoice['kind']) => {
    if (kind !== 'range') onChange({ kind });
    // A range starts as this month up to today, ready to narrow.
    else onChange({ kind, from: koreaDate(koreaMonth(now).from), to: koreaDate(now) });
  };
  const changeDay = (which: 'from' | 'to', day: string) => {
    if (value.kind !== 'range' || day === '') return;
    const next = { ...value, [which]: day };
    onChange(next.from <= next.to ? next : { kind: 'range', from: next.to, to: next.from });
  };
  return (
    <div className="flex flex-col gap-1.5">
      {/* Phones: the choice across, the two days side by side below it. */}
      <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
        <div className="col-span-2 flex flex-col gap-1.5">
          <label htmlFor={ids.select} className={labelClass}>
            {copy.periodLabel}
          </label>
          <select
            id={ids.select}
            value={value.kind}
            onChange={(event) => choose(event.target.value as PeriodChoice['kind'])}
            aria-describedby={period ? ids.days : undefined}
            className={fieldClass}
          >
            {(Object.keys(copy.periods) as PeriodChoice['kind'][]).map((kind) => (
              <option key={kind} value={kind}>
                {copy.periods[kind]}
              </option>
            ))}
          </select>
        </div>
        {value.kind === 'range' && (
          <>
            <DayField label={copy.rangeFrom} value={value.from} max={value.to} onChange={(day) => changeDay('from', day)} />
            <DayField label={copy.rangeTo} value={value.to} min={value.from} onChange={(day) => changeDay('to', day)} />
          </>
        )}
      </div>
      {period && value.kind !== 'range' && (
        <p id={ids.days} className="text-sm text-slate-600 dark:text-slate-300">
          {copy.periodDays(formatKoreaDay(koreaDate(period.from)), formatKoreaDay(lastKoreaDay(period)))}
        </p>
      )}
    </div>
  );
}

/** The search: what staff type is looked up when they press 찾기 (or Enter), never on every key. */
function SearchBox({ value, onSearch }: { value: string | undefined; onSearch: (search: string | undefined) => void }) {
  const ids = { input: useId(), hint: useId() };
  const [typed, setTyped] = useState(value ?? '');
  // A search that changes from outside (Back, a link, 모든 문의 보기) shows in the field; typing is kept otherwise.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = typed.trim();
    onSearch(search === '' ? undefined : search);
  };
  return (
    <form role="search" aria-label={copy.searchLabel} onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={ids.input} className={labelClass}>
        {copy.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={ids.input}
          type="search"
          value={typed}
          maxLength={INQUIRY_SEARCH_MAX}
          placeholder={copy.searchPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={ids.hint}
          className={cn(fieldClass, 'min-w-0 flex-1 sm:w-64 sm:flex-none')}
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
        >
          {copy.searchButton}
        </button>
      </div>
      <p id={ids.hint} className="text-sm text-slate-600 dark:text-slate-300">
        {copy.searchHint}
      </p>
      {value && (
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
          {copy.searching(value)}
          <button
            type="button"
            onClick={() => onSearch(undefined)}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
          >
            {copy.clearSearch}
          </button>
        </p>
      )}
    </form>
  );
}

/**
 * The list's filters, each kept in the URL (list-filter.ts): status, period and search. A change is a new history
 * entry, so Back returns to the filter before; the list and its count follow the URL.
 */
export function InquiryFilters({ filter, onChange }: InquiryFiltersProps) {
  const set = (changes: Partial<InquiryListFilter>) => {
    const next: InquiryListFilter = { ...filter, ...changes };
    if (next.status === undefined) delete next.status;
    if (next.search === undefined) delete next.search;
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-start lg:gap-6">
      <div className="flex flex-col gap-1.5">
        <span className={labelClass} aria-hidden="true">
          {copy.statusLabel}
        </span>
        <StatusFilter value={filter.status} onChange={(status) => set({ status })} />
      </div>
      <PeriodFilter value={filter.period} onChange={(period) => set({ period })} />
      <SearchBox value={filter.search} onSearch={(search) => set({ search })} />
    </div>
  );
}
