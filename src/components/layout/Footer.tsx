import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { companyCopy } from '@/config/company-copy';
import { menuOf, paths } from '@/config/routes';
import { telHref } from '@/config/site';
import { businessHoursText } from '@/domain/site-settings/hours';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons';
import { Logo } from '../ui/Logo';
import { ChannelLinks } from './ChannelLinks';
import { layoutCopy } from './copy';

const copy = layoutCopy.footer;
const headingClass = 'text-sm font-bold tracking-wide text-white';
const linkClass = 'inline-flex min-h-11 items-center text-slate-300 transition hover:text-brand-300 md:min-h-9';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-brand-400">{icon}</span>
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/**
 * Site footer: blurb and the company's channels elsewhere, quick links, contact details, business details,
 * policy links, copyright.
 */
export function Footer() {
  const settings = useSiteSettings();
  const { company } = settings;
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-800 bg-ink-950 text-sm text-slate-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_0.8fr_1.3fr_1fr]">
        <div>
          <Link to={paths.home} className="inline-block rounded-lg">
            <Logo onDark />
          </Link>
          <p className="mt-4 max-w-sm leading-relaxed text-slate-300">{companyCopy.blurb(settings)}</p>
          <ChannelLinks />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {copy.quickLinks}
          </h2>
          <LinkList links={menuOf('main')} className="mt-3 grid grid-cols-2 gap-x-4 md:grid-cols-1" />
        </nav>

        <div>
          <h2 className={headingClass}>{copy.contact}</h2>
          <address className="mt-4 not-italic">
            <ul className="space-y-3">
              <ContactLine icon={<MapPinIcon width={18} height={18} />} label={copy.address}>
                {company.address}
              </ContactLine>
              <ContactLine icon={<PhoneIcon width={18} height={18} />} label={copy.phone}>
                <a href={telHref(company.phone)} className="font-semibold text-white hover:text-brand-300">
                  {company.phone}
                </a>
              </ContactLine>
              <ContactLine icon={<MailIcon width={18} height={18} />} label={copy.email}>
                <a href={`mailto:${company.email}`} className="text-white hover:text-brand-300">
                  {company.email}
                </a>
              </ContactLine>
              <ContactLine icon={<ClockIcon width={18} height={18} />} label={copy.hours}>
                {businessHoursText(company.hours)}
              </ContactLine>
            </ul>
          </address>
        </div>

        <div>
          <h2 className={headingClass}>{copy.business}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-slate-400">{copy.companyName}</dt>
            <dd>{company.name}</dd>
            <dt className="text-slate-400">{copy.representative}</dt>
            <dd>{company.representative}</dd>
            <dt className="text-slate-400">{copy.businessNumber}</dt>
            <dd className="tabular-nums">{company.businessNumber}</dd>
          </dl>
        </div>
      </div>

      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-3 py-6 md:flex-row md:items-center md:justify-between">
          <nav aria-label={copy.policies}>
            <LinkList links={menuOf('policies')} className="flex flex-wrap gap-x-5" />
          </nav>
          {/* A page rendered on the server last year keeps that year's line until the next load: no hydration error for it. */}
          <p className="text-slate-400" suppressHydrationWarning>
            {copy.copyright(year, company.name)}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A list of footer links (quick links, policy links). */
function LinkList({ links, className }: { links: ReadonlyArray<{ to: string; label: string }>; className: string }) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
