import { useEffect, useRef, type ReactNode } from 'react';
import { ResponsePromise } from '@/components/estimates/ResponsePromise';
import { WorkEstimate } from '@/components/estimates/WorkEstimate';
import { layoutCopy } from '@/components/layout/copy';
import { ExternalIcon } from '@/components/ui/admin-icons';
import { Button } from '@/components/ui/Button';
import { CheckIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/config/routes';
import { IMAGE_CATEGORIES, WORK_TYPE_LABELS, WORK_TYPES } from '@/domain/categories';
import { telHref } from '@/domain/phone-links';
import { kakaoChatUrl } from '@/domain/site-settings/channels';
import { businessHoursText } from '@/domain/site-settings/hours';
import type { SettingsSection, SiteSettings } from '@/domain/site-settings/types';
import { responsePromiseSentence } from '@/domain/site-settings/wording';
import { SiteSettingsProvider } from '@/lib/site-settings/SiteSettingsProvider';
import { previewCopy as copy, saveCopy } from './copy';

type PageKey = keyof typeof copy.pages;

/** One surface a visitor sees, titled, with links to open the pages that show it in a new tab. */
function Surface({ title, pages = [], children }: { title: string; pages?: readonly PageKey[]; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h3 className="text-sm font-bold text-slate-900 dark:text-white">{title}</h3>
      <div className="mt-2 text-sm text-slate-800 dark:text-slate-100">{children}</div>
      {pages.length > 0 && (
        <p className="mt-2 flex flex-wrap gap-x-4">
          {pages.map((page) => (
            <a
              key={page}
              href={paths[page]}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              {copy.pages[page]}
              <span className="sr-only"> {copy.open}</span>
              <ExternalIcon width={14} height={14} aria-hidden="true" />
            </a>
          ))}
        </p>
      )}
    </li>
  );
}

const Muted = ({ children }: { children: ReactNode }) => <p className="text-slate-600 dark:text-slate-300">{children}</p>;

function CompanySurfaces({ settings }: { settings: SiteSettings }) {
  const { company } = settings;
  const footer = layoutCopy.footer;
  const rows: [string, string][] = [
    [footer.companyName, company.name],
    [footer.representative, company.representative],
    [footer.businessNumber, company.businessNumber],
    [footer.address, company.address],
    [footer.phone, company.phone],
    [footer.email, company.email],
    [footer.hours, businessHoursText(company.hours)],
  ];
  return (
    <>
      <Surface title={copy.headerPhone} pages={['home']}>
        <a
          href={telHref(company.phone)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-500 px-4 font-bold text-slate-950"
        >
          <PhoneIcon width={18} height={18} aria-hidden="true" />
          <span>
            {layoutCopy.actionBar.call} {company.phone}
          </span>
        </a>
      </Surface>
      <Surface title={copy.footer} pages={['contact']}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Surface>
    </>
  );
}

function ChannelSurfaces({ settings }: { settings: SiteSettings }) {
  const { channels } = settings;
  const footer = layoutCopy.footer;
  const links = [
    [footer.naverPlace, channels.naverPlaceUrl],
    [footer.naverBlog, channels.naverBlogUrl],
    [footer.instagram, channels.instagramUrl],
  ].filter(([, url]) => url !== '');
  return (
    <>
      <Surface title={copy.kakao} pages={['home']}>
        {channels.kakaoChannelId ? (
          <a
            href={kakaoChatUrl(channels.kakaoChannelId)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {layoutCopy.kakaoChat} · {channels.kakaoChannelId}
            <span className="sr-only">{copy.open}</span>
            <ExternalIcon width={14} height={14} aria-hidden="true" />
          </a>
        ) : (
          <Muted>{copy.kakaoNone}</Muted>
        )}
      </Surface>
      <Surface title={copy.channelLinks}>
        {links.length > 0 ? (
          <ul className="space-y-1">
            {links.map(([label, url]) => (
              <li key={label} className="break-all">
                <span className="font-semibold">{label}</span> {url}
              </li>
            ))}
          </ul>
        ) : (
          <Muted>{copy.noChannelLinks}</Muted>
        )}
      </Surface>
    </>
  );
}

function TrustSurface({ settings }: { settings: SiteSettings }) {
  const lines = Object.values(settings.trust).filter((line) => line !== '');
  return (
    <Surface title={copy.trust} pages={['about', 'contact']}>
      {lines.length > 0 ? (
        <ul className="space-y-1">
          {lines.map((line) => (
            <li key={line} className="flex gap-2">
              <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-emerald-800 dark:text-emerald-200" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      ) : (
        <Muted>{copy.noTrust}</Muted>
      )}
    </Surface>
  );
}

/** The prices and the promise as the public pages draw them (the same components, with the saved settings). */
function PriceSurfaces({ settings }: { settings: SiteSettings }) {
  const priced = WORK_TYPES.filter((workType) => settings.prices[workType]);
  const sentence = responsePromiseSentence(settings.responsePromise, settings.company.hours);
  return (
    <>
      <Surface title={copy.prices} pages={['services', 'contact']}>
        {priced.length > 0 ? (
          <ul className="space-y-3">
            {priced.map((workType) => (
              <li key={workType}>
                <p className="mb-1 font-semibold">{WORK_TYPE_LABELS[workType]}</p>
                <WorkEstimate workType={workType} />
              </li>
            ))}
          </ul>
        ) : (
          <Muted>{copy.noPrices}</Muted>
        )}
      </Surface>
      <Surface title={copy.promise} pages={['contact']}>
        {sentence ? <ResponsePromise /> : <Muted>{copy.noPromise}</Muted>}
      </Surface>
    </>
  );
}

function PrivacySurface({ settings }: { settings: SiteSettings }) {
  const { officer, consentVersion, effectiveDate, processors } = settings.privacy;
  return (
    <Surface title={copy.privacyPolicy} pages={['privacy']}>
      {officer ? (
        <p className="font-semibold">{copy.officerLine(officer.name, officer.title)}</p>
      ) : (
        <Muted>{copy.privacyPlaceholder}</Muted>
      )}
      <p className="mt-1">{copy.consentLine(consentVersion, effectiveDate)}</p>
      <p className="mt-1">{copy.processorCount(processors.length)}</p>
    </Surface>
  );
}

function CopySurfaces({ settings }: { settings: SiteSettings }) {
  const texts = settings.copy;
  const [firstParagraph] = texts.aboutGreeting.split(/\n\s*\n/);
  return (
    <>
      <Surface title={copy.hero} pages={['home']}>
        <p className="text-lg leading-snug font-black whitespace-pre-line text-slate-900 dark:text-white">{texts.heroHeadline}</p>
        <p className="mt-1">{texts.heroSubline}</p>
      </Surface>
      <Surface title={copy.about} pages={['about']}>
        <p>{firstParagraph}</p>
      </Surface>
      <Surface title={copy.categories} pages={['home']}>
        <ul className="space-y-1">
          {IMAGE_CATEGORIES.map((category) => (
            <li key={category}>
              {category} → <span className="font-semibold">{texts.categoryLabels[category]}</span>
            </li>
          ))}
        </ul>
      </Surface>
    </>
  );
}

function SearchSurface({ settings }: { settings: SiteSettings }) {
  const line = (engine: string, code: string) => (code ? copy.searchSet(engine) : copy.searchUnset(engine));
  return (
    <Surface title={copy.search}>
      <p>{line(copy.naver, settings.search.naver)}</p>
      <p>{line(copy.google, settings.search.google)}</p>
    </Surface>
  );
}

const SURFACES: Record<SettingsSection, (props: { settings: SiteSettings }) => ReactNode> = {
  company: CompanySurfaces,
  channels: ChannelSurfaces,
  trust: TrustSurface,
  prices: PriceSurfaces,
  privacy: PrivacySurface,
  copy: CopySurfaces,
  search: SearchSurface,
};

interface VisitorPreviewProps {
  settings: SiteSettings;
  changed: readonly SettingsSection[];
  restoredFrom: number | null;
  /** How soon the change reaches visitors: 'demo' at once, 'firebase' within minutes; null while not known. */
  backend: 'demo' | 'firebase' | null;
  onDismiss: () => void;
}

/**
 * After a save or a restore: what visitors will now see of each changed section (the parts of the pages that show
 * it, in their words, with links to open those pages), and how soon it reaches them. Takes the focus when it appears,
 * so a screen reader hears the outcome.
 */
export function VisitorPreview({ settings, changed, restoredFrom, backend, onDismiss }: VisitorPreviewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [settings]);
  return (
    <section
      aria-labelledby="settings-preview-title"
      className="mb-6 rounded-xl border border-slate-200 bg-emerald-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id="settings-preview-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex scroll-mt-24 items-start gap-2 text-lg font-bold text-emerald-900 focus:outline-none dark:text-emerald-100"
        >
          <CheckIcon width={22} height={22} className="mt-0.5 shrink-0" aria-hidden="true" />
          {restoredFrom === null ? copy.title : copy.restoredTitle(restoredFrom)}
        </h2>
        <Button variant="ghost" onClick={onDismiss} className="shrink-0">
          {saveCopy.dismiss}
        </Button>
      </div>
      {backend && (
        <p className="mt-2 text-sm font-semibold text-emerald-900 dark:text-emerald-100">
          {backend === 'demo' ? copy.reachDemo : copy.reachFirebase}
        </p>
      )}
      {changed.length === 0 ? (
        <p className="mt-3 text-sm text-emerald-900 dark:text-emerald-100">{copy.onlyPrivate}</p>
      ) : (
        // The public components inside read these settings (the ones just saved), whatever this tab shows.
        <SiteSettingsProvider key={JSON.stringify(settings)} initial={settings}>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {changed.map((section) => {
              const Surfaces = SURFACES[section];
              return <Surfaces key={section} settings={settings} />;
            })}
          </ul>
        </SiteSettingsProvider>
      )}
    </section>
  );
}
