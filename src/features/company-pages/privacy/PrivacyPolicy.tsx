import { PageHeader } from '@/components/layout/PageHeader';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/routes';
import type { PrivacyOfficer, SiteSettings } from '@/domain/site-settings/types';
import { cn } from '@/lib/cn';
import { privacyPolicy, type PolicySection } from './policy';

const paragraph = 'leading-relaxed text-slate-700 dark:text-slate-300';

function Section({ section }: { section: PolicySection }) {
  const headingId = `privacy-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-950 md:text-2xl dark:text-white">
        {section.title}
      </h2>
      {section.paragraphs?.map((text) => (
        <p key={text} className={paragraph}>
          {text}
        </p>
      ))}
      {section.groups?.map((group, index) => (
        <div key={group.title ?? index} className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
          {group.title && <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-100">{group.title}</h3>}
          <dl className="space-y-3">
            {group.terms.map(({ term, description }) => (
              <div key={term} className="sm:grid sm:grid-cols-[9rem_1fr] sm:gap-4">
                <dt className="font-medium text-slate-900 dark:text-slate-100">{term}</dt>
                <dd className={cn(paragraph, 'mt-0.5 break-words sm:mt-0')}>{description}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {section.list && (
        <ul className={cn('list-disc space-y-1.5 pl-5', paragraph)}>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.after?.map((text) => (
        <p key={text} className={paragraph}>
          {text}
        </p>
      ))}
    </section>
  );
}

/** The 개인정보처리방침 itself: its own chunk, loaded only when an officer is named (the placeholder needs none of it). */
export default function PrivacyPolicy({ settings, officer }: { settings: SiteSettings; officer: PrivacyOfficer }) {
  const policy = privacyPolicy(settings, officer);
  return (
    <>
      <Seo title={policy.title} description={policy.intro} path={paths.privacy} />
      <PageHeader eyebrow={settings.company.name} title={policy.title} lead={policy.intro} />
      <div className="container-page max-w-3xl space-y-12 py-12 md:py-16">
        {policy.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
        <p className="border-t border-slate-200 pt-6 font-semibold text-slate-900 dark:border-slate-800 dark:text-slate-100">
          {policy.effective}
        </p>
      </div>
    </>
  );
}
