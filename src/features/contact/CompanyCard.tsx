import type { ReactNode } from 'react';
import { ChatIcon } from '@/components/layout/contact-icons';
import { layoutCopy } from '@/components/layout/copy';
import { newTab } from '@/components/layout/new-tab';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { LogoMark } from '@/components/ui/Logo';
import { telHref } from '@/config/site';
import { kakaoChatUrl } from '@/domain/site-settings/channels';
import { businessHoursText } from '@/domain/site-settings/hours';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { companyCardCopy } from './copy';

const linkClass =
  'inline-flex min-h-11 items-center py-1 font-semibold text-slate-900 underline decoration-brand-500/60 underline-offset-4 hover:text-brand-700 hover:decoration-brand-500 dark:text-white dark:hover:text-brand-300';

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative py-3 pl-13">
      <dt className="text-sm text-slate-600 dark:text-slate-400">
        <span className="absolute left-0 top-5 flex h-9 w-9 items-center justify-center rounded-full bg-brand-500/15 text-brand-700 dark:text-brand-400">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="text-base text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * Company card of the contact page: logo, name, address, main phone, the Kakao channel chat (when set: the phone's
 * action bar, which offers it elsewhere, is not on this page), e-mail and business hours.
 */
export function CompanyCard() {
  const { company, channels } = useSiteSettings();
  const kakaoChat = kakaoChatUrl(channels.kakaoChannelId);
  return (
    <section
      aria-labelledby="company-card-title"
      className="rounded-2xl border border-slate-200 border-t-4 border-t-brand-500 bg-slate-50 p-6 sm:p-8 dark:border-slate-800 dark:border-t-brand-500 dark:bg-slate-900"
    >
      <div className="flex items-center gap-4">
        <LogoMark className="h-12 w-12 shrink-0" />
        <div>
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-400">{companyCardCopy.title}</p>
          <h2 id="company-card-title" className="text-2xl font-extrabold tracking-tight text-slate-950 dark:text-white">
            {company.name}
          </h2>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        <Row icon={<MapPinIcon className="h-5 w-5" />} term={companyCardCopy.address}>
          <span className="block py-1">{company.address}</span>
        </Row>
        <Row icon={<PhoneIcon className="h-5 w-5" />} term={companyCardCopy.phone}>
          <a href={telHref(company.phone)} className={linkClass}>
            {company.phone}
          </a>
        </Row>
        {kakaoChat && (
          <Row icon={<ChatIcon className="h-5 w-5" />} term={companyCardCopy.kakao}>
            <a href={kakaoChat} {...newTab} aria-label={layoutCopy.newWindow(layoutCopy.kakaoChat)} className={linkClass}>
              {layoutCopy.kakaoChat}
            </a>
          </Row>
        )}
        <Row icon={<MailIcon className="h-5 w-5" />} term={companyCardCopy.email}>
          <a href={`mailto:${company.email}`} className={cn(linkClass, 'break-all')}>
            {company.email}
          </a>
        </Row>
        <Row icon={<ClockIcon className="h-5 w-5" />} term={companyCardCopy.hours}>
          <span className="block py-1">{businessHoursText(company.hours)}</span>
        </Row>
      </dl>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{companyCardCopy.callHint}</p>
    </section>
  );
}
