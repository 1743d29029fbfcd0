import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { AlertIcon, CheckIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { appCheckSiteKey, siteUrl } from '@/config/env';
import { adminSettingsHref, paths } from '@/config/routes';
import { LAUNCH_TICK_ITEMS, type LaunchTickItem, type LaunchTicks } from '@/domain/site-settings/types';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useLaunchChecklist } from './api/launch-checklist';
import { launchItems, sampleContactParts, type LaunchItem, type LaunchItemId } from './launch-checklist';
import { appCheckKey, contactTodo, launchCopy as copy, launchItemCopy, searchTodo, siteUrlFixedNote, tickCopy } from './launch-copy';

/** Where each item is fixed (the ones done by hand elsewhere have their steps instead). */
const FIX_LINKS: Partial<Record<LaunchItemId, string>> = {
  privacyOfficer: adminSettingsHref('privacy'),
  contact: adminSettingsHref('company'),
  alertRecipients: paths.adminNotifications,
  searchVerification: adminSettingsHref('search'),
};

const isTickItem = (id: LaunchItemId): id is LaunchTickItem => (LAUNCH_TICK_ITEMS as readonly string[]).includes(id);

const sitemapAddress = () => `${siteUrl || 'https://사이트-주소'}/sitemap.xml`;

function ItemState({ item }: { item: LaunchItem }) {
  const urgent = !item.done && item.id === 'privacyOfficer';
  return (
    <span
      className={cn(
        'flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
        item.done
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200'
          : urgent
            ? 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200'
            : 'border-2 border-slate-400 dark:border-slate-600',
      )}
    >
      {item.done ? (
        <CheckIcon width={16} height={16} aria-hidden="true" />
      ) : (
        urgent && <AlertIcon width={16} height={16} aria-hidden="true" />
      )}
      <span className="sr-only">{item.done ? copy.done : copy.notDone}</span>
    </span>
  );
}

/** What an item says while it is not done (and, for some, when it is). */
function ItemBody({ item, facts }: { item: LaunchItem; facts: Facts }) {
  const texts = launchItemCopy[item.id];
  if (item.id === 'privacyOfficer') {
    const officer = facts.officer;
    if (officer) return <p>{`${officer.name} (${officer.title})`}</p>;
    return <p className="font-semibold text-red-700 dark:text-red-300">{texts.todo}</p>;
  }
  if (item.id === 'contact' && !item.done)
    return (
      <p>
        {facts.sampleParts.map((part) => contactTodo[part]).join(' ')} {contactTodo.after}
      </p>
    );
  if (item.id === 'siteUrl') {
    if (!siteUrl) return <p>{texts.todo}</p>;
    return (
      <p>
        <span className="break-all">{siteUrl}</span> {siteUrlFixedNote}
      </p>
    );
  }
  if (item.id === 'searchVerification' && !item.done) return <p>{searchTodo.missing(facts.missingEngines.join(', '))}</p>;
  if (item.done) return null;
  return texts.todo ? <p>{texts.todo}</p> : null;
}

