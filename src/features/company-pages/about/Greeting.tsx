import { SectionHeading } from '@/components/layout/SectionHeading';
import { LogoMark } from '@/components/ui/Logo';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { aboutCopy } from './copy';

const copy = aboutCopy.greeting;

/** The representative's greeting. */
export function Greeting() {
  const { company, copy: words } = useSiteSettings();
  // The owner writes paragraphs separated by a blank line.
  const paragraphs = words.aboutGreeting
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="greeting-title" className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-[1fr_1.6fr]">
      <SectionHeading id="greeting-title" eyebrow={copy.eyebrow} title={copy.title} />
      <div className="space-y-5 text-base leading-[1.9] text-slate-700 md:text-lg dark:text-slate-300">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <p className="flex items-center gap-3 pt-4 font-bold text-slate-950 dark:text-white">
          <LogoMark className="h-8 w-8" />
          {copy.signature(company)}
        </p>
      </div>
    </section>
  );
}