/** The steps of an item done in another console, its link, and the tick that says it is done. */
function ManualItem({
  id,
  ticks,
  busy,
  onTick,
}: {
  id: LaunchTickItem;
  ticks: LaunchTicks;
  busy: boolean;
  onTick: (done: boolean) => void;
}) {
  const texts = tickCopy[id];
  return (
    <div className="mt-2 space-y-2">
      {id === 'appCheck' && <p>{appCheckSiteKey ? appCheckKey.set : appCheckKey.unset}</p>}
      <details className="rounded-lg border border-slate-200 dark:border-slate-700">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">{copy.steps}</summary>
        <div className="space-y-2 px-3 pb-2">
          <ol className="list-decimal space-y-1 pl-5">
            {texts.steps(sitemapAddress()).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <a
            href={texts.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {texts.console}
            <span className="sr-only">{copy.newWindow}</span>
          </a>
        </div>
      </details>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={ticks[id] !== null}
          aria-disabled={busy || undefined}
          onChange={(event) => {
            if (!busy) onTick(event.target.checked);
          }}
          className="h-5 w-5 shrink-0 accent-brand-600"
        />
        {texts.tick}
      </label>
    </div>
  );
}

interface ItemRowProps {
  item: LaunchItem;
  facts: Facts;
  ticks: LaunchTicks;
  busy: boolean;
  onTick: (item: LaunchTickItem, done: boolean) => void;
}

/** One item: its state, title, what it says, and the link to where it is fixed (or, done by hand, its steps and tick). */
function ItemRow({ item, facts, ticks, busy, onTick }: ItemRowProps) {
  const texts = launchItemCopy[item.id];
  const fix = FIX_LINKS[item.id];
  const manual = isTickItem(item.id) ? item.id : null;
  return (
    <li className="flex gap-3 py-3">
      <ItemState item={item} />
      <div className="min-w-0 flex-1 text-sm text-slate-700 dark:text-slate-200">
        <h3 className={cn('font-bold', item.done ? 'text-slate-600 dark:text-slate-300' : 'text-slate-900 dark:text-white')}>
          {texts.title}
        </h3>
        <div className="mt-0.5">
          <ItemBody item={item} facts={facts} />
          {item.tickedAt && <p>{copy.tickedOn(formatDate(item.tickedAt))}</p>}
        </div>
        {manual ? (
          <ManualItem id={manual} ticks={ticks} busy={busy} onTick={(done) => onTick(manual, done)} />
        ) : (
          fix &&
          !item.done && (
            <Link
              to={fix}
              className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {texts.fix}
              <ChevronRightIcon width={16} height={16} aria-hidden="true" />
            </Link>
          )
        )}
      </div>
    </li>
  );
}

interface Facts {
  officer: { name: string; title: string } | null;
  sampleParts: ('phone' | 'address')[];
  missingEngines: string[];
}

function Shell({ children, busy }: { children: ReactNode; busy?: boolean }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {copy.title}
      </h2>
      {children}
    </section>
  );
}

/**
 * 공개 전 점검 on the dashboard, shown until every item is done: the privacy officer (until then, in red, why /privacy
 * is a placeholder), a real phone number and address, an alert recipient, the public site address (shown, set at
 * deploy time), the search engines' codes, the sitemap submitted to Naver and Google and App Check (ticked by hand,
 * each with its steps). Each item links to where it is fixed. Self-contained: it reads what it needs itself.
 */
export function LaunchChecklist() {
  const { stored, recipients, ticks, tick } = useLaunchChecklist();

  const queries = [stored, recipients, ticks];
  if (queries.some((query) => query.isError))
    return (
      <Shell>
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800 dark:text-red-200">
          <p>{copy.loadFailed}</p>
          <Button
            variant="secondary"
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {copy.retry}
          </Button>
        </div>
      </Shell>
    );
  if (!stored.data || !recipients.data || !ticks.data)
    return (
      <Shell busy>
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-200">
          {copy.loading}
        </p>
      </Shell>
    );

  const settings = stored.data.settings;
  const items = launchItems({ settings, recipients: recipients.data.emailRecipients, siteUrl, ticks: ticks.data });
  const doneCount = items.filter((item) => item.done).length;
  if (doneCount === items.length) return null;
  const facts: Facts = {
    officer: settings.privacy.officer,
    sampleParts: sampleContactParts(settings),
    missingEngines: [...(settings.search.naver ? [] : [searchTodo.naver]), ...(settings.search.google ? [] : [searchTodo.google])],
  };

  const onTick = (item: LaunchTickItem, done: boolean) => void tick.run({ item, done });
  return (
    <Shell>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{copy.intro}</p>
      <div className="mt-3">
        <ProgressBar
          percent={(doneCount / items.length) * 100}
          label={copy.progressLabel}
          status={copy.progress(doneCount, items.length)}
        />
      </div>
      <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {items
          .filter((item) => !item.done)
          .map((item) => (
            <ItemRow key={item.id} item={item} facts={facts} ticks={ticks.data} busy={tick.pending} onTick={onTick} />
          ))}
      </ol>
      {/* What is done folds away: the list stays short on a phone, the ticks stay at hand. */}
      {doneCount > 0 && (
        <details className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-800">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-slate-700 dark:text-slate-200">
            {copy.doneItems(doneCount)}
          </summary>
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {items
              .filter((item) => item.done)
              .map((item) => (
                <ItemRow key={item.id} item={item} facts={facts} ticks={ticks.data} busy={tick.pending} onTick={onTick} />
              ))}
          </ol>
        </details>
      )}
    </Shell>
  );
}
